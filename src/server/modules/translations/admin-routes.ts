import {
  adminTranslationSchema as one,
  adminTranslationsSchema as list,
  articleTranslationFieldsSchema,
  placeTranslationFieldsSchema,
  translateBodySchema,
  translationParamsSchema,
  type TranslationKind,
} from '../../../common/schemas/translations';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';
import {
  deleteTranslation,
  listTranslations,
  markTranslationReviewed,
  saveTranslation,
  translateContent,
} from './service';

/**
 * A place's and a guide's translations (issue 36), under the place's and the guide's own admin paths:
 * GET …/:id/translations, POST …/:id/translations/:language (the writer translates), PUT (a person's text),
 * POST …/:language/review, DELETE …/:language.
 */
export function translationsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  routesOf(app, ctx, 'place');
  routesOf(app, ctx, 'article');
}

function routesOf(app: ZodApp, ctx: AppContext, kind: TranslationKind): void {
  const base = kind === 'place' ? ADMIN_API.places : ADMIN_API.articles;
  const fields = kind === 'place' ? placeTranslationFieldsSchema : articleTranslationFieldsSchema;
  const path = (suffix = '') => adminRoute(base, `/:id/translations${suffix}`);
  const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

  app.get(
    path(),
    {
      schema: {
        params: idParamsSchema,
        response: { 200: list, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    (request) => listTranslations(ctx.db, kind, request.params.id),
  );

  app.post(
    path('/:language'),
    {
      schema: {
        params: translationParamsSchema,
        body: translateBodySchema,
        response: { 200: one, ...refusals, 502: errorResponseSchema },
      },
    },
    (request) => translateContent(ctx, kind, request.params.id, request.params.language, request.body),
  );

  app.put(
    path('/:language'),
    { schema: { params: translationParamsSchema, body: fields, response: { 200: one, ...refusals } } },
    (request) => saveTranslation(ctx, kind, request.params.id, request.params.language, request.body),
  );

  app.post(
    path('/:language/review'),
    { schema: { params: translationParamsSchema, response: { 200: one, ...refusals } } },
    (request) => markTranslationReviewed(ctx, kind, request.params.id, request.params.language),
  );

  app.delete(
    path('/:language'),
    { schema: { params: translationParamsSchema, response: { 200: okSchema, ...refusals } } },
    async (request) => {
      await deleteTranslation(ctx, kind, request.params.id, request.params.language);
      return { success: true as const };
    },
  );
}
