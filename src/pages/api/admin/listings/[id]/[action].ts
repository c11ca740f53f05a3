/**
 * POST /api/admin/listings/:id/<action> (admin only, guarded by the middleware; Origin checked for
 * every write): approve, request-changes, extend, end, revoke-links, resend-link, link-entry.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { listingActions, listingIdSchema } from '~/features/listings/admin/listing-params';
import { runListingAction } from '~/features/listings/lifecycle/listing-admin-routes.server';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';

export const POST: APIRoute = async ({ params, request, locals }) => {
  const id = listingIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be a listing id');
  const action = z.enum(listingActions).safeParse(params.action);
  if (!action.success) return jsonError(404, 'Unknown listing action');
  const body = await parseJsonBody(request, z.unknown());
  if ('response' in body) return body.response;
  const act = { listingId: id.data, actor: locals.admin?.email ?? 'admin', now: locals.now };
  const answer = runListingAction(locals.db, action.data, act, body.data);
  return jsonOk(answer.body, { status: answer.status });
};
