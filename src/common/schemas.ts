/**
 * Zod schemas of every request body and every public response, shared by the server (validation and
 * serialisation) and the web app (forms and types).
 */
import { z } from 'zod';
import { AMENITY_KEYS, ARTICLE_LENGTHS, ARTICLE_STATUSES, PLACE_CATEGORIES } from './categories';

export const errorResponseSchema = z.object({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Dates travel as ISO strings; the server hands Dates to the serialiser, which encodes them.
 * The exported types are the wire types (z.input), which is what the web app receives.
 */
const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

// ---------- requests ----------

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const contactBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  subject: z
    .string()
    .trim()
    .min(5, 'Subject must be at least 5 characters')
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

const emailField = (message: string) => z.string().trim().max(254, message).pipe(z.email(message));

export const loginBodySchema = z.object({
  email: emailField('Invalid email address'),
  password: z.string().min(1, 'Password is required').max(200, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const PASSWORD_MIN_LENGTH = 8;

const optionalName = z
  .string()
  .trim()
  .max(100, 'Names must be at most 100 characters')
  .optional()
  .transform((value) => (value ? value : undefined));

export const registerBodySchema = z.object({
  email: emailField('Invalid email address'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
    .max(200, 'Password is too long'),
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
    password: z.string().min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

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
export const showcaseQuerySchema = z.object({
  placeId: placeIdParamsSchema.shape.placeId.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(24, 'Limit must be at most 24')
    .default(8),
});

// ---------- responses ----------

export const userSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const placeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PLACE_CATEGORIES),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  priceLevel: z.number().nullable(),
  highlights: z.array(z.string()),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  descriptionByAi: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Place = z.input<typeof placeSchema>;

export const favoriteSchema = z.object({ placeId: z.number(), createdAt: isoDate });
export type Favorite = z.input<typeof favoriteSchema>;

export const eventSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  startTime: isoDate,
  endTime: isoDate.nullable(),
  venueName: z.string().nullable(),
  venueAddress: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ticketUrl: z.string().nullable(),
  isFree: z.boolean(),
  category: z.string().nullable(),
});
export type EventItem = z.input<typeof eventSchema>;

export const weatherSchema = z.object({
  temperature: z.number(),
  condition: z.string(),
  icon: z.string(),
  humidity: z.number().nullable(),
  windSpeed: z.number().nullable(),
});
export type Weather = z.infer<typeof weatherSchema>;

export const tourSchema = z.object({
  id: z.number(),
  productCode: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  duration: z.string().nullable(),
  priceFrom: z.number().nullable(),
  trackingUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
});
export type TourExperience = z.infer<typeof tourSchema>;

export const bannerSchema = z.object({
  id: z.number(),
  keyword: z.string().nullable(),
  awinCode: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export type Banner = z.input<typeof bannerSchema>;

export const articleSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  longtailKeywords: z.array(z.string()),
  useAccordion: z.boolean(),
  status: z.enum(ARTICLE_STATUSES),
  aiModel: z.string().nullable(),
  articleLength: z.enum(ARTICLE_LENGTHS).nullable(),
  aiGenerated: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Article = z.input<typeof articleSchema>;

export const publicSettingsSchema = z.object({ googleAnalyticsId: z.string().nullable() });
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const contactCreatedSchema = z.object({ id: z.number(), message: z.string() });
export const okSchema = z.object({ success: z.literal(true) });

export const socialLinksSchema = z.object({
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  pinterestUrl: z.string().nullable(),
});
export type SocialLinks = z.infer<typeof socialLinksSchema>;
