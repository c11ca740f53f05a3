/** POST /api/newsletter: newsletter sign-up, double opt-in (issue 18; src/features/newsletter). */
import type { APIRoute } from 'astro';
import { handleSubscribe } from '~/features/newsletter/subscribe-route.server';

export const POST: APIRoute = ({ request, locals }) => handleSubscribe(locals.db, request, locals.now, locals.writeGate);
