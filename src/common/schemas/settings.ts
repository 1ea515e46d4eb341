import { z } from 'zod';
import { isValidMeasurementId } from '../analytics-id';
import { optionalHttpUrl } from './shared';

/**
 * The operator's mailboxes, shown on the contact and legal pages; null when not set (the pages then name
 * no address).
 */
export const operatorMailboxesSchema = z.object({
  contactEmail: z.string().nullable(),
  privacyEmail: z.string().nullable(),
  legalEmail: z.string().nullable(),
});
export type OperatorMailboxes = z.infer<typeof operatorMailboxesSchema>;

/** GET /api/settings/public: what every page may need, the analytics id and the operator's mailboxes. */
export const publicSettingsSchema = operatorMailboxesSchema.extend({
  googleAnalyticsId: z.string().nullable(),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const socialLinksSchema = z.object({
  facebookUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  tiktokUrl: z.string().nullable(),
  pinterestUrl: z.string().nullable(),
});

export type SocialLinks = z.infer<typeof socialLinksSchema>;

export const PINTEREST_POSTS_PER_DAY_MAX = 10;

/**
 * The platform settings the admin edits, all saved together: the social links, posting, analytics and the
 * operator's mailboxes.
 */
export const platformSettingsSchema = socialLinksSchema.extend(operatorMailboxesSchema.shape).extend({
  pinterestPostsPerDay: z.number(),
  googleAnalyticsId: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

const emailAddress = z.email();

/** An optional mailbox: blank becomes null; anything else must be an email address. */
const optionalEmail = (field: string) =>
  z
    .string()
    .trim()
    .max(254, `${field} is too long`)
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || emailAddress.safeParse(value).success, {
      message: `${field} must be an email address such as name@example.com (or be left blank)`,
    });

/**
 * PUT /api/admin/settings: posts per day 0-10, URLs http(s) or blank, measurement id blank or G-/GT- shape,
 * mailboxes blank or an email address.
 */
export const settingsBodySchema = z.object({
  pinterestPostsPerDay: z
    .number('Pinterest posts per day must be a number')
    .int('Pinterest posts per day must be a whole number')
    .min(0, 'Pinterest posts per day must be between 0 and 10')
    .max(PINTEREST_POSTS_PER_DAY_MAX, 'Pinterest posts per day must be between 0 and 10'),
  facebookUrl: optionalHttpUrl('Facebook URL'),
  instagramUrl: optionalHttpUrl('Instagram URL'),
  twitterUrl: optionalHttpUrl('X (Twitter) URL'),
  youtubeUrl: optionalHttpUrl('YouTube URL'),
  tiktokUrl: optionalHttpUrl('TikTok URL'),
  pinterestUrl: optionalHttpUrl('Pinterest URL'),
  googleAnalyticsId: z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .refine((value) => value === null || isValidMeasurementId(value), {
      message: "Analytics measurement ID must look like 'G-XXXXXXX' or 'GT-XXXXXXX' (or be left blank)",
    }),
  contactEmail: optionalEmail('Contact email'),
  privacyEmail: optionalEmail('Privacy email'),
  legalEmail: optionalEmail('Legal email'),
});
export type SettingsBody = z.input<typeof settingsBodySchema>;
/** The settings as validated: blanks turned into null. */
export type SettingsValues = z.output<typeof settingsBodySchema>;
