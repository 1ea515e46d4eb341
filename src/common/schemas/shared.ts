/**
 * Zod schemas of every request body and every response, one file per domain, shared by the server
 * (validation and serialisation) and the web app (forms and types). This file holds what every domain uses.
 */
import { z } from 'zod';
import type { ErrorBody } from '../error-body';

/** Every refusal's body (ErrorBody): the message, and each wrong field's message when the body had some. */
export const errorResponseSchema = z.object({
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
}) satisfies z.ZodType<ErrorBody>;

/**
 * Dates travel as ISO strings; the server hands Dates to the serialiser, which encodes them.
 * The exported types are the wire types (z.input), which is what the web app receives.
 */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const idParamsSchema = z.object({
  id: z.coerce
    .number()
    .int('Id must be a whole number')
    .positive('Id must be positive')
    .max(2_147_483_647, 'Id is too large'),
});

export const placeIdParamsSchema = z.object({
  placeId: z.coerce
    .number()
    .int('Place id must be a whole number')
    .positive('Place id must be positive')
    .max(2_147_483_647, 'Place id is too large'),
});

export const slugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200, 'Slug is too long')
    .regex(/^[a-z0-9-]+$/, 'Slug may contain only lowercase letters, digits and hyphens'),
});

export const categoryParamsSchema = z.object({
  category: z.string().trim().min(1).max(100, 'Category is too long'),
});

export const okSchema = z.object({ success: z.literal(true) });

// Whitespace plus the invisible characters (zero-width spaces and joiners, word joiner, BOM) a pasted name
// can carry: a name of only these is empty, not two characters long.
const INVISIBLE_EDGES = /^[\s\u200B-\u200D\u2060\uFEFF]+|[\s\u200B-\u200D\u2060\uFEFF]+$/g;

/** A string with whitespace and invisible characters trimmed from both ends; pipe it into the length rules. */
export const trimmedText = () => z.string().transform((value) => value.replace(INVISIBLE_EDGES, ''));

/** An optional web address: blank becomes null; anything else must be an http(s) URL. */
export const optionalHttpUrl = (field: string) =>
  z
    .string()
    .trim()
    .max(2000, `${field} is too long`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value), {
      message: `${field} must be a web address starting with http:// or https://`,
    });

/** The { count } answer of a bulk admin action. */
export const countResultSchema = z.object({ count: z.number() });
export type CountResult = z.infer<typeof countResultSchema>;
