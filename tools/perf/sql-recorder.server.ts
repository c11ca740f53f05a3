/**
 * Records the SQL statements (and their parameters) a piece of code runs on a better-sqlite3
 * connection, so a test can EXPLAIN exactly what drizzle generated.
 */
import type Database from 'better-sqlite3';

/** One statement as it ran. */
interface RecordedStatement {
  sql: string;
  params: unknown[];
}

export interface SqlRecorder {
  /** Runs `fn` and returns the statements it executed, in order, each once. */
  record: (fn: () => unknown) => RecordedStatement[];
  /** The plan of a statement: the `detail` column of EXPLAIN QUERY PLAN. */
  explain: (statement: RecordedStatement) => string[];
  /** Puts the connection's own `prepare` back. */
  restore: () => void;
}

const RUN_METHODS = ['all', 'get', 'run', 'iterate'] as const;

/** Wraps `prepare` on the connection; statements are recorded only inside `record`. */
export function createSqlRecorder(client: Database.Database): SqlRecorder {
  const prepare = client.prepare.bind(client);
  let current: RecordedStatement[] | null = null;

  client.prepare = ((source: string) => {
    const statement = prepare(source);
    for (const method of RUN_METHODS) {
      const run = (statement[method] as (...args: unknown[]) => unknown).bind(statement);
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        current?.push({ sql: source, params: args });
        return run(...args);
      };
    }
    return statement;
  }) as typeof client.prepare;

  return {
    record(fn) {
      current = [];
      try {
        fn();
        const seen = new Set<string>();
        return current.filter((s) => {
          const key = `${s.sql}\0${JSON.stringify(s.params)}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      } finally {
        current = null;
      }
    },
    explain(statement) {
      const rows = prepare(`EXPLAIN QUERY PLAN ${statement.sql}`).all(...(statement.params as unknown[])) as { detail: string }[];
      return rows.map((r) => r.detail);
    },
    restore() {
      client.prepare = prepare;
    },
  };
}
