/** Admin account schemas with the spec's messages (section 5), shared by forms and endpoints. */
import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
  twoFactorCode: z.string().max(20, '2FA code must be 6 digits').optional(),
  trustDevice: z.boolean().optional(),
});
export type LoginInput = z.output<typeof loginSchema>;

export const newAdminSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores'),
  email: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').pipe(z.email('Valid email is required')),
  password: z
    .string({ error: 'Password must be at least 6 characters' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
});
export type NewAdminInput = z.output<typeof newAdminSchema>;
