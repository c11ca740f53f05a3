/** The sitemap: every public page in both languages with hreflang alternates. Runs anywhere. */
import { localizePath, locales } from '../../i18n';

/** Public pages with one address per language, in the order of the top bar. Checkout pages are left out: they are steps, not content. */
export const SITEMAP_STATIC_PATHS = ['/', '/restaurants', '/tours', '/events', '/news', '/contact'] as const;

export interface SitemapPage {
  /** The path without language prefix, e.g. '/tour/3'. */
  path: string;
  lastModified?: Date | null;
}

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

/** The `<url>` entries of one page: one per language, each listing every language and x-default. */
function buildEntries(siteUrl: string, page: SitemapPage): string[] {
  const alternates = [
    ...locales.map((lang) => ({ hreflang: lang, href: `${siteUrl}${localizePath(page.path, lang)}` })),
    { hreflang: 'x-default', href: `${siteUrl}${localizePath(page.path, 'en')}` },
  ];
  const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`).join('');
  const lastmod = page.lastModified ? `<lastmod>${page.lastModified.toISOString()}</lastmod>` : '';
  return locales.map((lang) => `<url><loc>${escapeXml(`${siteUrl}${localizePath(page.path, lang)}`)}</loc>${lastmod}${links}</url>`);
}

/** A sitemap XML document for the given pages. */
export function buildSitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.flatMap((p) => buildEntries(siteUrl, p)),
    '</urlset>',
  ].join('\n');
}

/** robots.txt: everything public, the admin area and the API closed, the sitemap announced. */
export function buildRobotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}
