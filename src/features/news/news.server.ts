/** Public reads of news articles, newest first; undated articles come last. */
import { and, asc, desc, eq, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { Locale } from '~/platform/i18n/config';
import { localizedAlts } from '~/features/content';
import { pickWritten } from '~/platform/content/translation';
import { pickNewsTexts, readNewsFields, type NewsArticle } from './news-article';
import { getContentCount } from '~/features/home/index.server';
import type { Db } from '~/db/client';
import { newsArticles, newsTranslations } from '~/db/schema';

const en = alias(newsTranslations, 'en');
const nl = alias(newsTranslations, 'nl');

/**
 * Articles with their English and Dutch texts (toArticle picks the page's). The CROSS JOIN keeps news_articles the
 * outer loop (SQLite never reorders one), so ORDER BY published_at walks news_published_idx and
 * stops after a page, instead of scanning every English translation and sorting them all.
 */
function selectNews(db: Db, where?: SQL) {
  return db
    .select({ n: newsArticles, en, nl })
    .from(newsArticles)
    .crossJoin(en)
    .leftJoin(nl, and(eq(nl.newsId, newsArticles.id), eq(nl.locale, 'nl')))
    .where(and(eq(en.newsId, newsArticles.id), eq(en.locale, 'en'), where))
    .$dynamic();
}

type Texts = typeof newsTranslations.$inferSelect;
type Row = { n: typeof newsArticles.$inferSelect; en: Texts; nl: Texts | null };

function toArticle({ n, en: enRow, nl: nlRow }: Row, lang: Locale): NewsArticle {
  const { id, createdAt: _notPublic, ...fields } = readNewsFields(n);
  const [local, other] = lang === 'en' ? [enRow, nlRow] : [nlRow, enRow];
  return {
    id,
    ...pickWritten(lang, { en: pickNewsTexts(enRow), nl: pickNewsTexts(nlRow) }),
    imageAlts: localizedAlts(other?.imageAlts, local?.imageAlts),
    ...fields,
  };
}

/** Articles newest first. */
export function listNews(db: Db, lang: Locale, limit: number, offset = 0): NewsArticle[] {
  return selectNews(db)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => toArticle(row, lang));
}

/** Non-featured articles newest first (home side articles, the news page grid). */
export function listNonFeaturedNews(db: Db, lang: Locale, limit: number, offset = 0): NewsArticle[] {
  return selectNews(db, eq(newsArticles.isFeatured, false))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => toArticle(row, lang));
}

/** Featured articles newest first; the first is the main story. */
export function listFeaturedNews(db: Db, lang: Locale, limit: number): NewsArticle[] {
  return selectNews(db, eq(newsArticles.isFeatured, true))
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit)
    .all()
    .map((row) => toArticle(row, lang));
}

/** One article by id, or null. */
export function getNewsById(db: Db, id: number, lang: Locale): NewsArticle | null {
  const row = selectNews(db, eq(newsArticles.id, id)).get();
  return row ? toArticle(row, lang) : null;
}

/** The article before and after one in the list order (newest first, undated last). */
export interface NewsNeighbours {
  /** The next newer article, if any. */
  newer: NewsArticle | null;
  /** The next older article (or an undated one after the dated ones), if any. */
  older: NewsArticle | null;
}

const first = (db: Db, lang: Locale, where: SQL, ...order: SQL[]) => {
  const row = selectNews(db, where)
    .orderBy(...order)
    .limit(1)
    .get();
  return row ? toArticle(row, lang) : null;
};

/** The neighbours of an article in the list order; each is one indexed step (news_published_idx). */
export function getNewsNeighbours(db: Db, article: Pick<NewsArticle, 'id' | 'publishedAt'>, lang: Locale): NewsNeighbours {
  const { id } = article;
  const pub = newsArticles.publishedAt;
  const newsId = newsArticles.id;
  const undated = isNull(pub);
  if (article.publishedAt === null) {
    return {
      newer: first(db, lang, and(undated, gt(newsId, id))!, asc(newsId)) ?? first(db, lang, isNotNull(pub), asc(pub), asc(newsId)),
      older: first(db, lang, and(undated, lt(newsId, id))!, desc(newsId)),
    };
  }
  const at = new Date(article.publishedAt).getTime();
  return {
    newer: first(db, lang, sql`(${pub}, ${newsId}) > (${at}, ${id})`, asc(pub), asc(newsId)),
    older: first(db, lang, sql`(${pub}, ${newsId}) < (${at}, ${id})`, desc(pub), desc(newsId)) ?? first(db, lang, undated, desc(newsId)),
  };
}

/** How many articles there are (kept by triggers, so no counting at read time). */
export function countNews(db: Db): number {
  return getContentCount(db, 'news_articles');
}

/** True when the article's text is written in `lang`; false when the page shows the English text in its place. */
export function isNewsWrittenIn(db: Db, id: number, lang: Locale): boolean {
  if (lang === 'en') return true;
  const row = db
    .select({ id: newsTranslations.newsId })
    .from(newsTranslations)
    .where(and(eq(newsTranslations.newsId, id), eq(newsTranslations.locale, lang), sql`trim(${newsTranslations.content}) <> ''`))
    .get();
  return row !== undefined;
}
