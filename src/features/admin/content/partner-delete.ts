/**
 * Deleting a partner entry (a restaurant, tour or event with a live paid listing): the admin gives a reason,
 * recorded on the listing's history. One schema for the dialog and the endpoint. Runs anywhere.
 */
import { z } from 'zod';

/** The reason for deleting a partner entry: 3 to 500 characters after trimming. */
export const partnerDeleteReasonSchema = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(3, 'Please give a reason of at least 3 characters')
  .max(500, 'The reason must be at most 500 characters');

/** The optional body of DELETE /api/admin/{kind}/:id: a reason, required only for a partner entry. */
export const contentDeleteBodySchema = z.strictObject({ reason: partnerDeleteReasonSchema.optional() });

/** "31 Jan 2027" / "31 jan 2027": a listing's last day as Paramaribo reads it. */
export function formatPaidUntil(iso: string | Date, lang: 'en' | 'nl'): string {
  return new Intl.DateTimeFormat(lang === 'nl' ? 'nl-SR' : 'en-GB', { dateStyle: 'medium', timeZone: 'America/Paramaribo' }).format(new Date(iso));
}
