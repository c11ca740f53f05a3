/** GET /api/admin/reviews?status=confirmed|approved|rejected&page=: the Reviews queue (admin only, guarded by the middleware; issue 20). */
import type { APIRoute } from 'astro';
import { listReviewsRoute } from '~/features/reviews/admin/review-routes.server';

export const GET: APIRoute = (context) => listReviewsRoute(context);
