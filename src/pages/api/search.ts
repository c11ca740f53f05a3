import type { APIRoute } from 'astro';
import { searchParamsSchema } from '~/features/search/search-query';
import { searchContent } from '~/features/search/search.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

/** GET /api/search?q=&lang=&kind=&limit=&page=&exact= — full-text search: hits with highlighted snippets, counts per kind, a suggestion. */
export const GET: APIRoute = ({ url, locals }) => {
  const parsed = parseQuery(url, searchParamsSchema);
  if ('response' in parsed) return parsed.response;
  const { q, lang, kind, limit, page, exact } = parsed.data;
  const result = searchContent(locals.db, { q, lang, kind, limit, offset: (page - 1) * limit, exact: exact === '1' });
  return jsonOk(result, { headers: { 'Cache-Control': 'no-store' } });
};
