import { contactBodySchema, contactCreatedSchema } from '../../../common/schemas/contact';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { CONTACT_THANKS, saveContactMessage } from './service';
import { API } from '../../../common/api-paths';

export function contactRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    API.contact,
    {
      config: { rateLimit: ctx.rateLimits.contact },
      schema: { body: contactBodySchema, response: { 201: contactCreatedSchema, 400: errorResponseSchema } },
    },
    async (request, reply) => {
      const id = await saveContactMessage(ctx.db, request.body);
      return reply.status(201).send({ id, message: CONTACT_THANKS });
    },
  );
}
