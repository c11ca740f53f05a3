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
