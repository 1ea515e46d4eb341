import { z } from 'zod';
import { AUTH_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth-messages';
import { trimmedText } from './shared';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

const emailField = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));

export const loginBodySchema = z.object({
  email: emailField(AUTH_MESSAGES.email),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(200, AUTH_MESSAGES.passwordTooLong),
});

export type LoginBody = z.infer<typeof loginBodySchema>;

/** A new password: the spec's minimum, and a maximum. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordLong);

const optionalName = trimmedText()
  .pipe(z.string().max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameLong))
  .optional()
  .transform((value) => (value ? value : undefined));

export const registerBodySchema = z.object({
  email: emailField(AUTH_MESSAGES.email),
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});

export type RegisterBody = z.input<typeof registerBodySchema>;

/** The register form adds a confirmation that the server never sees. */
export const registerFormSchema = z
  .object({
    firstName: z.string().max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameLong),
    lastName: z.string().max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameLong),
    email: emailField(AUTH_MESSAGES.email),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirm),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: AUTH_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });

export type RegisterForm = z.infer<typeof registerFormSchema>;

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});

export type User = z.infer<typeof userSchema>;

/** What login and register answer: the signed-in user, wrapped. */
export const authAnswerSchema = z.object({ user: userSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;
