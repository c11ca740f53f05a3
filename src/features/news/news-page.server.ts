import type { Db } from '~/db/client';
import type { Locale } from '~/platform/i18n/config';
import type { NewsArticle } from './news-article';
import { listFeaturedNews, listNews } from './news.server';

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
