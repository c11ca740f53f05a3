/**
 * The sitemap's pages from the database: the static pages, then every restaurant and every tour in
 * id order. Read a range at a time, so a numbered sitemap file costs its own pages, not the catalogue.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countRestaurants } from '../../db/queries/restaurants';
import { countTours } from '../../db/queries/tours';
import { restaurants, tours } from '../../db/schema';
import { buildSitemapIndexXml, buildSitemapXml, getSitemapFileCount, SITEMAP_PAGES_PER_FILE, SITEMAP_STATIC_PATHS, type SitemapPage } from './sitemap';

/** How many pages the sitemap lists. */
export function countSitemapPages(db: Db): number {
  return SITEMAP_STATIC_PATHS.length + countRestaurants(db) + countTours(db);
}

/** Pages `offset` to `offset + limit` of the list: static pages, restaurants, tours. */
export function listSitemapPageRange(db: Db, offset: number, limit: number): SitemapPage[] {
  const pages: SitemapPage[] = SITEMAP_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  let skip = Math.max(0, offset - SITEMAP_STATIC_PATHS.length);
  const sources = [
    { prefix: '/restaurant', table: restaurants, count: countRestaurants(db) },
    { prefix: '/tour', table: tours, count: countTours(db) },
  ];
  for (const { prefix, table, count } of sources) {
    const room = limit - pages.length;
    if (room <= 0) break;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const rows = db.select({ id: table.id, updatedAt: table.updatedAt }).from(table).orderBy(asc(table.id)).limit(room).offset(skip).all();
    pages.push(...rows.map((row) => ({ path: `${prefix}/${row.id}`, lastModified: row.updatedAt })));
    skip = 0;
  }
  return pages;
}

/** Every public page to list, with the detail pages' last change. */
export function listSitemapPages(db: Db): SitemapPage[] {
  return listSitemapPageRange(db, 0, countSitemapPages(db));
}

/** /sitemap.xml: every page when they fit in one file, else an index of the numbered files. */
export function buildSitemapRoot(db: Db, siteUrl: string, perFile: number = SITEMAP_PAGES_PER_FILE): string {
  const files = getSitemapFileCount(countSitemapPages(db), perFile);
  return files === 1 ? buildSitemapXml(siteUrl, listSitemapPages(db)) : buildSitemapIndexXml(siteUrl, files);
}

/** /sitemap-{n}.xml: the pages of file `n` (1-based), or null when there is no such file. */
export function buildSitemapFile(db: Db, siteUrl: string, n: number, perFile: number = SITEMAP_PAGES_PER_FILE): string | null {
  if (!Number.isInteger(n) || n < 1 || n > getSitemapFileCount(countSitemapPages(db), perFile)) return null;
  return buildSitemapXml(siteUrl, listSitemapPageRange(db, (n - 1) * perFile, perFile));
}
