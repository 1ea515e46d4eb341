import { z } from 'zod';
import { MAX_DEVICE_FAVORITES } from '../favorites-limits';
import { isoDate } from './shared';

export const favoriteSchema = z.object({ placeId: z.number(), createdAt: isoDate });

export type Favorite = z.input<typeof favoriteSchema>;

/** POST /api/favorites: the places a visitor saved in this browser, moved to their account at login. */
export const importFavoritesBodySchema = z.strictObject({
  placeIds: z
    .array(
      z
        .number({ error: 'Place ids must be numbers' })
        .int('Place ids must be whole numbers')
        .positive('Place ids must be positive')
        .max(2_147_483_647, 'Place id is too large'),
      { error: 'placeIds must be a list of place ids' },
    )
    .max(MAX_DEVICE_FAVORITES, `At most ${MAX_DEVICE_FAVORITES} places can be moved at once`),
});
