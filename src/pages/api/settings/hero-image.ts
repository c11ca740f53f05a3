import type { APIRoute } from 'astro';
import { getSetting, HERO_IMAGE_KEY } from '~/features/admin/settings/settings.server';
import { jsonOk } from '~/platform/http/json';

/** GET /api/settings/hero-image — `{ imageUrl }`, null when no hero image is set (the site shows its default). */
export const GET: APIRoute = ({ locals }) => {
  return jsonOk({ imageUrl: getSetting(locals.db, HERO_IMAGE_KEY) }, { headers: { 'Cache-Control': 'public, max-age=300' } });
};
