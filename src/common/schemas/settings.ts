import { z } from 'zod';

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
