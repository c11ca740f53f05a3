/** The admin email routes' calls, on the process-wide connection (routes do not import src/db). */
import { getDb } from '~/db/client';
import type { AdminEmail, EmailListQuery } from './admin-emails';
import { listEmails, previewEmail, resendEmail, type ResendResult } from './admin-emails.server';
import type { RenderedEmail } from './render.server';

/** One page of the outbox, newest first. */
export function listAdminEmails(query: EmailListQuery): { items: AdminEmail[]; nextCursor: string | null } {
  return listEmails(getDb(), query);
}

/** A message rendered for the preview, or null. */
export function previewAdminEmail(id: string): Promise<RenderedEmail | null> {
  return previewEmail(getDb(), id);
}

/** Queues a sent or failed message again. */
export function resendAdminEmail(id: string, now: Date): ResendResult {
  return resendEmail(getDb(), id, now);
}
