/**
 * The sitemap's pages from the database: the static pages, then every restaurant, every tour and
 * every news article in id order. Read a range at a time, so a numbered sitemap file costs its own pages, not the catalogue.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { countRestaurants } from '~/features/restaurants/restaurants.server';
import { countTours } from '~/features/tours/tours.server';
import { countNews } from '~/features/news/news.server';
import { newsArticles, restaurants, tours } from '~/db/schema';
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  getSitemapFileCount,
  SITEMAP_PAGES_PER_FILE,
  SITEMAP_STATIC_PATHS,
  type SitemapPage,
} from '~/platform/seo/sitemap';

interface DetailCounts {
  restaurants: number;
  tours: number;
  news: number;
}

const readDetailCounts = (db: Db): DetailCounts => ({ restaurants: countRestaurants(db), tours: countTours(db), news: countNews(db) });
const totalPages = (counts: DetailCounts) => SITEMAP_STATIC_PATHS.length + counts.restaurants + counts.tours + counts.news;

/** How many pages the sitemap lists. */
export function countSitemapPages(db: Db): number {
  return totalPages(readDetailCounts(db));
}

/** Pages `offset` to `offset + limit` of the list: static pages, restaurants, tours, news articles. */
export function listSitemapPageRange(db: Db, offset: number, limit: number, counts: DetailCounts = readDetailCounts(db)): SitemapPage[] {
  const pages: SitemapPage[] = SITEMAP_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  let skip = Math.max(0, offset - SITEMAP_STATIC_PATHS.length);
  const sources = [
    { prefix: '/restaurant', table: restaurants, count: counts.restaurants },
    { prefix: '/tour', table: tours, count: counts.tours },
    { prefix: '/news', table: newsArticles, count: counts.news },
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
  const counts = readDetailCounts(db);
  return listSitemapPageRange(db, 0, totalPages(counts), counts);
}

/** /sitemap.xml: every page when they fit in one file, else an index of the numbered files. */
export function buildSitemapRoot(db: Db, siteUrl: string, perFile: number = SITEMAP_PAGES_PER_FILE): string {
  const counts = readDetailCounts(db);
  const files = getSitemapFileCount(totalPages(counts), perFile);
  return files === 1 ? buildSitemapXml(siteUrl, listSitemapPageRange(db, 0, perFile, counts)) : buildSitemapIndexXml(siteUrl, files);
}

/** /sitemap-{n}.xml: the pages of file `n` (1-based), or null when there is no such file. */
export function buildSitemapFile(db: Db, siteUrl: string, n: number, perFile: number = SITEMAP_PAGES_PER_FILE): string | null {
  const counts = readDetailCounts(db);
  if (!Number.isInteger(n) || n < 1 || n > getSitemapFileCount(totalPages(counts), perFile)) return null;
  return buildSitemapXml(siteUrl, listSitemapPageRange(db, (n - 1) * perFile, perFile, counts));
}
