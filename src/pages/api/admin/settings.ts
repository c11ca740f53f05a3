import type { APIRoute } from 'astro';
import { deleteSetting } from '~/features/admin/settings/admin-settings.server';
import { listSettings, setSetting } from '~/features/admin/settings/settings.server';
import { invalidateContent } from '~/platform/cache/invalidate.server';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { settingInputSchema } from '~/features/admin/settings/settings-schema';
import { jsonOk } from '~/platform/http/json';

const noStore = { 'Cache-Control': 'no-store' };

/** GET /api/admin/settings — every setting as `{ key, value }`. */
export const GET: APIRoute = ({ locals }) => jsonOk(listSettings(locals.db), { headers: noStore });

/** POST /api/admin/settings — `{ key: 'hero_image_url', value }`; an empty value removes the hero image. */
export const POST: APIRoute = async (context) => {
  const body = await parseJsonBody(context.request, settingInputSchema);
  if ('response' in body) return body.response;
  const db = context.locals.db;
  const { key, value } = body.data;
  if (value === '') deleteSetting(db, key);
  else setSetting(db, key, value, 'Homepage hero background image');
  await invalidateContent(context, ['settings']);
  return jsonOk({ key, value: value === '' ? null : value }, { headers: noStore });
};
