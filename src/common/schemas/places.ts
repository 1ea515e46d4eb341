import { z } from 'zod';
import { AMENITY_KEYS, PLACE_CATEGORIES } from '../categories';
import { isoDate } from './shared';

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
