import type { APIRoute } from 'astro';
import { resolveRouteLocale } from '~/platform/i18n/route-locale';
import { buildWebManifest } from '~/ui/app/web-manifest';

/** The web app manifest in the address's language: /manifest.webmanifest and /nl/manifest.webmanifest. */
export const GET: APIRoute = ({ params }) => {
  const lang = resolveRouteLocale(params.locale);
  if (!lang) return new Response(JSON.stringify({ error: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } });
  return new Response(JSON.stringify(buildWebManifest(lang)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
};
