import type { APIRoute } from 'astro';
import { createSearchRedirect } from '../../lib/search/search-redirect';

/** GET /nl/search?q= — the Dutch hero search form without JavaScript. */
export const GET: APIRoute = ({ url }) => createSearchRedirect(url, 'nl');
