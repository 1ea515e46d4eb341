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
