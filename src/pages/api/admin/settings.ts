import type { APIRoute } from 'astro';
import { getDb } from '~/db/client';
import { deleteSetting } from '~/db/queries/admin-settings';
import { listSettings, setSetting } from '~/db/queries/settings';
import { invalidateContent } from '~/lib/cache/invalidate.server';
import { parseJsonBody } from '~/lib/http/json-body.server';
import { settingInputSchema } from '~/lib/content/settings-schema';
import { jsonOk } from '~/lib/http/json';

const noStore = { 'Cache-Control': 'no-store' };

/** GET /api/admin/settings — every setting as `{ key, value }`. */
export const GET: APIRoute = () => jsonOk(listSettings(getDb()), { headers: noStore });

/** POST /api/admin/settings — `{ key: 'hero_image_url', value }`; an empty value removes the hero image. */
export const POST: APIRoute = async (context) => {
  const body = await parseJsonBody(context.request, settingInputSchema);
  if ('response' in body) return body.response;
  const db = getDb();
  const { key, value } = body.data;
  if (value === '') deleteSetting(db, key);
  else setSetting(db, key, value, 'Homepage hero background image');
  await invalidateContent(context, ['settings']);
  return jsonOk({ key, value: value === '' ? null : value }, { headers: noStore });
};
