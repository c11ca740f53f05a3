/** POST /api/admin/reviews/:id/reply { text, from } sets the public reply under an approved review (empty text removes it) (admin only, guarded by the middleware; issue 20). */
import type { APIRoute } from 'astro';
import { reviewActionRoute } from '~/features/reviews/admin/review-routes.server';

export const POST: APIRoute = (context) => reviewActionRoute(context, 'reply');
