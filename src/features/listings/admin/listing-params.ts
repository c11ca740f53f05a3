/** The admin listings API (issue 17): its path and body schemas, and the list entry as JSON. Runs anywhere. */
import { z } from 'zod';
import type { ShownListingStatus } from '~/features/listings/lifecycle/listing-status';

/** A listing id (a UUID) from the path. */
export const listingIdSchema = z.uuid({ error: 'id must be a listing id' });

const reasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Please give a reason of at least 3 characters')
  .max(500, 'The reason must be at most 500 characters');

/** YYYY-MM-DD, a real calendar date. */
const calendarDateSchema = z
  .string({ error: 'until must be a date (YYYY-MM-DD)' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'until must be a date (YYYY-MM-DD)')
  .transform((v, ctx) => {
    const [year, month, day] = v.split('-').map(Number);
    const d = new Date(Date.UTC(year, month - 1, day));
    if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
      ctx.addIssue({ code: 'custom', message: 'until must be a real date' });
      return z.NEVER;
    }
    return { year, month, day };
  });

/** The body of each action, by the last segment of POST /api/admin/listings/:id/<action>. */
export const listingActionBodies = {
  approve: z.object({
    /** The submission the admin previewed (ISO time), so a newer one is not approved unseen. */
    submittedAt: z.iso.datetime({ error: 'submittedAt must be an ISO time' }).optional(),
  }),
  'request-changes': z.object({ reason: reasonSchema }),
  extend: z
    .object({
      reason: reasonSchema,
      days: z
        .number({ error: 'days must be a number' })
        .int('days must be a whole number')
        .min(1, 'days must be 1 to 730')
        .max(730, 'days must be 1 to 730')
        .optional(),
      until: calendarDateSchema.optional(),
    })
    .refine((b) => (b.days === undefined) !== (b.until === undefined), { message: 'Give either days or until' }),
  end: z.object({ reason: reasonSchema }),
  'revoke-links': z.object({}),
  'resend-link': z.object({}),
  'link-entry': z.object({
    entryId: z.number({ error: 'entryId must be a number' }).int('entryId must be a whole number').positive('entryId must be positive'),
  }),
} as const;
export type ListingAction = keyof typeof listingActionBodies;
export const listingActions = Object.keys(listingActionBodies) as [ListingAction, ...ListingAction[]];

/** GET /api/admin/listings/entries?kind= */
export const entryListQuerySchema = z.object({ kind: z.enum(['restaurant', 'tour', 'event'], { error: 'kind must be restaurant, tour or event' }) });

/** A listing as GET /api/admin/listings sends it (times as ISO text). */
export interface AdminListingJson {
  id: string;
  kind: 'restaurant' | 'tour' | 'event';
  entryId: number | null;
  entryName: string | null;
  status: ShownListingStatus;
  liveFrom: string | null;
  endsAt: string | null;
  /** The end approving it now would give (the period starts at a first approval). */
  endsIfApprovedNow: string;
  ownerEmail: string;
  locale: string;
  inQueue: boolean;
  editWaiting: boolean;
  submittedAt: string | null;
  reviewedAt: string | null;
  reviewNote: string | null;
  draft: Record<string, unknown> | null;
  orders: { id: string; orderNumber: string | null; businessName: string; status: string; createdAt: string }[];
  history: { action: string; reason: string | null; actor: string; at: string }[];
}
