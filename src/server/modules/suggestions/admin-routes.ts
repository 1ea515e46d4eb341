import {
  adminSuggestionsPageSchema,
  adminSuggestionsQuerySchema,
  suggestionDecisionSchema,
} from '../../../common/schemas/suggestions';
import { countResultSchema, errorResponseSchema, idParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { countNewSuggestions, decideSuggestion, listSuggestions } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function suggestionsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.suggestions),
    {
      schema: {
        querystring: adminSuggestionsQuerySchema,
        response: { 200: adminSuggestionsPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listSuggestions(ctx.db, request.query),
  );

  app.get(
    adminRoute(ADMIN_API.suggestionsCount),
    { schema: { response: { 200: countResultSchema } } },
    async () => ({
      count: await countNewSuggestions(ctx.db),
    }),
  );

  const decisionAnswer = {
    200: suggestionDecisionSchema,
    400: errorResponseSchema,
    404: errorResponseSchema,
    409: errorResponseSchema,
  };
  app.post(
    adminRoute(ADMIN_API.suggestions, '/:id/accept'),
    { schema: { params: idParamsSchema, response: decisionAnswer } },
    (request) => decideSuggestion(ctx, request.params.id, 'accepted'),
  );
  app.post(
    adminRoute(ADMIN_API.suggestions, '/:id/dismiss'),
    { schema: { params: idParamsSchema, response: decisionAnswer } },
    (request) => decideSuggestion(ctx, request.params.id, 'dismissed'),
  );
}
