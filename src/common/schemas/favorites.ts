import { z } from 'zod';
import { isoDate } from './shared';

export const favoriteSchema = z.object({ placeId: z.number(), createdAt: isoDate });

export type Favorite = z.input<typeof favoriteSchema>;
