/** POST /api/admin/emails/:id/resend: queues a sent or failed message again (admin only); 201 with the new entry. */
import type { APIRoute } from 'astro';
import { emailIdSchema } from '~/features/mail/admin-emails';
import { resendEmail } from '~/features/mail/admin-emails.server';
import { jsonError, jsonOk } from '~/platform/http/json';
import { logEvent } from '~/platform/log/logger';

export const POST: APIRoute = ({ params, locals }) => {
  const id = emailIdSchema.safeParse(params.id);
  if (!id.success) return jsonError(400, 'id must be an email id');
  const result = resendEmail(locals.db, id.data, locals.now);
  if (result.outcome === 'not_found') return jsonError(404, 'Email not found');
  if (result.outcome === 'still_queued') return jsonError(409, 'This email is still queued; it will be sent without a resend');
  logEvent('email_resend', { emailId: id.data, copy: result.email.id, admin: locals.admin?.username ?? null });
  return jsonOk(result.email, { status: 201 });
};
