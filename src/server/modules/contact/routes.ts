import { contactBodySchema, contactCreatedSchema } from '../../../common/schemas/contact';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { contactMessages } from '../../db/schema';

export function contactRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/contact',
    {
      config: { rateLimit: ctx.rateLimits.contact },
      schema: { body: contactBodySchema, response: { 201: contactCreatedSchema, 400: errorResponseSchema } },
    },
    async (request, reply) => {
      const [saved] = await ctx.db
        .insert(contactMessages)
        .values(request.body)
        .returning({ id: contactMessages.id });
      return reply
        .status(201)
        .send({ id: saved!.id, message: "Thanks for your message. We'll reply within 24-48 hours." });
    },
  );
}
