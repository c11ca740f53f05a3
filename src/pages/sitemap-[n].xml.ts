import type { APIRoute } from 'astro';
import { jsonError } from '~/platform/http/json';
import { parseWholeNumber } from '~/platform/http/whole-number';
import { buildSitemapFile } from '~/app/sitemap.server';
import { getSiteUrl } from '~/platform/config/site-config.server';

/** GET /sitemap-{n}.xml — the nth file of a split sitemap (see /sitemap.xml); 404 past the last one. */
export const GET: APIRoute = ({ params, locals }) => {
  const n = parseWholeNumber(params.n, { min: 1, max: 999_999 }) ?? Number.NaN;
  const xml = buildSitemapFile(locals.db, getSiteUrl(), n);
  if (xml === null) return jsonError(404, 'No such sitemap file');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
};
