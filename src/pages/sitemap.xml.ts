import type { APIRoute } from 'astro';
import { getDb } from '../db/client';
import { buildSitemapRoot } from '../lib/seo/sitemap.server';
import { getSiteUrl } from '../lib/site-config.server';

/** GET /sitemap.xml — every public page in English and Dutch with hreflang alternates, or past 10,000 pages an index of /sitemap-{n}.xml. */
export const GET: APIRoute = () =>
  new Response(buildSitemapRoot(getDb(), getSiteUrl()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
