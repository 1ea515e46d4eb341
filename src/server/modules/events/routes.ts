import { z } from 'zod';
import { eventIdParamsSchema, eventSchema } from '../../../common/schemas/events';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { cachedEvent, EVENTS_CACHE_PREFIX, upcomingEvents } from './service';

export function eventsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/events/upcoming', { schema: { response: { 200: z.array(eventSchema) } } }, () =>
    ctx.cache.get(`${EVENTS_CACHE_PREFIX}upcoming`, () => upcomingEvents(ctx.db, ctx.clock.now())),
  );

  app.get(
    '/api/events/:id',
    {
      schema: {
        params: eventIdParamsSchema,
        response: { 200: eventSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const event = await cachedEvent(ctx, request.params.id);
      if (!event) throw notFound('Event not found');
      return event;
    },
  );
}
