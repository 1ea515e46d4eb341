import { z } from 'zod';
import { isoDate, trimmedText } from './shared';

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;
/** The fewest characters of each text (SPEC 5). */
export const CONTACT_MINIMUMS = { name: 2, subject: 5, message: 10 } as const;

export const contactBodySchema = z.object({
  name: trimmedText().pipe(
    z
      .string()
      .min(CONTACT_MINIMUMS.name, `Name must be at least ${CONTACT_MINIMUMS.name} characters`)
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  ),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: trimmedText().pipe(
    z
      .string()
      .min(CONTACT_MINIMUMS.subject, `Subject must be at least ${CONTACT_MINIMUMS.subject} characters`)
      .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
  ),
  message: trimmedText().pipe(
    z
      .string()
      .min(CONTACT_MINIMUMS.message, `Message must be at least ${CONTACT_MINIMUMS.message} characters`)
      .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
  ),
});

export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactCreatedSchema = z.object({ id: z.number(), message: z.string() });

/** A visitor's message as the admin's inbox shows it. */
export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: isoDate,
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

export const contactMessagePatchSchema = z.object({
  isRead: z.boolean('isRead must be true or false'),
});
