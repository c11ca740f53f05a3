/** Public reads of news articles, newest first; undated articles come last. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { withFallback } from '~/platform/content/translation';
import { pickNewsTexts, readNewsFields, type NewsArticle } from './news-article';
import type { Db } from '~/db/client';
import { newsArticles, newsTranslations } from '~/db/schema';

const en = alias(newsTranslations, 'en');
const loc = alias(newsTranslations, 'loc');

/**
 * Articles with their English and page-language texts. The CROSS JOIN keeps news_articles the
 * outer loop (SQLite never reorders one), so ORDER BY published_at walks news_published_idx and
 * stops after a page, instead of scanning every English translation and sorting them all.
 */
function selectNews(db: Db, lang: Locale, where?: SQL) {
  return db
    .select({ n: newsArticles, en, loc })
    .from(newsArticles)
    .crossJoin(en)
    .leftJoin(loc, and(eq(loc.newsId, newsArticles.id), eq(loc.locale, lang)))
    .where(and(eq(en.newsId, newsArticles.id), eq(en.locale, 'en'), where))
    .$dynamic();
}

type Texts = typeof newsTranslations.$inferSelect;
type Row = { n: typeof newsArticles.$inferSelect; en: Texts; loc: Texts | null };

function toArticle({ n, en: base, loc: local }: Row): NewsArticle {
  const { id, createdAt: _notPublic, ...fields } = readNewsFields(n);
  return { id, ...withFallback(pickNewsTexts(base), local ? pickNewsTexts(local) : null), ...fields };
}

/** Articles newest first. */
export function listNews(db: Db, lang: Locale, limit: number, offset = 0): NewsArticle[] {
  return selectNews(db, lang).orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id)).limit(limit).offset(offset).all().map(toArticle);
}

/** Non-featured articles newest first (home side articles, the news page grid). */
export function listNonFeaturedNews(db: Db, lang: Locale, limit: number, offset = 0): NewsArticle[] {
  return selectNews(db, lang, eq(newsArticles.isFeatured, false))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map(toArticle);
}

/** Featured articles newest first; the first is the main story. */
export function listFeaturedNews(db: Db, lang: Locale, limit: number): NewsArticle[] {
  return selectNews(db, lang, eq(newsArticles.isFeatured, true))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .all()
    .map(toArticle);
}
