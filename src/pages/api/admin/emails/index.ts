/** GET /api/admin/emails ?limit= &before= &order=: the outbox, newest first (admin only, guarded by the middleware). */
import type { APIRoute } from 'astro';
import { emailListQuerySchema } from '~/features/mail/admin-emails';
import { listEmails } from '~/features/mail/admin-emails.server';
import { jsonOk } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

export const GET: APIRoute = ({ url, locals }) => {
  const query = parseQuery(url, emailListQuerySchema);
  if ('response' in query) return query.response;
  const { items, nextCursor } = listEmails(locals.db, query.data);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (nextCursor) headers['X-Next-Cursor'] = nextCursor;
  return jsonOk(items, { headers });
};
