/** Admin account schemas with the spec's messages (section 5), shared by forms and endpoints. */
import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(100, 'Username is too long'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
  twoFactorCode: z.string({ error: '2FA code must be 6 digits' }).trim().max(20, '2FA code must be 6 digits').nullish(),
  trustDevice: z.boolean({ error: 'trustDevice must be true or false' }).nullish(),
});

/** The signed-in admin's own password, asked again before a sensitive action (ASVS V3.7.1). */
const currentPassword = z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000, 'Current password is required');

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

/** Add Admin as the dashboard sends it: the new admin, and the current password of the admin adding it. */
export const addAdminRequestSchema = newAdminSchema.extend({ currentPassword });

/** Deleting an admin or resetting a colleague's 2FA: the current password alone. */
export const confirmPasswordSchema = z.object({ currentPassword });

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: z
      .string({ error: 'New password must be at least 6 characters' })
      .min(6, 'New password must be at least 6 characters')
      .max(200, 'New password must be at most 200 characters'),
    confirmPassword: z.string({ error: 'Confirm password is required' }).min(6, 'Confirm password is required').max(200, "Passwords don't match"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });

/** Six digits, as an authenticator app shows them. */
const twoFactorCodeSchema = z.object({
  twoFactorCode: z
    .string({ error: '2FA code must be 6 digits' })
    .trim()
    .regex(/^\d{6}$/, '2FA code must be 6 digits'),
});

/** Enabling 2FA (the code of the new setup) and turning it off (a current code), each with the current password. */
export const twoFactorChangeSchema = twoFactorCodeSchema.extend({ currentPassword });
export type TwoFactorChangeInput = z.output<typeof twoFactorChangeSchema>;

/** An admin id in a path (admin ids are UUIDs). */
export const adminIdSchema = z.uuid({ error: 'Invalid admin id' });
