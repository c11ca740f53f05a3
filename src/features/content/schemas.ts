/**
 * Schemas shared by the content kinds (each kind declares its own fields in its feature, e.g.
 * src/features/tours/tour.ts) and the site settings.
 */
import { z } from 'zod';
import { coded } from '~/platform/content/issue-codes';

/** An image address: a stored upload ('/objects/uploads/{id}') or an https URL. */
export const imageUrlSchema = z
  .string()
  .trim()
  .min(1, coded('imageRequired'))
  .max(500, coded('imageUrlLong'))
  .refine((v) => /^\/objects\/uploads\/[a-z0-9][a-z0-9-]{7,63}$/.test(v) || /^https:\/\/[^\s]+$/.test(v), coded('imageUrl'));

/**
 * An optional phone number as written ('+597 812-3456'): digits, spaces, dashes, dots, brackets and a leading '+'; '' when absent.
 * `label` names it in the API's messages, `labelKey` in the other languages'.
 */
export const optionalPhoneSchema = (label: string, labelKey?: string) =>
  z
    .string(coded('notText', { label, labelKey }))
    .trim()
    .max(30, coded('fieldTooLong', { label, labelKey }))
    .refine((v) => v === '' || (/^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 7), coded('phone', { label, labelKey }))
    .default('');

/** An optional email address; '' when absent. */
export const optionalEmailSchema = (label: string, labelKey?: string) =>
  z
    .string(coded('notText', { label, labelKey }))
    .trim()
    .max(254, coded('fieldTooLong', { label, labelKey }))
    .refine((v) => v === '' || z.email().safeParse(v).success, coded('emailAddress', { label, labelKey }))
    .default('');

/** An optional http(s) address (a ticket or info page); '' when absent. */
export const optionalWebUrlSchema = (label: string, labelKey?: string) =>
  z
    .string(coded('notText', { label, labelKey }))
    .trim()
    .max(500, coded('fieldTooLong', { label, labelKey }))
    .refine((v) => v === '' || (/^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v)), coded('webUrl', { label, labelKey }))
    .default('');
