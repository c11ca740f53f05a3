import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { getSetting, HERO_IMAGE_KEY } from '~/db/queries/settings';
import { jsonOk } from '~/lib/http/json';

/** GET /api/settings/hero-image — `{ imageUrl }`, null when no hero image is set (the site shows its default). */
export const GET: APIRoute = () => {
  return jsonOk({ imageUrl: getSetting(getDb(), HERO_IMAGE_KEY) }, { headers: { 'Cache-Control': 'public, max-age=300' } });
};
