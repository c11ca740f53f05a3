/**
 * The guide itself in JSON-LD: its Organization (the publisher and author of its articles, with the
 * app icon as logo) and the home page's WebSite with a SearchAction to /search. Pure: pages pass the
 * site origin and names in.
 */
import { localizePath } from '~/platform/i18n/paths';
import { localeTags, type Locale } from '~/platform/i18n/config';
import { APP_ICONS } from '~/platform/pwa/icons';

type JsonLd = Record<string, unknown>;

export interface GuideRef {
  /** The site's origin without a trailing slash. */
  siteUrl: string;
  lang: Locale;
  /** The site's name in the page's language. */
  name: string;
}

/** The 512 px app icon: a square PNG the site serves at every start (drawn at build). */
const LOGO = APP_ICONS.find((i) => i.purpose === 'any' && i.size === 512)!;

/** One id for the guide in every language, so each page's mentions name the same organization. */
function getGuideOrganizationId(siteUrl: string): string {
  return `${siteUrl}/#organization`;
}

/** The guide as an Organization: name and home page in the page's language, logo. */
export function buildGuideOrganization({ siteUrl, lang, name }: GuideRef): JsonLd {
  return {
    '@type': 'Organization',
    '@id': getGuideOrganizationId(siteUrl),
    name,
    url: `${siteUrl}${localizePath('/', lang)}`,
    logo: { '@type': 'ImageObject', url: `${siteUrl}/${LOGO.file}`, width: LOGO.size, height: LOGO.size },
  };
}

/** The home page's WebSite (searchable at /search?q= in the page's language) and the guide's Organization. */
export function buildHomeJsonLd(ref: GuideRef): JsonLd[] {
  const { siteUrl, lang, name } = ref;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}${localizePath('/', lang)}#website`,
      url: `${siteUrl}${localizePath('/', lang)}`,
      name,
      inLanguage: localeTags[lang],
      publisher: { '@id': getGuideOrganizationId(siteUrl) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${siteUrl}${localizePath('/search', lang)}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
    { '@context': 'https://schema.org', ...buildGuideOrganization(ref) },
  ];
}
