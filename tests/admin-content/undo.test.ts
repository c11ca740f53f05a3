/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the assertions, not by types. */
/**
 * Delete with a 30-second undo through the built server (issue 21): admin only, the item and its
 * public pages, reviews, review stats and search rows back after a restore; refused after 31 s on the
 * moved clock; copies past the window purged at start.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

const start = new Date('2026-11-26T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
let server: RunningServer;
let dataDir: string;
let admin: AdminSession;

const query = <T>(sql: string, ...args: unknown[]): T[] => {
  const db = new Database(path.join(dataDir, 'guide.db'), { readonly: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
};

/** The restaurant with the most approved reviews (the fixture's demo reviews). */
function reviewedRestaurant(): { id: number; name: string } {
  const [row] = query<{ id: number; name: string }>(
    `select r.id, t.name from restaurants r join restaurant_translations t on t.restaurant_id = r.id and t.locale = 'en'
     join review_stats s on s.place_kind = 'restaurant' and s.place_id = r.id order by s.review_count desc, r.id limit 1`,
  );
  return row!;
}

/** What the database holds of the restaurant and derives from it. */
function stored(id: number) {
  return {
    row: query(`select * from restaurants where id = ?`, id),
    texts: query(`select * from restaurant_translations where restaurant_id = ? order by locale`, id),
    reviews: query(`select * from reviews where place_kind = 'restaurant' and place_id = ? order by id`, id),
    stats: query(`select * from review_stats where place_kind = 'restaurant' and place_id = ?`, id),
    search: query(`select rowid from search_index where rowid in (?, ?) order by rowid`, id * 16, id * 16 + 1),
    counts: query(`select * from content_counts where key like 'restaurants%' order by key`),
  };
}

const page = async (p: string) => {
  const res = await fetch(`${server.baseUrl}${p}`);
  return { status: res.status, text: await res.text() };
};

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  server = await startServer(dataDir, {}, { clockStart: start });
  admin = await signInAsAdmin(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

describe('undo of an admin delete', () => {
  it('refuses delete and restore without a session (401) and from another origin (403)', async () => {
    const { id } = reviewedRestaurant();
    const bare = (method: string, p: string) => fetch(`${server.baseUrl}${p}`, { method, headers: { Origin: server.baseUrl } });
    expect((await bare('DELETE', `/api/admin/restaurants/${id}`)).status).toBe(401);
    expect((await bare('POST', `/api/admin/restaurants/${id}/restore`)).status).toBe(401);
    const foreign = await admin.fetch(`/api/admin/restaurants/${id}/restore`, { method: 'POST', headers: { Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toHaveProperty('error');
    expect((await admin.fetch(`/api/admin/restaurants/abc/restore`, { method: 'POST' })).status).toBe(400);
  });

  it('restores the restaurant with its translations, reviews, stats, search rows and public pages', async () => {
    const { id, name } = reviewedRestaurant();
    const before = stored(id);
    expect(before.reviews.length).toBeGreaterThan(0);
    expect(before.search).toHaveLength(2);
    // The images' alt texts (issue 21) live on the translation rows: the restore must bring them back too.
    expect(before.texts.map((t: any) => JSON.parse(t.image_alts).length > 0)).toEqual([true, true]);
    const publicBefore = await page(`/restaurant/${id}`);
    expect(publicBefore.status).toBe(200);
    expect((await page(`/nl/restaurant/${id}/reviews`)).status).toBe(200);

    const del = await admin.fetch(`/api/admin/restaurants/${id}`, { method: 'DELETE' });
    expect(del.status).toBe(200);
    expect(await del.json()).toEqual({ ok: true, id, restoreUntil: at(30_000).toISOString() });
    expect(stored(id)).toMatchObject({ row: [], texts: [], reviews: [], stats: [], search: [] });
    expect((await page(`/restaurant/${id}`)).status).toBe(404);

    await server.setClock(at(29_000));
    const res = await admin.fetch(`/api/admin/restaurants/${id}/restore`, { method: 'POST' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as any;
    expect(body).toMatchObject({ id, translations: { en: { name } } });
    expect(stored(id)).toEqual(before);
    const publicAfter = await page(`/restaurant/${id}`);
    expect(publicAfter.status).toBe(200);
    expect(publicAfter.text).toContain(name);
    expect((await page(`/nl/restaurant/${id}/reviews`)).status).toBe(200);
    expect(query(`select * from deleted_content`)).toEqual([]);

    const again = await admin.fetch(`/api/admin/restaurants/${id}/restore`, { method: 'POST' });
    expect({ status: again.status, body: await again.json() }).toEqual({ status: 409, body: { error: 'This item is not deleted' } });
  });

  it('refuses a restore 31 s after the delete (410) and keeps the item deleted', async () => {
    await server.setClock(at(60_000));
    const [tour] = query<{ id: number }>(`select id from tours order by id limit 1`);
    expect((await admin.fetch(`/api/admin/tours/${tour!.id}`, { method: 'DELETE' })).status).toBe(200);
    await server.setClock(at(91_000));
    const late = await admin.fetch(`/api/admin/tours/${tour!.id}/restore`, { method: 'POST' });
    expect({ status: late.status, body: await late.json() }).toEqual({
      status: 410,
      body: { error: 'The 30 seconds to undo this delete have passed' },
    });
    expect(query(`select id from tours where id = ?`, tour!.id)).toEqual([]);
    expect((await page(`/tour/${tour!.id}`)).status).toBe(404); // The late attempt purged the copy: the id was still deleted once, so still 410.
    expect((await admin.fetch(`/api/admin/tours/${tour!.id}/restore`, { method: 'POST' })).status).toBe(410);
  });

  it('answers 404 to the restore of an id that was never stored, of every kind', async () => {
    const kinds = [
      ['restaurants', 'restaurants', 'Restaurant not found'],
      ['tours', 'tours', 'Tour not found'],
      ['events', 'events', 'Event not found'],
      ['news', 'news_articles', 'News article not found'],
    ];
    for (const [kind, table, error] of kinds) {
      const [{ next }] = query<{ next: number }>(`select coalesce(max(id), 0) + 1000 as next from ${table}`) as [{ next: number }];
      const res = await admin.fetch(`/api/admin/${kind}/${next}/restore`, { method: 'POST' });
      expect({ kind, status: res.status, body: await res.json() }).toEqual({ kind, status: 404, body: { error } });
    }
  });

  it('purges copies past the window at start', async () => {
    await server.setClock(at(120_000));
    const [event] = query<{ id: number }>(`select id from events order by id limit 1`);
    expect((await admin.fetch(`/api/admin/events/${event!.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(query(`select item_id from deleted_content`)).toEqual([{ item_id: event!.id }]);
    await server.stop();
    server = await startServer(dataDir, {}, { clockStart: at(151_000) });
    expect(query(`select item_id from deleted_content`)).toEqual([]);
    expect(server.output()).toContain('"expiredDeletionsRemoved":1');
  }, 120_000); // a second server start: slow on a loaded machine
});
