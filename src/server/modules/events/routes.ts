import { z } from 'zod';
import { eventSchema } from '../../../common/schemas/events';
import type { AppContext, ZodApp } from '../../context';
import { EVENTS_CACHE_PREFIX, upcomingEvents } from './service';

export function eventsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/events/upcoming', { schema: { response: { 200: z.array(eventSchema) } } }, () =>
    ctx.cache.get(`${EVENTS_CACHE_PREFIX}upcoming`, () => upcomingEvents(ctx.db, ctx.clock.now())),
  );
}
