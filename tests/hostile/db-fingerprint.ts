/** A hash of the database's content, to show a refused request changed nothing. */
import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

/** Bookkeeping that legitimately changes on refused requests: sessions (last seen), failure counters, and the scheduler's run markers. */
const VOLATILE_TABLES = new Set(['sessions', 'rate_limits', 'scheduler_runs']);
/**
 * Tables a background worker updates while a test runs: only what was queued counts, not how delivery is going
 * (the sender marks an email queued by an earlier, accepted request as sent at any moment).
 */
const QUEUED_COLUMNS: Record<string, string> = { email_outbox: 'id, event_key, kind, recipients, locale, subject, payload, order_id, message_id' };

export interface Fingerprinter {
  take: () => string;
  /** Which tables differ between two snapshots (for readable failures). */
  tables: () => Record<string, string>;
  close: () => void;
}

/** Opens the data folder's database read-only and hashes every table but the volatile ones. */
export function openFingerprinter(dataDir: string): Fingerprinter {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true, fileMustExist: true });
  // Virtual tables (the search index and its vocabulary) and their shadow tables are derived from the content tables, which are hashed.
  const virtual = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%'").all() as { name: string }[]).map(
    (r) => r.name,
  );
  const derived = (name: string) => virtual.some((v) => name === v || name.startsWith(`${v}_`));
  const tableNames = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[])
    .map((r) => r.name)
    .filter((n) => !VOLATILE_TABLES.has(n) && !derived(n));
  const tables = (): Record<string, string> => {
    const out: Record<string, string> = {};
    db.transaction(() => {
      for (const name of tableNames) {
        const rows = db
          .prepare(`SELECT ${QUEUED_COLUMNS[name] ?? '*'} FROM "${name}" ORDER BY rowid`)
          .raw()
          .all();
        out[name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 16);
      }
    })();
    return out;
  };
  return {
    tables,
    take: () => createHash('sha256').update(JSON.stringify(tables())).digest('hex'),
    close: () => db.close(),
  };
}
