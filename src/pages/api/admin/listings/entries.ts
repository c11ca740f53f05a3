/** GET /api/admin/listings/entries?kind=: the entries of a kind by id and name, to link a listing to one (admin only). */
import type { APIRoute } from 'astro';
import { entryListQuerySchema } from '~/features/listings/admin/listing-params';
import { listLinkableEntries } from '~/features/listings/lifecycle/listing-admin-routes.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

export const GET: APIRoute = ({ url, locals }) => {
  const query = parseQuery(url, entryListQuerySchema);
  if ('response' in query) return query.response;
  return jsonOk(listLinkableEntries(locals.db, query.data.kind), { headers: { 'Cache-Control': 'no-store' } });
};
