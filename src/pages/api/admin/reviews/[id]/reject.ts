/** POST /api/admin/reviews/:id/reject { reason } rejects a confirmed review (the reason stays internal) (admin only, guarded by the middleware; issue 20). */
import type { APIRoute } from 'astro';
import { reviewActionRoute } from '~/features/reviews/admin/review-routes.server';

export const POST: APIRoute = (context) => reviewActionRoute(context, 'reject');
