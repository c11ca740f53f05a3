/**
 * GET /api/admin/emails/:id: the message as its recipient sees it (admin only). HTML by default,
 * ?part=text for the plain-text part. The HTML may show business names but can run nothing: its
 * policy allows inline styles and https images only, and sandboxes it.
 */
import type { APIRoute } from 'astro';
import { z } from 'zod';
import { emailIdSchema } from '~/features/mail/admin-emails';
import { previewEmail } from '~/features/mail/admin-emails.server';
import { jsonError } from '~/platform/http/json';
import { parseQuery } from '~/platform/http/query';

const previewQuerySchema = z.object({ part: z.enum(['html', 'text'], { error: 'part must be html or text' }).default('html') });

export const GET: APIRoute = async ({ params, url, locals }) => {
  const id = emailIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an email id');
  const query = parseQuery(url, previewQuerySchema);
  if ('response' in query) return query.response;
  const email = await previewEmail(locals.db, id.data);
  if (!email) return jsonError(404, 'Email not found');
  const asText = query.data.part === 'text';
  return new Response(asText ? email.text : email.html, {
    headers: {
      'Content-Type': asText ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'; sandbox",
    },
  });
};
