import { z } from 'zod';
import { favoriteSchema, importFavoritesBodySchema } from '../../../common/schemas/favorites';
import { errorResponseSchema, placeIdParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { requireUser } from '../auth/current-user';
import { addFavorite, addFavorites, listFavorites, removeFavorite } from './service';
import { API } from '../../../common/api-paths';

const changeSchema = z.object({ placeId: z.number(), isFavorite: z.boolean() });

export function favoritesRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    API.favorites,
    { schema: { response: { 200: z.array(favoriteSchema), 401: errorResponseSchema } } },
    async (request) => listFavorites(ctx.db, (await requireUser(request, ctx)).id),
  );

  app.post(
    API.favorites,
    {
      schema: {
        body: importFavoritesBodySchema,
        response: { 200: z.array(favoriteSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, ctx);
      await addFavorites(ctx.db, user.id, request.body.placeIds);
      return listFavorites(ctx.db, user.id);
    },
  );

  app.post(
    `${API.favorites}/:placeId`,
    {
      schema: {
        params: placeIdParamsSchema,
        response: {
          200: changeSchema,
          201: changeSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      const { placeId } = request.params;
      const created = await addFavorite(ctx.db, user.id, placeId);
      return reply.status(created ? 201 : 200).send({ placeId, isFavorite: true });
    },
  );

  app.delete(
    `${API.favorites}/:placeId`,
    { schema: { params: placeIdParamsSchema, response: { 200: changeSchema, 401: errorResponseSchema } } },
    async (request) => {
      const user = await requireUser(request, ctx);
      const { placeId } = request.params;
      await removeFavorite(ctx.db, user.id, placeId);
      return { placeId, isFavorite: false };
    },
  );
}
