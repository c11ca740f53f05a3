/**
 * Schemas shared by the content kinds (each kind declares its own fields in its feature, e.g.
 * src/features/tours/tour.ts) and the site settings.
 */
import { z } from 'zod';

/** An image address: a stored upload ('/objects/uploads/{id}') or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, 'Image is required')
  .max(500, 'Image URL is too long')
  .refine((v) => /^\/objects\/uploads\/[a-z0-9][a-z0-9-]{7,63}$/.test(v) || /^https:\/\/[^\s]+$/.test(v), {
    message: 'Image URL must be an uploaded image or an https address',
  });

/** An optional phone number as written ('+597 812-3456'): digits, spaces, dashes, dots, brackets and a leading '+'; '' when absent. */
export const optionalPhoneSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(30, `${label} is too long`)
    .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7), { message: `${label} must be a phone number` })
    .default('');

/** An optional email address; '' when absent. */
export const optionalEmailSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(254, `${label} is too long`)
    .refine((v) => v === '' || z.email().safeParse(v).success, { message: `${label} must be an email address` })
    .default('');

/** An optional http(s) address (a ticket or info page); '' when absent. */
export const optionalWebUrlSchema = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(500, `${label} is too long`)
    .refine((v) => v === '' || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)), { message: `${label} must be an http(s) address` })
    .default('');
