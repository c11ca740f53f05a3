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
    expect(pages.filter((p) => p.startsWith('/restaurant/'))).toHaveLength(13);
    expect(pages.filter((p) => p.startsWith('/tour/'))).toHaveLength(11);
    const news = pages.filter((p) => p.startsWith('/news/'));
    expect(news.length).toBeGreaterThan(0);
    expect(news.length).toBe((db.$client.prepare('SELECT count(*) AS n FROM news_articles').get() as { n: number }).n);
    expect(pages.slice(-news.length)).toEqual(news);
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
