/** POST /api/admin/reviews/:id/approve approves a confirmed review (admin only, guarded by the middleware; issue 20). */
import type { APIRoute } from 'astro';
import { reviewActionRoute } from '~/features/reviews/admin/review-routes.server';

export const POST: APIRoute = (context) => reviewActionRoute(context, 'approve');
