import { z } from 'zod';
import { isoDate } from './shared';

export const bannerSchema = z.object({
  id: z.number(),
  keyword: z.string().nullable(),
  awinCode: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
  createdAt: isoDate,
});

export type Banner = z.input<typeof bannerSchema>;

/** POST and PATCH /api/admin/banners: the advert code is required; a new banner starts active, not default. */
export const bannerBodySchema = z.object({
  keyword: z
    .string()
    .trim()
    .max(100, 'Keyword must be at most 100 characters')
    .nullish()
    .transform((value) => (value ? value : null)),
  awinCode: z
    .string('Affiliate advert code is required')
    .trim()
    .min(1, 'Affiliate advert code is required')
    .max(20_000, 'Affiliate advert code must be at most 20,000 characters'),
  isDefault: z.boolean().default(false),
  isActive: z.boolean().default(true),
});
export type BannerBody = z.input<typeof bannerBodySchema>;

/** GET /api/banners/place/{slug}: the advert that place's page shows, or null when none fits. */
export const placeBannerSchema = z.object({ banner: bannerSchema.nullable() });
export type PlaceBanner = z.input<typeof placeBannerSchema>;

/** How many of the matching places' names GET /api/admin/banners/matches gives. */
export const BANNER_MATCH_NAMES = 5;

/** GET /api/admin/banners/matches?keyword=: a keyword field as the banner form takes it. */
export const bannerMatchesQuerySchema = z.object({
  keyword: z
    .string('Keyword is required')
    .trim()
    .min(1, 'Keyword is required')
    .max(100, 'Keyword must be at most 100 characters'),
});

/** The published places a keyword field matches: how many, and the first few by name. */
export const bannerMatchesSchema = z.object({
  total: z.number(),
  places: z.array(z.object({ name: z.string(), slug: z.string() })).max(BANNER_MATCH_NAMES),
});
export type BannerMatches = z.input<typeof bannerMatchesSchema>;
