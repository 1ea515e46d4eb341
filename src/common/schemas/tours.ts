import { z } from 'zod';
import { placeIdParamsSchema } from './shared';

export const showcaseQuerySchema = z.object({
  placeId: placeIdParamsSchema.shape.placeId.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(24, 'Limit must be at most 24')
    .default(8),
});

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
  /** A bundled sample (sample price and rating) rather than a product live from the tour partner. */
  isSample: z.boolean(),
});

export type TourExperience = z.infer<typeof tourSchema>;
