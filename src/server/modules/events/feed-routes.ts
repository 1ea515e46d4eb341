import { z } from 'zod';
import {
  eventFeedBodySchema,
  eventFeedSchema,
  feedImportResultSchema,
} from '../../../common/schemas/event-feeds';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { runExclusive } from '../../lib/job-lock';
import { addFeed, EVENT_FEEDS_JOB, findFeed, importFeed, listFeeds, removeFeed } from './feed-service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

/** The operator's calendar feeds: list, add, remove and 'Import now' (under the admin key). */
export function eventFeedsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(adminRoute(ADMIN_API.eventFeeds), { schema: { response: { 200: z.array(eventFeedSchema) } } }, () =>
    listFeeds(ctx.db),
  );

  app.post(
    adminRoute(ADMIN_API.eventFeeds),
    {
      schema: {
        body: eventFeedBodySchema,
        response: { 201: eventFeedSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const feed = await addFeed(ctx.db, request.body);
      return reply.status(201).send({ ...feed, pendingCount: 0, lastImport: null });
    },
  );

  app.delete(
    adminRoute(ADMIN_API.eventFeeds, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        response: { 200: okSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await removeFeed(ctx, request.params.id);
      return { success: true as const };
    },
  );

  /** 'Import now': this feed at once, under the feeds' job lock (409 while the daily import runs). */
  app.post(
    adminRoute(ADMIN_API.eventFeeds, '/:id/import'),
    {
      schema: {
        params: idParamsSchema,
        response: {
          200: feedImportResultSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const feed = await findFeed(ctx.db, request.params.id);
      return runExclusive(ctx, EVENT_FEEDS_JOB, () => importFeed(ctx, feed, 'manual'));
    },
  );
}
