import type { APIRoute } from 'astro';
import { createSearchRedirect } from '../lib/search/search-redirect';

/** GET /search?q= — the hero search form without JavaScript: redirects to the matching list page. */
export const GET: APIRoute = ({ url }) => createSearchRedirect(url, 'en');
