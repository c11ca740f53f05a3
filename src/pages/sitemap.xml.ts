import type { APIRoute } from 'astro';
import { buildSitemapRoot } from '~/app/sitemap.server';
import { getSiteUrl } from '~/platform/config/site-config.server';

/** GET /sitemap.xml — every public page in English and Dutch with hreflang alternates, or past 10,000 pages an index of /sitemap-{n}.xml. */
export const GET: APIRoute = ({ locals }) =>
  new Response(buildSitemapRoot(locals.db, getSiteUrl()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
