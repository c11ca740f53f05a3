/** A live or ended listing paid by a card order, with a renewal link, written straight into a server's database (tests only). */
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';

const DAY = 86_400_000;

export function withDb<T>(dataDir: string, run: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, 'guide.db'));
  try {
    return run(db);
  } finally {
    db.close();
  }
}

const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
/** A token shaped like the site's (32 base32 letters), known to nobody. */
export const newToken = () => Array.from(randomBytes(32), (b) => alphabet[b % 32]).join('');

/** A restaurant listing ending at `endsAt`, paid by a USD card order of `name`, and a renewal link for it. */
export function seedRenewableListing(
  dataDir: string,
  name: string,
  endsAt: number,
  opts: { status?: string; tokenExpiresAt?: number; revoked?: boolean } = {},
): { listingId: string; token: string } {
  const id = crypto.randomUUID();
  const orderId = crypto.randomUUID();
  const token = newToken();
  withDb(dataDir, (db) => {
    db.prepare(
      `insert into listing_orders (id, plan_type, amount, currency, payment_method, status, order_number, business_name, contact_name, email, phone,
        billing_address, city, locale, created_at, updated_at) values (?, 'restaurant', 26, 'USD', 'creditcard', 'active', ?, ?, 'Sita Ram', 'sita@renew.example',
        '+597 555-0303', 'Waterkant 3', 'Paramaribo', 'en', ?, ?)`,
    ).run(orderId, `SG-${orderId.slice(0, 5).toUpperCase()}`, name, Date.now() - 100 * DAY, Date.now() - 100 * DAY);
    db.prepare(
      "insert into listings (id, kind, status, live_from, ends_at, owner_email, locale, created_at, updated_at) values (?, 'restaurant', ?, ?, ?, 'sita@renew.example', 'en', ?, ?)",
    ).run(id, opts.status ?? 'live', endsAt - 90 * DAY, endsAt, Date.now(), Date.now());
    db.prepare('insert into listing_order_links (order_id, listing_id, created_at) values (?, ?, ?)').run(orderId, id, Date.now());
    db.prepare("insert into listing_editor_tokens (token_hash, listing_id, purpose, expires_at, revoked_at, created_at) values (?, ?, 'renew', ?, ?, ?)").run(
      createHash('sha256').update(token).digest('hex'),
      id,
      opts.tokenExpiresAt ?? endsAt + 60 * DAY,
      opts.revoked ? Date.now() : null,
      Date.now(),
    );
  });
  return { listingId: id, token };
}
