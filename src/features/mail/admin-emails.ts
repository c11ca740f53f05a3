/** The admin Emails view's shapes, shared by the API routes and the island (no server code). */
import { z } from 'zod';
import { wholeNumberSchema } from '~/platform/http/whole-number-schema';
import type { ShownEmailStatus } from './mail';

/** An outbox row as the admin list shows it (times as ISO strings). */
export interface AdminEmail {
  id: string;
  kind: string;
  eventKey: string;
  recipients: string[];
  subject: string;
  locale: string;
  status: ShownEmailStatus;
  attempts: number;
  lastError: string | null;
  /** When a queued or retrying message is (next) tried. */
  retryAt: string | null;
  sentAt: string | null;
  createdAt: string;
  orderId: string | null;
  orderNumber: string | null;
  messageId: string;
}

/** An outbox row id (a UUID) from the path. */
export const emailIdSchema = z.uuid({ error: 'id must be an email id' });

/** GET /api/admin/emails query. */
export const emailListQuerySchema = z.object({
  limit: wholeNumberSchema('limit must be a whole number from 1 to 200', { min: 1, max: 200 }).default(50),
  before: z.uuid({ error: 'before must be an email id' }).optional(),
  /** Only the emails of one order. */
  order: z.uuid({ error: 'order must be an order id' }).optional(),
});
export type EmailListQuery = z.output<typeof emailListQuerySchema>;
