import {
  adminPlaceSchema,
  adminPlacesPageSchema,
  adminPlacesQuerySchema,
  categoryPatchSchema,
  publishNextBodySchema,
  publishNextResultSchema,
} from '../../../common/schemas/places';
import { countResultSchema, errorResponseSchema, idParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { runExclusive } from '../../lib/job-lock';
import { changePlaceCategory, listAdminPlaces } from './admin-service';
import { archivePendingPlaces, publishNextPlaces } from './publish-service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

/** The job-lock name of publishing: one publish-next at a time across every instance. */
export const PUBLISH_JOB = 'publish';

export function placesAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.places),
    {
      schema: {
        querystring: adminPlacesQuerySchema,
        response: { 200: adminPlacesPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listAdminPlaces(ctx.db, request.query),
  );

  app.patch(
    adminRoute(ADMIN_API.places, '/:id/category'),
    {
      schema: {
        params: idParamsSchema,
        body: categoryPatchSchema,
        response: { 200: adminPlaceSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await changePlaceCategory(ctx, request.params.id, request.body);
      if (!updated) throw notFound('Place not found');
      return updated;
    },
  );

  app.post(
    adminRoute(ADMIN_API.publishNext),
    {
      schema: {
        body: publishNextBodySchema,
        response: { 200: publishNextResultSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    (request) => runExclusive(ctx, PUBLISH_JOB, (lease) => publishNextPlaces(ctx, request.body, lease)),
  );

  app.post(
    adminRoute(ADMIN_API.archivePending),
    { schema: { response: { 200: countResultSchema } } },
    async () => ({
      count: await archivePendingPlaces(ctx.db, ctx.clock.now()),
    }),
  );
}
