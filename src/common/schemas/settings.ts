import { z } from 'zod';
import { isValidMeasurementId } from '../analytics-id';
import { optionalHttpUrl } from './shared';

export const publicSettingsSchema = z.object({ googleAnalyticsId: z.string().nullable() });

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

/** The platform settings the admin edits, all saved together: the social links plus posting and analytics. */
export const platformSettingsSchema = socialLinksSchema.extend({
  pinterestPostsPerDay: z.number(),
  googleAnalyticsId: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/** PUT /api/admin/settings: posts per day 0-10, URLs http(s) or blank, measurement id blank or G-/GT- shape. */
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
});
export type SettingsBody = z.input<typeof settingsBodySchema>;
/** The settings as validated: blanks turned into null. */
export type SettingsValues = z.output<typeof settingsBodySchema>;
