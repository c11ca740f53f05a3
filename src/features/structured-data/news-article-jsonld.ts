/** JSON-LD (schema.org NewsArticle) of an article page. Pure: the page passes the site origin, address and names in. */
import type { NewsArticle } from '~/features/news';
import { localeTags, type Locale } from '~/platform/i18n/config';
import { getAbsoluteImageUrl, type PageRef } from './structured-data';
import { buildGuideOrganization, type GuideRef } from './guide-jsonld';

interface NewsArticleRef extends PageRef {
  /** The page's language, and the site's name in it. */
  guide: GuideRef;
  /** The language the article's text is written in: the page's, or English where the page's language has no text of it. */
  writtenIn: Locale;
  wordCount: number;
}

/** Search engines show at most 110 characters of a headline. */
const HEADLINE_MAX = 110;

/**
 * A NewsArticle for an article page: the guide writes and publishes it (author and publisher are its
 * Organization, the publisher with its logo); the date only when the article has one.
 */
export function buildNewsArticleJsonLd(a: NewsArticle, { siteUrl, url, guide, writtenIn, wordCount }: NewsArticleRef): Record<string, unknown> {
  const headline = a.title.length > HEADLINE_MAX ? `${a.title.slice(0, HEADLINE_MAX - 1).trimEnd()}…` : a.title;
  const { '@type': type, '@id': id, name, url: home } = buildGuideOrganization(guide);
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
    inLanguage: localeTags[writtenIn],
    wordCount,
    author: { '@type': type, '@id': id, name, url: home },
    publisher: buildGuideOrganization(guide),
  };
}
