/**
 * The sitemap's pages from the database: the static pages, then every restaurant, every tour and
 * every news article in id order, then the reviews pages that are indexed (a place with an approved
 * review). Read a range at a time, so a numbered sitemap file costs its own pages, not the catalogue.
 */
import { asc } from 'drizzle-orm';
import type { Db } from '~/db/client';
import { countRestaurants } from '~/features/restaurants/restaurants.server';
import { countTours } from '~/features/tours/tours.server';
import { countNews } from '~/features/news/news.server';
import { countReviewedPlaces, listReviewedPlaces, type ReviewsPageKind } from '~/features/reviews/index.server';
import { newsArticles, restaurants, tours } from '~/db/schema';
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  getSitemapFileCount,
  SITEMAP_PAGES_PER_FILE,
  SITEMAP_STATIC_PATHS,
  type SitemapPage,
} from '~/platform/seo/sitemap';

/** One kind of detail page: how many there are, and a range of them in id order. */
interface DetailSource {
  count: number;
  read: (limit: number, offset: number) => SitemapPage[];
}

/** A content table's detail pages, `/restaurant/<id>` and so on, with the row's last change. */
function contentSource(db: Db, prefix: string, table: typeof restaurants | typeof tours | typeof newsArticles, total: number): DetailSource {
  return {
    count: total,
    read: (limit, offset) =>
      db
        .select({ id: table.id, updatedAt: table.updatedAt })
        .from(table)
        .orderBy(asc(table.id))
        .limit(limit)
        .offset(offset)
        .all()
        .map((row) => ({ path: `${prefix}/${row.id}`, lastModified: row.updatedAt })),
  };
}

/** The reviews pages that are indexed (places with an approved review), with the newest approval. */
function reviewsSource(db: Db, kind: ReviewsPageKind): DetailSource {
  return {
    count: countReviewedPlaces(db, kind),
    read: (limit, offset) =>
      listReviewedPlaces(db, kind, limit, offset).map((place) => ({ path: `/${kind}/${place.id}/reviews`, lastModified: place.lastApprovedAt })),
  };
}

/** Every kind of detail page, in sitemap order: restaurants, tours, news articles, then the reviews pages. */
const readSources = (db: Db): DetailSource[] => [
  contentSource(db, '/restaurant', restaurants, countRestaurants(db)),
  contentSource(db, '/tour', tours, countTours(db)),
  contentSource(db, '/news', newsArticles, countNews(db)),
  reviewsSource(db, 'restaurant'),
  reviewsSource(db, 'tour'),
];
const totalPages = (sources: readonly DetailSource[]) => SITEMAP_STATIC_PATHS.length + sources.reduce((sum, source) => sum + source.count, 0);

/** How many pages the sitemap lists. */
export function countSitemapPages(db: Db): number {
  return totalPages(readSources(db));
}

/** Pages `offset` to `offset + limit` of the list: static pages, then each detail source in turn. */
export function listSitemapPageRange(db: Db, offset: number, limit: number, sources: readonly DetailSource[] = readSources(db)): SitemapPage[] {
  const pages: SitemapPage[] = SITEMAP_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  let skip = Math.max(0, offset - SITEMAP_STATIC_PATHS.length);
  for (const source of sources) {
    const room = limit - pages.length;
    if (room <= 0) break;
    if (skip >= source.count) {
      skip -= source.count;
      continue;
    }
    pages.push(...source.read(room, skip));
    skip = 0;
  }
  return pages;
}

/** Every public page to list, with the detail pages' last change. */
export function listSitemapPages(db: Db): SitemapPage[] {
  const sources = readSources(db);
  return listSitemapPageRange(db, 0, totalPages(sources), sources);
}

/** /sitemap.xml: every page when they fit in one file, else an index of the numbered files. */
export function buildSitemapRoot(db: Db, siteUrl: string, perFile: number = SITEMAP_PAGES_PER_FILE): string {
  const sources = readSources(db);
  const files = getSitemapFileCount(totalPages(sources), perFile);
  return files === 1 ? buildSitemapXml(siteUrl, listSitemapPageRange(db, 0, perFile, sources)) : buildSitemapIndexXml(siteUrl, files);
}

/** /sitemap-{n}.xml: the pages of file `n` (1-based), or null when there is no such file. */
export function buildSitemapFile(db: Db, siteUrl: string, n: number, perFile: number = SITEMAP_PAGES_PER_FILE): string | null {
  const sources = readSources(db);
  if (!Number.isInteger(n) || n < 1 || n > getSitemapFileCount(totalPages(sources), perFile)) return null;
  return buildSitemapXml(siteUrl, listSitemapPageRange(db, (n - 1) * perFile, perFile, sources));
}
