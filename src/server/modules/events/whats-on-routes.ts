import { whatsOnQuerySchema, whatsOnSchema } from '../../../common/schemas/whats-on';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { siteOrigin } from '../../lib/site-origin';
import { EVENTS_CACHE_PREFIX } from './service';
import { allEventsCalendar } from './whats-on-calendar';
import { visibleUpcomingEvents, whatsOn } from './whats-on-service';
import { API } from '../../../common/api-paths';

/** The What's On page's list (GET /api/events) and the calendar feed of every upcoming event. */
export function whatsOnRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    API.events.list,
    {
      schema: { querystring: whatsOnQuerySchema, response: { 200: whatsOnSchema, 400: errorResponseSchema } },
    },
    (request) => {
      const { when = '', from = '', to = '', category = '' } = request.query;
      return ctx.cache.get(`${EVENTS_CACHE_PREFIX}whats-on:${when}|${from}|${to}|${category}`, () =>
        whatsOn(ctx.db, request.query, ctx.clock.now()),
      );
    },
  );

  /** 'Subscribe in your calendar': every upcoming event (cancelled ones marked), for a calendar app. */
  app.get(API.events.calendar, async (request, reply) => {
    const now = ctx.clock.now();
    const list = await ctx.cache.get(`${EVENTS_CACHE_PREFIX}calendar-feed`, () =>
      visibleUpcomingEvents(ctx.db, now),
    );
    const body = allEventsCalendar(list, { origin: siteOrigin(ctx.config, request), now });
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'inline; filename="paphos-whats-on.ics"')
      .header('cache-control', 'public, max-age=900')
      .send(body);
  });
}
