/** GET /api/admin/emails ?limit= &before= &order=: the outbox, newest first (admin only, guarded by the middleware). */
import type { APIRoute } from 'astro';
import { emailListQuerySchema } from '~/features/mail/admin-emails';
import { listAdminEmails } from '~/features/mail/admin-routes.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

export const GET: APIRoute = ({ url }) => {
  const query = parseQuery(url, emailListQuerySchema);
  if ('response' in query) return query.response;
  const { items, nextCursor } = listAdminEmails(query.data);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return jsonOk(items, { headers });
};
