import { z } from 'zod';
import { errorResponseSchema, placeIdParamsSchema } from '../../../common/schemas/shared';
import { showcaseQuerySchema, tourSchema } from '../../../common/schemas/tours';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { findPublishedPlaceById } from '../places/service';
import { listTours, topRatedTours, TOURS_CACHE_PREFIX, toursForPlace } from './service';
import { API } from '../../../common/api-paths';

const tourListSchema = z.array(tourSchema);

export function toursRoutes(app: ZodApp, ctx: AppContext): void {
  const { cache, db } = ctx;
  const allTours = () => cache.get(`${TOURS_CACHE_PREFIX}all`, () => listTours(db));

  /**
   * A place's tours from the response cache, so the answer goes out pre-compressed with its ETag. The key
   * holds the place's last change: an edit to the place (its category, say) asks for new tours without a
   * message from the places module; the tour sync clears them all.
   */
  function toursForPlaceCached(place: Awaited<ReturnType<typeof placeOrNotFound>>, limit?: number) {
    const key = `${TOURS_CACHE_PREFIX}place:${place.id}:${place.updatedAt.getTime()}:${limit ?? 'all'}`;
    return cache.get(key, async () => toursForPlace(await allTours(), place, limit));
  }

  async function placeOrNotFound(placeId: number) {
    const place = await findPublishedPlaceById(db, placeId);
    if (!place) throw notFound('Place not found');
    return place;
  }

  app.get(
    API.tours.showcase,
    {
      schema: {
        querystring: showcaseQuerySchema,
        response: { 200: tourListSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { placeId, limit } = request.query;
      if (placeId === undefined) {
        return cache.get(`${TOURS_CACHE_PREFIX}top:${limit}`, async () =>
          topRatedTours(await allTours(), limit),
        );
      }
      return toursForPlaceCached(await placeOrNotFound(placeId), limit);
    },
  );

  app.get(
    `${API.tours.recommendations}/:placeId`,
    { schema: { params: placeIdParamsSchema, response: { 200: tourListSchema, 404: errorResponseSchema } } },
    async (request) => toursForPlaceCached(await placeOrNotFound(request.params.placeId)),
  );
}
