import { z } from 'zod';
import { errorResponseSchema } from '../../../common/schemas/shared';
import { JOB_NAMES, jobStatusSchema, syncLogSchema, syncScheduleSchema } from '../../../common/schemas/sync';
import type { AppContext, ZodApp } from '../../context';
import { jobRunStatus, runExclusive } from '../../lib/job-lock';
import { nextRunAfter } from '../../lib/next-run';
import { PLACE_SYNC_JOB, PLACE_SYNC_PATTERN, syncPlaces } from './place-sync';
import { listSyncLogs } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function syncAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(adminRoute(ADMIN_API.syncLogs), { schema: { response: { 200: z.array(syncLogSchema) } } }, () =>
    listSyncLogs(ctx.db),
  );

  /** When the daily place sync runs next, by the app's clock: the Sync Logs tab says so. */
  app.get(adminRoute(ADMIN_API.syncSchedule), { schema: { response: { 200: syncScheduleSchema } } }, () => ({
    placeSyncPattern: PLACE_SYNC_PATTERN,
    nextPlaceSyncAt: nextRunAfter({ pattern: PLACE_SYNC_PATTERN }, ctx.clock.now()),
  }));

  /** 'Manual Sync': runs the place sync now and answers with its log row; 409 while one runs anywhere. */
  app.post(
    adminRoute(ADMIN_API.sync),
    { schema: { response: { 200: syncLogSchema, 409: errorResponseSchema } } },
    () => runExclusive(ctx, PLACE_SYNC_JOB, (lease) => syncPlaces(ctx, lease, 'manual')),
  );

  /** Whether a long job runs now (on any instance) and the step it last reported. */
  app.get(
    adminRoute(ADMIN_API.jobs, '/:name/status'),
    {
      schema: {
        params: z.object({ name: z.enum(JOB_NAMES, `Job must be one of ${JOB_NAMES.join(', ')}`) }),
        response: { 200: jobStatusSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      const status = await jobRunStatus(ctx.db, request.params.name, ctx.clock.now());
      return {
        ...status,
        progress: status.progress ? jobStatusSchema.shape.progress.parse(status.progress) : null,
      };
    },
  );
}
