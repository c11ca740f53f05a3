/**
 * Partner entries in the admin's content API: each row says until when its entry is a paid partner; deleting a
 * partner entry needs a reason (400 `{ error }` without one, nothing deleted), which goes on the listing's history
 * with the delete, and an undo says so there too. Entries without a live listing delete as before, without a body.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { FIXTURE_ADMIN, useContentServer } from './helpers';

const ctx = useContentServer();
const DAY = 86_400_000;

const openDb = () => new Database(path.join(ctx.dataDir, 'guide.db'));
const query = <T>(sql: string, ...args: unknown[]): T[] => {
  const db = openDb();
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};

/** Makes an entry a partner: a live listing for it ending `endsAt`, and its partner mark, as an approval leaves them. */
function makePartner(kind: 'restaurant' | 'tour', entryId: number, endsAt: number, status = 'live'): string {
  const id = crypto.randomUUID();
  const now = Date.now();
  const db = openDb();
  try {
    db.prepare(
      `insert into listings (id, kind, entry_id, status, live_from, ends_at, owner_email, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(id, kind, entryId, status, now - 10 * DAY, endsAt, 'owner@warung.example', now, now);
    if (status === 'live') db.prepare(`update ${kind}s set partner_until = ? where id = ?`).run(endsAt, entryId);
  } finally {
    db.close();
  }
  return id;
}

const eventsOf = (listingId: string) =>
  query<{ action: string; reason: string | null; actor: string; detail: string }>(
    `select action, reason, actor, detail from listing_events where listing_id = ? order by id`,
    listingId,
  );
const firstId = (table: string, offset = 0) => query<{ id: number }>(`select id from ${table} order by id limit 1 offset ?`, offset)[0]!.id;

describe('partner entries in the admin content API', () => {
  it('lists each entry with partnerUntil: the live listing end, or null (an ended listing counts for nothing)', async () => {
    const partner = firstId('tours');
    const former = firstId('tours', 1);
    const endsAt = Date.now() + 40 * DAY;
    makePartner('tour', partner, endsAt);
    makePartner('tour', former, Date.now() - DAY, 'ended');
    const list = await ctx.call('GET', '/api/admin/tours');
    expect(list.status).toBe(200);
    const byId = new Map<number, { partnerUntil: string | null }>(list.body.map((r: { id: number; partnerUntil: string | null }) => [r.id, r]));
    expect(byId.get(partner)?.partnerUntil).toBe(new Date(endsAt).toISOString());
    expect(byId.get(former)?.partnerUntil).toBeNull();
    const news = await ctx.call('GET', '/api/admin/news');
    expect(news.body.every((r: { partnerUntil: string | null }) => r.partnerUntil === null)).toBe(true);
  });

  it('refuses to delete a partner entry without a reason (400 { error }), deleting nothing and writing no history', async () => {
    const id = firstId('restaurants');
    const listingId = makePartner('restaurant', id, Date.parse('2027-01-31T03:59:59.999Z'));
    for (const body of [undefined, {}, { reason: '' }, { reason: '  a ' }]) {
      const res = await ctx.call('DELETE', `/api/admin/restaurants/${id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    const bare = await ctx.call('DELETE', `/api/admin/restaurants/${id}`);
    expect(bare.body.error).toBe('This entry is a paid partner listing until 31 Jan 2027: give a reason to delete it');
    expect((await ctx.call('DELETE', `/api/admin/restaurants/${id}`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await ctx.call('DELETE', `/api/admin/restaurants/${id}`, { reason: 'Closed', extra: 1 })).status).toBe(400);
    expect(query(`select id from restaurants where id = ?`, id)).toHaveLength(1);
    expect(query(`select * from deleted_content where item_id = ?`, id)).toHaveLength(0);
    expect(eventsOf(listingId)).toEqual([]);
  });

  it('deletes a partner entry with a reason and records it on the listing history; the undo is recorded too', async () => {
    const id = firstId('restaurants', 1);
    const listingId = makePartner('restaurant', id, Date.now() + 60 * DAY);
    const res = await ctx.call('DELETE', `/api/admin/restaurants/${id}`, { reason: '  The owner closed the restaurant for good  ' });
    expect(res.status).toBe(200);
    expect(query(`select id from restaurants where id = ?`, id)).toHaveLength(0);
    const [deleted] = eventsOf(listingId);
    expect(deleted).toMatchObject({ action: 'entry_deleted', reason: 'The owner closed the restaurant for good', actor: FIXTURE_ADMIN.email });
    expect(JSON.parse(deleted!.detail)).toMatchObject({ kind: 'restaurant', entryId: id });
    // The listing itself is left to the Listings tab: still live, the business paid for it.
    expect(query<{ status: string }>(`select status from listings where id = ?`, listingId)[0]?.status).toBe('live');

    const restored = await ctx.call('POST', `/api/admin/restaurants/${id}/restore`);
    expect(restored.status).toBe(200);
    expect(eventsOf(listingId).map((e) => e.action)).toEqual(['entry_deleted', 'entry_restored']);
  });

  it('an entry without a live listing deletes as today: no body, no reason, no history', async () => {
    const id = firstId('tours', 2);
    const res = await ctx.call('DELETE', `/api/admin/tours/${id}`);
    expect(res.status).toBe(200);
    expect(query(`select id from tours where id = ?`, id)).toHaveLength(0);
    expect(query(`select * from listing_events where detail like ?`, `%"entryId":${id}%`)).toEqual([]);
  });
});
