/** Admin reads of news articles: every language side by side, newest first. */
import { withAdminAlts } from '~/features/content';
import { desc, eq, inArray, lt } from 'drizzle-orm';
import { pickNewsTexts, readNewsFields, type AdminNews } from './news-article';
import type { Db } from '~/db/client';
import { newsArticles, newsTranslations } from '~/db/schema';
import { groupByEntity, toAdminRow, toPage, type AdminListOptions, type AdminPage } from '~/features/admin/index.server';

function toAdminNews(db: Db, rows: (typeof newsArticles.$inferSelect)[]): AdminNews[] {
  if (rows.length === 0) return [];
  const texts = db
    .select()
    .from(newsTranslations)
    .where(
      inArray(
        newsTranslations.newsId,
        rows.map((r) => r.id),
      ),
    )
    .all();
  const byId = groupByEntity(texts, (t) => t.newsId);
  return rows.map((n) => withAdminAlts(toAdminRow(readNewsFields(n), byId.get(n.id), pickNewsTexts), byId.get(n.id)));
}

/** A page of news articles for the admin table, newest first. */
export function listAdminNews(db: Db, opts: AdminListOptions): AdminPage<AdminNews> {
  const rows = db
    .select()
    .from(newsArticles)
    // Always a bounded range, so the plan is an id range search (tests/perf/query-plans.test.ts).
    .where(lt(newsArticles.id, opts.cursor ?? Number.MAX_SAFE_INTEGER))
    .orderBy(desc(newsArticles.id))
    .limit(opts.limit + 1)
    .all();
  return toPage(toAdminNews(db, rows), opts.limit);
}

/** One article with all its languages, or null when the id is unknown. */
export function getAdminNews(db: Db, id: number): AdminNews | null {
  const row = db.select().from(newsArticles).where(eq(newsArticles.id, id)).get();
  return row ? (toAdminNews(db, [row])[0] ?? null) : null;
}

export type { AdminNews };
