import { z } from 'zod';
import { contactMessagePatchSchema, contactMessageSchema } from '../../../common/schemas/contact';
import { errorResponseSchema, idParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { listContactMessages, setMessageRead } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function contactAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.contactMessages),
    { schema: { response: { 200: z.array(contactMessageSchema) } } },
    () => listContactMessages(ctx.db),
  );

  app.patch(
    adminRoute(ADMIN_API.contactMessages, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        body: contactMessagePatchSchema,
        response: { 200: contactMessageSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await setMessageRead(ctx.db, request.params.id, request.body.isRead);
      if (!updated) throw notFound('Message not found');
      return updated;
    },
  );
}
