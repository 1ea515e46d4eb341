import { z } from 'zod';
import { trimmedText } from './shared';

const emailField = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));

export const loginBodySchema = z.object({
  email: emailField('Invalid email address'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});

export type LoginBody = z.infer<typeof loginBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome; past this, hashing becomes a cost an attacker could impose (ASVS 2.1.2). */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: the spec's minimum, and a maximum. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
  .max(PASSWORD_MAX_LENGTH, 'Password must be at most 128 characters');

const optionalName = trimmedText()
  .pipe(z.string().max(100, 'Names must be at most 100 characters'))
  .optional()
  .transform((value) => (value ? value : undefined));

export const registerBodySchema = z.object({
  email: emailField('Invalid email address'),
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});

export type RegisterBody = z.input<typeof registerBodySchema>;

/** The register form adds a confirmation that the server never sees. */
export const registerFormSchema = z
  .object({
    firstName: z.string().max(100, 'Names must be at most 100 characters'),
    lastName: z.string().max(100, 'Names must be at most 100 characters'),
    email: emailField('Invalid email address'),
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
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
