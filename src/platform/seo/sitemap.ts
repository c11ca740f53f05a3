/** The sitemap: every public page in both languages with hreflang alternates. Runs anywhere. */
import { locales } from '~/platform/i18n/config';
import { localizePath } from '~/platform/i18n/paths';

/** Public pages with one address per language, in the order of the top bar. Checkout pages are left out: they are steps, not content. */
export const SITEMAP_STATIC_PATHS = ['/', '/restaurants', '/tours', '/events', '/news', '/contact'] as const;

export interface SitemapPage {
  /** The path without language prefix, e.g. '/tour/3'. */
  path: string;
  lastModified?: Date | null;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

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

/**
 * Pages per sitemap file. A file may hold 50,000 addresses; each page gives one per language, and
 * 10,000 pages keep a file near 8 MB. Past that, /sitemap.xml becomes an index of numbered files.
 */
export const SITEMAP_PAGES_PER_FILE = 10_000;

/** How many sitemap files `pageCount` pages need (at least one). */
export function getSitemapFileCount(pageCount: number, perFile: number = SITEMAP_PAGES_PER_FILE): number {
  return Math.max(1, Math.ceil(pageCount / perFile));
}

/** The address of numbered sitemap file `n` (1-based). */
function getSitemapFileUrl(siteUrl: string, n: number): string {
  return `${siteUrl}/sitemap-${n}.xml`;
}

/** A sitemap index naming files 1 to `fileCount`. */
export function buildSitemapIndexXml(siteUrl: string, fileCount: number): string {
  const files = Array.from({ length: fileCount }, (_, i) => `<sitemap><loc>${escapeXml(getSitemapFileUrl(siteUrl, i + 1))}</loc></sitemap>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...files, '</sitemapindex>'].join(
    '\n',
  );
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
