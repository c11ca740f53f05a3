import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Db } from '~/db/client';
import { copyFixture } from '../../tests/helpers/fixture';
import { buildSitemapFile, buildSitemapRoot, countSitemapPages, listSitemapPageRange, listSitemapPages } from './sitemap.server';

let db: Db;
beforeAll(() => {
  db = openDatabase(path.join(copyFixture(inject('fixtureDir')), 'guide.db'));
});
afterAll(() => db.$client.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap from the database', () => {
  it('lists the static pages, then every restaurant, tour and news article once', () => {
    const pages = listSitemapPages(db).map((p) => p.path);
    expect(pages).toHaveLength(countSitemapPages(db));
    expect(pages.slice(0, 2)).toEqual(['/', '/restaurants']);
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((p) => p.startsWith('/restaurant/') && !p.endsWith('/reviews'))).toHaveLength(13);
    expect(pages.filter((p) => p.startsWith('/tour/') && !p.endsWith('/reviews'))).toHaveLength(11);
    const news = pages.filter((p) => p.startsWith('/news/'));
    expect(news.length).toBeGreaterThan(0);
    expect(news.length).toBe((db.$client.prepare('SELECT count(*) AS n FROM news_articles').get() as { n: number }).n);
    const reviews = pages.filter((p) => p.endsWith('/reviews'));
    expect(pages.slice(-news.length - reviews.length, pages.length - reviews.length)).toEqual(news);
  });

  it('lists the reviews page of each place with an approved review, and only those (the others are noindex)', () => {
    const reviewed = (kind: string) =>
      (
        db.$client.prepare(`SELECT DISTINCT place_id AS id FROM reviews WHERE place_kind = ? AND status = 'approved' ORDER BY place_id`).all(kind) as {
          id: number;
        }[]
      ).map((r) => `/${kind}/${r.id}/reviews`);
    const pages = listSitemapPages(db);
    const reviewPages = pages.filter((p) => p.path.endsWith('/reviews'));
    expect(reviewed('restaurant').length).toBeGreaterThan(0);
    expect(reviewPages.map((p) => p.path)).toEqual([...reviewed('restaurant'), ...reviewed('tour')]);
    expect(pages.slice(-reviewPages.length)).toEqual(reviewPages);
    // Their last change is the newest approval.
    const first = reviewPages[0]!;
    const id = Number(first.path.split('/')[2]);
    const newest = db.$client
      .prepare(`SELECT max(decided_at) AS t FROM reviews WHERE place_kind = 'restaurant' AND place_id = ? AND status = 'approved'`)
      .get(id) as { t: number };
    expect(first.lastModified?.getTime()).toBe(newest.t);
    // A review still waiting for the admin adds no page.
    const unreviewed = (
      db.$client.prepare(`SELECT id FROM tours WHERE id NOT IN (SELECT place_id FROM reviews WHERE place_kind = 'tour') LIMIT 1`).get() as { id: number }
    ).id;
    db.$client
      .prepare(
        `INSERT INTO reviews (place_kind, place_id, status, rating, author_name, country, comment, visit_month, locale, email, created_at)
         VALUES ('tour', ?, 'confirmed', 5, 'Ana', 'Brazil', 'Lovely trip on the river.', '2026-10', 'en', 'ana@example.com', 0)`,
      )
      .run(unreviewed);
    expect(listSitemapPages(db).map((p) => p.path)).not.toContain(`/tour/${unreviewed}/reviews`);
    // Approved (review_stats follows by trigger): its place's reviews page is listed.
    db.$client.prepare(`UPDATE reviews SET status = 'approved', decided_at = 1700000000000 WHERE place_kind = 'tour' AND place_id = ?`).run(unreviewed);
    const added = listSitemapPages(db).find((p) => p.path === `/tour/${unreviewed}/reviews`);
    expect(added?.lastModified?.getTime()).toBe(1700000000000);
  });

  it('reads any range across the static pages, restaurants, tours and news as the same slices of the whole list', () => {
    const all = listSitemapPages(db).map((p) => p.path);
    for (const [offset, limit] of [
      [0, 4],
      [4, 5],
      [6, 13],
      [17, 4],
      [18, 100],
      [29, 5],
      [40, 5],
      [44, 10],
    ]) {
      expect(
        listSitemapPageRange(db, offset!, limit!).map((p) => p.path),
        `${offset}+${limit}`,
      ).toEqual(all.slice(offset, offset! + limit!));
    }
  });

  it('stays one file while the pages fit, and becomes an index of numbered files past that', () => {
    const site = 'https://g.example';
    expect(buildSitemapRoot(db, site)).toContain('<urlset');
    const index = buildSitemapRoot(db, site, 10);
    expect(index).toContain('<sitemapindex');
    const count = Math.ceil(countSitemapPages(db) / 10);
    const numbers = Array.from({ length: count }, (_, i) => i + 1);
    expect(count).toBeGreaterThan(2);
    expect(locs(index)).toEqual(numbers.map((n) => `https://g.example/sitemap-${n}.xml`));
    // The files together list every page once per language, and nothing more.
    const files = numbers.map((n) => locs(buildSitemapFile(db, site, n, 10)!));
    expect(files.map((f) => f.length)).toEqual(numbers.map((n) => (n < count ? 20 : (countSitemapPages(db) - (count - 1) * 10) * 2)));
    expect(files.flat().sort()).toEqual(locs(buildSitemapRoot(db, site)).sort());
    expect(buildSitemapFile(db, site, count + 1, 10)).toBeNull();
    expect(buildSitemapFile(db, site, 0, 10)).toBeNull();
  });
});
