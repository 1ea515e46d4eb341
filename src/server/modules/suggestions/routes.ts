import {
  placeSuggestionBodySchema,
  SUGGESTION_THANKS,
  suggestionSentSchema,
} from '../../../common/schemas/suggestions';
import { errorResponseSchema, slugParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { saveSuggestion } from './service';
import { API } from '../../../common/api-paths';

export function suggestionsRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    `${API.placeSuggestions}/:slug`,
    {
      config: { rateLimit: ctx.rateLimits.suggestions },
      schema: {
        params: slugParamsSchema,
        body: placeSuggestionBodySchema,
        response: { 201: suggestionSentSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await saveSuggestion(ctx.db, request.params.slug, request.body, request.ip);
      return reply.status(201).send({ message: SUGGESTION_THANKS });
    },
  );
}
