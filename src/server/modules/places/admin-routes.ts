import {
  acceptDraftBodySchema,
  adminPlacesPageSchema,
  categoryChangeResultSchema,
  placeDescriptionsSchema,
  versionParamsSchema,
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
import {
  acceptDescriptionDraft,
  discardDescriptionDraft,
  markDescriptionReviewed,
  placeDescriptions,
  restoreDescription,
} from './description-service';
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
        response: { 200: categoryChangeResultSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await changePlaceCategory(ctx, request.params.id, request.body);
      if (!updated) throw notFound('Place not found');
      return updated;
    },
  );

  const descriptionsAnswer = {
    200: placeDescriptionsSchema,
    400: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  const description = (suffix = '') => adminRoute(ADMIN_API.places, `/:id/description${suffix}`);

  app.get(description(), { schema: { params: idParamsSchema, response: descriptionsAnswer } }, (request) =>
    placeDescriptions(ctx.db, request.params.id),
  );

  app.post(
    description('/draft/accept'),
    { schema: { params: idParamsSchema, body: acceptDraftBodySchema, response: descriptionsAnswer } },
    (request) => acceptDescriptionDraft(ctx, request.params.id, request.body.description),
  );

  app.delete(
    description('/draft'),
    { schema: { params: idParamsSchema, response: descriptionsAnswer } },
    (request) => discardDescriptionDraft(ctx.db, request.params.id),
  );

  app.post(
    description('/review'),
    { schema: { params: idParamsSchema, response: descriptionsAnswer } },
    (request) => markDescriptionReviewed(ctx, request.params.id),
  );

  app.post(
    description('/versions/:versionId/restore'),
    { schema: { params: versionParamsSchema, response: descriptionsAnswer } },
    (request) => restoreDescription(ctx, request.params.id, request.params.versionId),
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
