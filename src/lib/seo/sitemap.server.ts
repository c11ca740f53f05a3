/** The sitemap's pages from the database: the static pages plus every restaurant and tour. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { restaurants, tours } from '../../db/schema';
import { SITEMAP_STATIC_PATHS, type SitemapPage } from './sitemap';

/** Every public page to list, with the detail pages' last change. */
export function listSitemapPages(db: Db): SitemapPage[] {
  const details = (prefix: string, rows: { id: number; updatedAt: Date }[]) =>
    rows.map((row) => ({ path: `${prefix}/${row.id}`, lastModified: row.updatedAt }));
  return [
    ...SITEMAP_STATIC_PATHS.map((path) => ({ path })),
    ...details('/restaurant', db.select({ id: restaurants.id, updatedAt: restaurants.updatedAt }).from(restaurants).orderBy(asc(restaurants.id)).all()),
    ...details('/tour', db.select({ id: tours.id, updatedAt: tours.updatedAt }).from(tours).orderBy(asc(tours.id)).all()),
  ];
}
