import type { APIRoute } from 'astro';
import { buildRobotsTxt } from '~/platform/seo/sitemap';
import { getSiteUrl } from '~/platform/config/site-config.server';

/** GET /robots.txt — admin and API closed, sitemap announced. */
export const GET: APIRoute = () =>
  new Response(buildRobotsTxt(getSiteUrl()), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
