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
