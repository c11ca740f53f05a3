/**
 * The /api/admin/reviews endpoints' work (issue 20), so the route files stay thin: parse, write,
 * purge the place's pages after the commit, and answer `{ error }` with 400/404/409. The admin guard
 * (src/middleware/admin-guard.ts) has already refused requests without a session (401).
 */
import type { APIContext } from 'astro';
import { parseJsonBody } from '~/platform/http/json-body.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { logEvent } from '~/platform/log/logger';
import { rejectReviewSchema, replyReviewSchema, reviewIdSchema, reviewListQuerySchema } from './review-admin';
import {
  approveReview,
  getAdminReview,
  listAdminReviews,
  purgeReviewPlacePages,
  rejectReview,
  replyToReview,
  type ReviewActor,
  type ReviewWriteResult,
} from './review-queue.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** GET /api/admin/reviews?status=&page= */
export function listReviewsRoute({ url, locals }: APIContext): Response {
  const query = reviewListQuerySchema.safeParse({
    status: url.searchParams.get('status') || undefined,
    page: url.searchParams.get('page') || undefined,
  });
  if (!query.success) return jsonError(400, 'status must be confirmed, approved or rejected and page a whole number from 1');
  return jsonOk(listAdminReviews(locals.db, query.data.status, query.data.page), { headers: NO_STORE });
}

export type ReviewAction = 'approve' | 'reject' | 'reply';

const CONFLICT: Record<ReviewAction, string> = {
  approve: 'Only a confirmed review waiting in the queue can be approved; this one is {status}',
  reject: 'Only a confirmed review waiting in the queue can be rejected; this one is {status}',
  reply: 'Only an approved review can get a reply; this one is {status}',
};

function answer(context: APIContext, action: ReviewAction, id: number, result: ReviewWriteResult): Response {
  const admin = context.locals.admin?.username ?? null;
  if (result.outcome === 'not_found') return jsonError(404, 'Review not found');
  if (result.outcome === 'conflict') {
    logEvent('review_action_refused', { reviewId: id, action, status: result.status, admin }, 'warn');
    return jsonError(409, CONFLICT[action].replace('{status}', result.status));
  }
  purgeReviewPlacePages(result.place.kind);
  logEvent('review_action', { reviewId: id, action, admin });
  return jsonOk(getAdminReview(context.locals.db, id), { headers: NO_STORE });
}

/** POST /api/admin/reviews/:id/approve | reject {reason} | reply {text, from} */
export async function reviewActionRoute(context: APIContext, action: ReviewAction): Promise<Response> {
  const id = reviewIdSchema.safeParse(context.params.id);
  if (!id.success) return jsonError(400, 'id must be a review id');
  const { db, now, admin } = context.locals;
  const actor: ReviewActor = { adminId: admin?.id ?? 'admin', now };
  if (action === 'approve') return answer(context, action, id.data, approveReview(db, id.data, actor));
  if (action === 'reject') {
    const body = await parseJsonBody(context.request, rejectReviewSchema);
    if ('response' in body) return body.response;
    return answer(context, action, id.data, rejectReview(db, id.data, body.data.reason, actor));
  }
  const body = await parseJsonBody(context.request, replyReviewSchema);
  if ('response' in body) return body.response;
  return answer(context, action, id.data, replyToReview(db, id.data, body.data, actor));
}
