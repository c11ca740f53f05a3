/**
 * Issue 20: the demo seed's visitor reviews are approved demo rows, dated before the seed's clock,
 * review_stats matches them, and a site prepared with DEMO_CONTENT=0 has none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '~/db/client';
import { seedDemoReviews } from '~/app/seed-reviews.server';
import { seedReviews } from '~/db/seed/content/reviews';
import { seedRestaurants } from '~/db/seed/content/restaurants';
import { seedTours } from '~/db/seed/content/tours';
import { copyFixture, makeTempDir } from '../helpers/fixture';
import { useTempDatabase } from '../helpers/temp-database';

const temp = useTempDatabase('demo-reviews');
type Sqlite = ReturnType<typeof openDatabase>['$client'];

/** review_stats next to the approved rows counted by hand, per place. */
function statsAndRows(c: Sqlite) {
  const stats = c.prepare('select place_kind k, place_id id, review_count n, rating_sum s from review_stats where review_count > 0 order by 1, 2').all();
  const rows = c
    .prepare("select place_kind k, place_id id, count(*) n, sum(rating) s from reviews where status = 'approved' group by 1, 2 order by 1, 2")
    .all();
  return { stats, rows };
}

describe('the demo reviews', () => {
  it('are approved demo rows dated before the clock, 2 to 5 per reviewed place, in both languages, with a reply or two', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const ids = { restaurant: seedRestaurants.map((_, i) => i + 1), tour: seedTours.map((_, i) => i + 1) };
    const n = seedDemoReviews(temp.db, ids, now);
    const c = temp.db.$client;
    const rows = c.prepare('select * from reviews').all() as Record<string, unknown>[];
    expect(rows).toHaveLength(n);
    expect(n).toBe(seedReviews.length);
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'approved', is_demo: 1 });
      expect(r.created_at as number).toBeLessThan(now.getTime());
      expect((r.visit_month as string) <= new Date(r.created_at as number).toISOString().slice(0, 7)).toBe(true);
      expect(r.rating as number).toBeGreaterThanOrEqual(1);
      expect(r.rating as number).toBeLessThanOrEqual(5);
    }
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set(['en', 'nl']));
    expect(rows.filter((r) => r.reply_text !== null).length).toBeGreaterThanOrEqual(1);
    for (const kind of ['restaurant', 'tour'] as const) {
      const counts = ids[kind].map((id) => rows.filter((r) => r.place_kind === kind && r.place_id === id).length);
      for (const count of counts) expect(count === 0 || (count >= 2 && count <= 5)).toBe(true);
      expect(counts.filter((x) => x === 0).length).toBeGreaterThanOrEqual(1);
    }
    const { stats, rows: counted } = statsAndRows(c);
    expect(stats).toEqual(counted);
  });

  it('are in the seeded fixture, consistent with review_stats', () => {
    const dir = copyFixture(inject('fixtureDir'));
    const db = openDatabase(path.join(dir, 'guide.db'));
    try {
      const c = db.$client;
      const { n, demo, approved } = c.prepare("select count(*) n, sum(is_demo) demo, sum(status = 'approved') approved from reviews").get() as Record<
        string,
        number
      >;
      expect(n).toBe(seedReviews.length);
      expect([demo, approved]).toEqual([n, n]);
      const { stats, rows } = statsAndRows(c);
      expect(stats).toEqual(rows);
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('DEMO_CONTENT=0', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, DEMO_CONTENT: process.env.DEMO_CONTENT, DATABASE_PATH: process.env.DATABASE_PATH };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it('prepares a site with no reviews (and no demo content at all)', async () => {
    const dir = makeTempDir('no-demo');
    process.env.DATA_DIR = dir;
    process.env.DEMO_CONTENT = '0';
    delete process.env.DATABASE_PATH;
    const { prepareData } = await import('../../scripts/prepare-data');
    await prepareData();
    const db = openDatabase(path.join(dir, 'guide.db'));
    try {
      const count = (table: string) => (db.$client.prepare(`select count(*) n from ${table}`).get() as { n: number }).n;
      expect([count('reviews'), count('review_stats'), count('restaurants'), count('tours')]).toEqual([0, 0, 0, 0]);
    } finally {
      db.$client.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
