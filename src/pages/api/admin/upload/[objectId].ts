import type { APIRoute } from 'astro';
import { jsonError, jsonOk } from '~/platform/http/json';
import { isObjectId, UPLOAD_PATH_PREFIX } from '~/features/media/variants';
import { ImageRejectedError, storeImage } from '~/features/media/store-image.server';
import { MAX_UPLOAD_BYTES } from '~/features/media/upload/limits';
import { getDeclaredLength, readLimitedBody } from '~/platform/http/limited-body.server';
import { claimUploadToken } from '~/features/media/upload/tokens.server';

const CLAIM_ERRORS = {
  invalid: [403, 'Upload address is not valid'],
  expired: [410, 'Upload address has expired'],
  used: [409, 'Upload address was already used'],
} as const;

// The rest of an oversized body is never read, so the connection cannot be reused.
const tooLarge = () => jsonError(413, 'Image is too large: at most 10 MB.', { Connection: 'close' });

/** PUT /api/admin/upload/:objectId?token= — stores one image through the pipeline; answers `{ objectPath }`. */
export const PUT: APIRoute = async ({ params, url, request, locals }) => {
  // The admin guard already answered 401 without a session; this keeps the route safe on its own too.
  const adminId = locals.admin?.id;
  if (!adminId) return jsonError(401, 'Not signed in');
  const objectId = params.objectId ?? '';
  const token = url.searchParams.get('token') ?? '';
  if (!isObjectId(objectId) || token.length < 16 || token.length > 200) return jsonError(403, CLAIM_ERRORS.invalid[1]);
  const declared = getDeclaredLength(request);
  if (declared !== null && declared > MAX_UPLOAD_BYTES) return tooLarge();

  const db = locals.db;
  const claim = claimUploadToken(db, objectId, token, adminId);
  if (claim !== 'ok') return jsonError(CLAIM_ERRORS[claim][0], CLAIM_ERRORS[claim][1]);

  const body = await readLimitedBody(request, MAX_UPLOAD_BYTES);
  if (!body.ok) return body.reason === 'too_large' ? tooLarge() : jsonError(400, 'The upload was interrupted');
  if (body.bytes.byteLength === 0) return jsonError(400, 'The file is empty');
  try {
    await storeImage(db, Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength), objectId);
  } catch (error) {
    if (error instanceof ImageRejectedError) return jsonError(error.status, error.message);
    throw error;
  }
  return jsonOk({ objectPath: `${UPLOAD_PATH_PREFIX}${objectId}` }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
};
