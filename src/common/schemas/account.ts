import { z } from 'zod';
import { newPasswordSchema } from './auth';
import { isoDate } from './shared';

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(200, 'Password is too long');

/** PUT /api/account/password */
export const changePasswordBodySchema = z.strictObject({
  currentPassword,
  newPassword: newPasswordSchema,
});

export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change-password form adds a confirmation that the server never sees. */
export const changePasswordFormSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Please confirm your new password') })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });

export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** DELETE /api/account: the password again, so a borrowed unlocked phone cannot delete the account. */
export const deleteAccountBodySchema = z.strictObject({ password: currentPassword });

export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** GET /api/account/export: everything the site keeps about the signed-in visitor. */
export const accountExportSchema = z.object({
  exportedAt: isoDate,
  account: z.object({
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    createdAt: isoDate,
  }),
  favorites: z.array(z.object({ placeId: z.number(), name: z.string(), slug: z.string(), savedAt: isoDate })),
  /** Devices signed in now (sessions that have not expired); their tokens are never exported. */
  signedInSessions: z.number(),
});

export type AccountExport = z.input<typeof accountExportSchema>;
