import { z } from 'zod';
import { PLACE_CATEGORIES } from '../../../common/categories';
import type { CallBudget } from '../http-json';

/** A bookable tour product as the tour provider reports it, checked before it reaches the tours table. */
export const sourceTourSchema = z.object({
  productCode: z.string().min(1).max(100),
  title: z.string().trim().min(1).max(300),
  description: z.string().max(5000).nullable(),
  imageUrl: z.string().max(1000).nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  duration: z.string().max(100).nullable(),
  /** Euro. */
  priceFrom: z.number().min(0).nullable(),
  trackingUrl: z
    .string()
    .max(2000)
    .regex(/^https:\/\//)
    .nullable(),
  productUrl: z
    .string()
    .max(2000)
    .regex(/^https:\/\//)
    .nullable(),
  keywords: z.array(z.string().max(100)).max(30),
  categories: z.array(z.enum(PLACE_CATEGORIES)),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type SourceTour = z.infer<typeof sourceTourSchema>;

/** The tour-booking provider: bookable products for Paphos, priced in euro. */
export interface ToursProvider {
  readonly name: string;
  /** True when the products are live from the provider; false for the bundled samples. */
  readonly live: boolean;
  /**
   * Set on the offline stand-in only: what its products are and why they are used, as the sync log and the
   * dashboard name them ('the bundled sample tours (no Viator API key)').
   */
  readonly standIn?: string;
  fetchProducts(budget: CallBudget): Promise<SourceTour[]>;
}
