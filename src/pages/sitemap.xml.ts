import type { APIRoute } from 'astro';
import { getDb } from '../db/client';
import { buildSitemapXml } from '../lib/seo/sitemap';
import { listSitemapPages } from '../lib/seo/sitemap.server';
import { getSiteUrl } from '../lib/site-config.server';

/** GET /sitemap.xml — every public page in English and Dutch, with hreflang alternates. */
export const GET: APIRoute = () =>
  new Response(buildSitemapXml(getSiteUrl(), listSitemapPages(getDb())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
