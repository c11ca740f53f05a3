/** zod schemas for the admin orders API. */
import { z } from 'zod';
import { wholeNumberSchema } from '~/platform/http/whole-number-schema';

/** An order id (a UUID) from the path. */
export const orderIdSchema = z.uuid({ error: 'id must be an order id' });

/** GET /api/admin/orders query. */
export const orderListQuerySchema = z.object({
  limit: wholeNumberSchema('limit must be a whole number from 1 to 200', { min: 1, max: 200 }).default(200),
  before: z.uuid({ error: 'before must be an order id' }).optional(),
  /** Lapsed orders (never paid after 14 days) are hidden unless asked for. */
  lapsed: z.enum(['include', 'only'], { error: 'lapsed must be include or only' }).optional(),
});

/** POST /api/admin/orders/:id/reject body. */
export const rejectOrderSchema = z.object({
  reason: z
    .string({ error: 'A reason is required' })
    .trim()
    .min(3, 'Please give a reason of at least 3 characters')
    .max(500, 'The reason must be at most 500 characters'),
});
