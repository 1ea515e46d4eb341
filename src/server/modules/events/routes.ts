import { z } from 'zod';
import { eventIdParamsSchema, eventSchema } from '../../../common/schemas/events';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { slugFrom } from '../../lib/slug';
import { siteOrigin } from '../../lib/site-origin';
import { eventCalendar } from './calendar';
import { cachedEvent, EVENTS_CACHE_PREFIX, findCalendarEvent, upcomingEvents } from './service';
import { API } from '../../../common/api-paths';

export function eventsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(API.events.upcoming, { schema: { response: { 200: z.array(eventSchema) } } }, () =>
    ctx.cache.get(`${EVENTS_CACHE_PREFIX}upcoming`, () => upcomingEvents(ctx.db, ctx.clock.now())),
  );

  app.get(
    `${API.events.list}/:id`,
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

  /** 'Add to Calendar': the event as an .ics file, a recurring one with its rule. */
  app.get(
    `${API.events.list}/:id/calendar`,
    { schema: { params: eventIdParamsSchema } },
    async (request, reply) => {
      const event = await findCalendarEvent(ctx.db, request.params.id);
      if (!event) throw notFound('Event not found');
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${slugFrom(event.name)}.ics"`)
        .header('cache-control', 'no-cache')
        .send(eventCalendar(event, { origin: siteOrigin(ctx.config, request), now: ctx.clock.now() }));
    },
  );
}
