import { z } from 'zod';
import { AMENITY_KEYS, PLACE_CATEGORIES, type PlaceCategory } from '../../../common/categories';
import type { CallBudget } from '../http-json';

/**
 * A place as a places source reports it, checked before it touches the database: Paphos district only,
 * sane ranges, and web addresses that are http(s).
 */
export const sourcePlaceSchema = z.object({
  sourceId: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(200),
  category: z.enum(PLACE_CATEGORIES),
  latitude: z.number().min(34.55).max(35.25),
  longitude: z.number().min(32.2).max(32.95),
  address: z.string().trim().max(300).nullable(),
  phoneNumber: z.string().trim().max(40).nullable(),
  website: z
    .string()
    .max(500)
    .regex(/^https?:\/\//)
    .nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  priceLevel: z.number().int().min(0).max(4).nullable(),
  photos: z.array(z.string().max(1000)).max(10),
  highlights: z.array(z.string().max(200)).max(10),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  description: z.string().max(5000).nullable(),
});
export type SourcePlace = z.infer<typeof sourcePlaceSchema>;

/** Where the place sync finds places: a maps places API, or the bundled data offline. */
export interface PlacesSource {
  readonly name: string;
  /** Places of one category in Paphos district; throws a ProviderError when that category cannot be had. */
  fetchCategory(category: PlaceCategory, budget: CallBudget): Promise<SourcePlace[]>;
}
