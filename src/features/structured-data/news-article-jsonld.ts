/** JSON-LD (schema.org NewsArticle) of an article page. Pure: the page passes the site origin, address and names in. */
import type { NewsArticle } from '~/features/news';
import { getAbsoluteImageUrl, type PageRef } from './structured-data';

interface NewsArticleRef extends PageRef {
  /** The page's language tag, e.g. 'en' or 'nl'. */
  inLanguage: string;
  /** The site's name in the page's language (the publisher). */
  publisher: string;
  wordCount: number;
}

/** Search engines show at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

/** A NewsArticle for an article page; the date only when the article has one. */
export function buildNewsArticleJsonLd(a: NewsArticle, { siteUrl, url, inLanguage, publisher, wordCount }: NewsArticleRef): Record<string, unknown> {
  const headline = a.title.length > HEADLINE_MAX ? `${a.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : a.title;
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': url,
    url,
    mainEntityOfPage: url,
    headline,
    description: a.excerpt,
    ...(a.imageUrl ? { image: [getAbsoluteImageUrl(siteUrl, a.imageUrl)] } : {}),
    ...(a.publishedAt ? { datePublished: a.publishedAt } : {}),
    ...(a.category ? { articleSection: a.category } : {}),
    inLanguage,
    wordCount,
    publisher: { '@type': 'Organization', name: publisher, url: siteUrl },
  };
}
