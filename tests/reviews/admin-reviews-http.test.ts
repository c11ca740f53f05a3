/**
 * The admin Reviews API through the built server (issue 20): closed without a session, 400 on bad
 * input, 404 on an unknown or pending review, 409 when deciding twice or replying to an unapproved
 * review; approving counts the review in review_stats; pending reviews never appear.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { copyFixture } from '../helpers/fixture';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let dataDir: string;
let admin: AdminSession;
let placeId: number;

const open = () => new Database(path.join(dataDir, 'guide.db'));
function addReview(status: string, rating: number, email: string): number {
  const db = open();
  try {
    return Number(
      db
        .prepare(
          `insert into reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, confirmed_at)
           values ('restaurant', ?, ?, ?, 'Ravi', 'Suriname', 'Goede bami en snelle bediening, we komen zeker terug.', '2026-09', 'nl', ?, ?)`,
        )
        .run(placeId, status, rating, email, status === 'pending' ? null : Date.now()).lastInsertRowid,
    );
  } finally {
    db.close();
  }
}
/** The place's approved count and star sum (0 and 0 without a row: the demo reviews deleted above leave one at zero). */
function stats(): { count: number; sum: number } {
  const db = open();
  try {
    const row = db
      .prepare(`select review_count as count, rating_sum as sum from review_stats where place_kind = 'restaurant' and place_id = ?`)
      .get(placeId) as { count: number; sum: number } | undefined;
    return row ?? { count: 0, sum: 0 };
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dataDir = copyFixture(inject('fixtureDir'));
  const db = open();
  try {
    placeId = (db.prepare('select min(id) as id from restaurants').get() as { id: number }).id;
    db.prepare(`delete from reviews where place_kind = 'restaurant' and place_id = ?`).run(placeId);
  } finally {
    db.close();
  }
  server = await startServer(dataDir);
  admin = await signInAsAdmin(server.baseUrl);
});
afterAll(async () => {
  await server?.stop();
});

/** GET without a body, POST (JSON) with one. */
const call = async (p: string, body?: unknown) => {
  const res = await admin.fetch(p, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('admin reviews API', () => {
  it('refuses every route without a session', async () => {
    for (const [method, p] of [
      ['GET', '/api/admin/reviews'],
      ['POST', '/api/admin/reviews/1/approve'],
      ['POST', '/api/admin/reviews/1/reject'],
      ['POST', '/api/admin/reviews/1/reply'],
    ]) {
      const res = await fetch(`${server.baseUrl}${p}`, {
        method,
        headers: { Origin: server.baseUrl, 'Content-Type': 'application/json' },
        body: method === 'POST' ? '{}' : undefined,
      });
      expect(res.status, p).toBe(401);
    }
  });

  it('lists the queue without pending reviews, approves, refuses twice, rejects with a reason, replies', async () => {
    const pending = addReview('pending', 1, 'pending-http@example.com');
    const good = addReview('confirmed', 5, 'good-http@example.com');
    const bad = addReview('confirmed', 2, 'bad-http@example.com');

    const queue = await call('/api/admin/reviews');
    expect(queue.status).toBe(200);
    const ids = (queue.body.reviews as { id: number; email: string }[]).map((r) => r.id);
    expect(ids).toContain(good);
    expect(ids).toContain(bad);
    expect(JSON.stringify(queue.body)).not.toContain('pending-http@example.com');
    expect((queue.body.counts as { confirmed: number }).confirmed).toBeGreaterThanOrEqual(2);

    expect((await call(`/api/admin/reviews/${pending}/approve`, {})).status).toBe(404);
    expect((await call('/api/admin/reviews/999999/approve', {})).status).toBe(404);
    expect(stats()).toEqual({ count: 0, sum: 0 });

    const approved = await call(`/api/admin/reviews/${good}/approve`, {});
    expect(approved).toMatchObject({ status: 200, body: { id: good, status: 'approved' } });
    expect(stats()).toEqual({ count: 1, sum: 5 });
    const twice = await call(`/api/admin/reviews/${good}/approve`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/approved/);
    expect((await call(`/api/admin/reviews/${good}/reject`, { reason: 'spam' })).status).toBe(409);

    expect((await call(`/api/admin/reviews/${bad}/reject`, {})).status).toBe(400);
    expect((await call(`/api/admin/reviews/${bad}/reject`, { reason: ' ' })).status).toBe(400);
    expect((await call(`/api/admin/reviews/${bad}/reject`, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await call(`/api/admin/reviews/${bad}/reply`, { text: 'Dank', from: 'guide' })).status).toBe(409);
    const rejected = await call(`/api/admin/reviews/${bad}/reject`, { reason: 'Over een ander restaurant' });
    expect(rejected).toMatchObject({ status: 200, body: { status: 'rejected', rejectReason: 'Over een ander restaurant' } });
    expect(stats()).toEqual({ count: 1, sum: 5 });

    expect((await call(`/api/admin/reviews/${good}/reply`, { text: 'Dank je!', from: 'owner' })).status).toBe(400);
    expect((await call(`/api/admin/reviews/${good}/reply`, { text: 'x'.repeat(2001), from: 'guide' })).status).toBe(400);
    const replied = await call(`/api/admin/reviews/${good}/reply`, { text: 'Dank je wel!', from: 'business' });
    expect(replied).toMatchObject({ status: 200, body: { reply: { text: 'Dank je wel!', from: 'business' } } });

    const done = await call('/api/admin/reviews?status=approved');
    expect((done.body.reviews as { id: number }[]).map((r) => r.id)).toContain(good);
    const back = await call('/api/admin/reviews?status=rejected&page=1');
    expect((back.body.reviews as { id: number }[]).map((r) => r.id)).toContain(bad);
  });

  it('answers 400 with { error } on bad input', async () => {
    for (const p of ['/api/admin/reviews?status=pending', '/api/admin/reviews?status=nope', '/api/admin/reviews?page=0', '/api/admin/reviews?page=abc']) {
      const res = await call(p);
      expect(res.status, p).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
    for (const p of ['/api/admin/reviews/abc/approve', '/api/admin/reviews/-1/approve', '/api/admin/reviews/1.5/approve']) {
      const res = await call(p, {});
      expect(res.status, p).toBe(400);
    }
    const res = await admin.fetch('/api/admin/reviews/1/reject', { method: 'POST', body: 'not json' });
    expect(res.status).toBe(400);
  });
});
