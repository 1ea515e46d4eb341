import { z } from 'zod';
import {
  placeDetailSchema,
  placeSchema,
  placeSearchQuerySchema,
  placeSearchResultSchema,
  placesListQuerySchema,
  placesPageQuerySchema,
  placesPageSchema,
} from '../../../common/schemas/places';
import { errorResponseSchema, placeIdParamsSchema, slugParamsSchema } from '../../../common/schemas/shared';
import { contentLanguageQuerySchema, placeInLanguageSchema } from '../../../common/schemas/translations';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { placesMapQuerySchema, placesMapSchema } from '../../../common/schemas/place-map';
import { placesPageAnswer } from './list-page-service';
import { placesMapAnswer } from './map-service';
import { placePhotoService } from './photo-service';
import { cachedPlaceSearch } from './search-service';
import { cachedPublishedPlaceIn } from '../translations/service';
import {
  countPublishedPlaces,
  findPublishedPlaceById,
  listPublishedPlaces,
  nearbyPlaces,
  recentPlaces,
  trendingPlaces,
} from './service';
import { API } from '../../../common/api-paths';

const placeListSchema = z.array(placeSchema);
/** A place's page in another language (?language=el) reads its name and translation there too. */
const placeReadSchema = placeDetailSchema.extend({ inLanguage: placeInLanguageSchema.optional() });

/** The photo name is the rest of the path; a wildcard, as Google's names are longer than a path parameter may be. */
const photoParamsSchema = z.object({ '*': z.string().max(1000, 'The photo reference is too long') });
/** A photo name always shows the same photo; when the provider changes a photo, the place lists a new name. */
const PHOTO_CACHE_CONTROL = 'public, max-age=2592000, immutable';

export function placesRoutes(app: ZodApp, ctx: AppContext): void {
  const { cache, db } = ctx;

  app.get(
    API.places.list,
    {
      schema: {
        querystring: placesListQuerySchema,
        response: { 200: placeListSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize } = request.query;
      const [items, total] = await Promise.all([
        cache.get(`places:all:${page}:${pageSize}`, () => listPublishedPlaces(db, page, pageSize)),
        cache.get('places:all:count', () => countPublishedPlaces(db)),
      ]);
      reply.header('x-total-count', String(total));
      if (page * pageSize < total) {
        reply.header('link', `<${API.places.list}?page=${page + 1}&pageSize=${pageSize}>; rel="next"`);
      }
      return items;
    },
  );

  app.get(
    API.places.page,
    {
      schema: {
        querystring: placesPageQuerySchema,
        response: { 200: placesPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => {
      const query = request.query;
      // A point is a visitor's own position, different each time, as are their saved places ('ids'), and
      // 'open now' changes with the clock (or the moment asked for): only lists without any are kept.
      if (query.lat !== undefined || query.openNow || query.at || query.ids) {
        return placesPageAnswer(db, query, ctx.clock.now());
      }
      return cache.get(`places:page:${JSON.stringify(query)}`, () =>
        placesPageAnswer(db, query, ctx.clock.now()),
      );
    },
  );

  app.get(
    API.places.map,
    {
      schema: {
        querystring: placesMapQuerySchema,
        response: { 200: placesMapSchema, 400: errorResponseSchema },
      },
    },
    (request) => placesMapAnswer(ctx, request.query),
  );

  app.get(
    API.places.search,
    {
      schema: {
        querystring: placeSearchQuerySchema,
        response: { 200: z.array(placeSearchResultSchema), 400: errorResponseSchema },
      },
    },
    (request) => cachedPlaceSearch(ctx, request.query.q, request.query.limit),
  );

  app.get(API.places.trending, { schema: { response: { 200: placeListSchema } } }, () =>
    cache.get('places:trending', () => trendingPlaces(db)),
  );

  app.get(API.places.recent, { schema: { response: { 200: placeListSchema } } }, () =>
    cache.get('places:recent', () => recentPlaces(db)),
  );

  app.get(
    `${API.places.nearby}/:placeId`,
    { schema: { params: placeIdParamsSchema, response: { 200: placeListSchema, 404: errorResponseSchema } } },
    async (request) => {
      const { placeId } = request.params;
      const nearby = await cache.get(`places:nearby:${placeId}`, async () => {
        const origin = await findPublishedPlaceById(db, placeId);
        return origin ? nearbyPlaces(db, origin) : null;
      });
      if (!nearby) throw notFound('Place not found');
      return nearby;
    },
  );

  const photos = placePhotoService(db, ctx.providers.placesSource);
  app.get(
    `${API.places.photos}/*`,
    {
      schema: {
        params: photoParamsSchema,
        response: {
          // The image bytes, sent as they are (Fastify serialises no Buffer).
          200: z.instanceof(Buffer),
          400: errorResponseSchema,
          404: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const photo = await photos.photo(request.params['*']);
      return reply.header('cache-control', PHOTO_CACHE_CONTROL).type(photo.contentType).send(photo.bytes);
    },
  );

  app.get(
    `${API.places.list}/:slug`,
    {
      schema: {
        params: slugParamsSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: placeReadSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const place = await cachedPublishedPlaceIn(ctx, slug, request.query.language);
      if (!place) throw notFound('Place not found');
      return place;
    },
  );
}
