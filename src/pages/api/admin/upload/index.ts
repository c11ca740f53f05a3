import type { APIRoute } from 'astro';
import { jsonError, jsonOk } from '~/platform/http/json';
import { getUploadUrl, issueUploadToken } from '~/features/media/upload/tokens.server';

/** POST /api/admin/upload — a one-time address `{ uploadURL }` the signed-in admin PUTs one image to. */
export const POST: APIRoute = ({ locals }) => {
  // The admin guard already answered 401 without a session; this keeps the route safe on its own too.
  const adminId = locals.admin?.id;
  if (!adminId) return jsonError(401, 'Not signed in');
  const issued = issueUploadToken(locals.db, adminId);
  return jsonOk({ uploadURL: getUploadUrl(issued), expiresAt: issued.expiresAt.toISOString() }, { headers: { 'Cache-Control': 'no-store' } });
};
