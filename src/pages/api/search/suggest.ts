import type { APIRoute } from 'astro';
import { suggestItems, suggestParamsSchema } from '~/features/search/search-suggest.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

/** GET /api/search/suggest?q=&lang= — up to 8 items for what the visitor is typing: kind, name, page and thumbnail. */
export const GET: APIRoute = ({ url, locals }) => {
  const parsed = parseQuery(url, suggestParamsSchema);
  if ('response' in parsed) return parsed.response;
  return jsonOk({ suggestions: suggestItems(locals.db, parsed.data.q, parsed.data.lang) }, { headers: { 'Cache-Control': 'no-store' } });
};
