import {
  adminEventBodySchema,
  adminEventSchema,
  adminEventsPageSchema,
  adminEventsQuerySchema,
} from '../../../common/schemas/events';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import {
  changeEventStatus,
  createAdminEvent,
  deleteAdminEvent,
  listAdminEvents,
  updateAdminEvent,
  type EventStatusChange,
} from './admin-service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

const NOT_FOUND = 'Event not found';

/**
 * The operator's events: a page of them (to come first; pending feed imports included), create, edit,
 * cancel (kept, shown as cancelled), publish (a pending import, or a cancelled event again) and delete.
 * Every write clears the cached public event answers.
 */
export function eventsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.events),
    {
      schema: {
        querystring: adminEventsQuerySchema,
        response: { 200: adminEventsPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listAdminEvents(ctx.db, request.query, ctx.clock.now()),
  );

  app.post(
    adminRoute(ADMIN_API.events),
    {
      schema: {
        body: adminEventBodySchema,
        response: { 201: adminEventSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createAdminEvent(ctx, request.body)),
  );

  app.put(
    adminRoute(ADMIN_API.events, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        body: adminEventBodySchema,
        response: { 200: adminEventSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateAdminEvent(ctx, request.params.id, request.body);
      if (!updated) throw notFound(NOT_FOUND);
      return updated;
    },
  );

  for (const change of ['cancel', 'publish'] satisfies EventStatusChange[]) {
    app.post(
      adminRoute(ADMIN_API.events, `/:id/${change}`),
      {
        schema: {
          params: idParamsSchema,
          response: {
            200: adminEventSchema,
            400: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const changed = await changeEventStatus(ctx, request.params.id, change);
        if (!changed) throw notFound(NOT_FOUND);
        return changed;
      },
    );
  }

  app.delete(
    adminRoute(ADMIN_API.events, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        response: { 200: okSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      if (!(await deleteAdminEvent(ctx, request.params.id))) throw notFound(NOT_FOUND);
      return { success: true as const };
    },
  );
}
