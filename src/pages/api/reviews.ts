/** POST /api/reviews: write a review, confirmed by email (issue 20; src/features/reviews). */
import type { APIRoute } from 'astro';
import { handleReviewApi } from '~/features/reviews/write-route.server';

export const POST: APIRoute = ({ request, locals }) => handleReviewApi(locals.db, request, locals.now, locals.writeGate);
