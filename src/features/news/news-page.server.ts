import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import type { NewsArticle } from './news-article';
import { getNewsById, getNewsNeighbours, isNewsWrittenIn, listFeaturedNews, listNews, type NewsNeighbours } from './news.server';
import { parseWholeNumber } from '~/platform/http/whole-number';

/** How many articles the grid shows at most (the page has no paging). */
const ARTICLE_LIMIT = 48;

export interface NewsPageData {
  featured: NewsArticle | null;
  articles: NewsArticle[];
}

/** The news page's articles: the first featured one as the main story, then every other one. */
export function loadNewsPage(db: Db, lang: Locale): NewsPageData {
  const featured = listFeaturedNews(db, lang, 1)[0] ?? null;
  const articles = listNews(db, lang, ARTICLE_LIMIT + 1)
    .filter((a) => a.id !== featured?.id)
    .slice(0, ARTICLE_LIMIT);
  return { featured, articles };
}

export interface NewsArticlePageData extends NewsNeighbours {
  article: NewsArticle;
  /** The language the article's text is written in: the page's, or English where it has no text in the page's language. */
  writtenIn: Locale;
}

/** An article page's data by the `:id` of its address; null for an unknown or malformed id ('1.5', '01', 'abc'). */
export function loadNewsArticle(db: Db, idParam: string | undefined, lang: Locale): NewsArticlePageData | null {
  const id = parseWholeNumber(idParam, { min: 1 });
  const article = id === null ? null : getNewsById(db, id, lang);
  if (!article) return null;
  return { article, writtenIn: isNewsWrittenIn(db, article.id, lang) ? lang : 'en', ...getNewsNeighbours(db, article, lang) };
}
