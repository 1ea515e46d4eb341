import { errorResponseSchema } from '../../../common/schemas/shared';
import { tourSyncResultSchema } from '../../../common/schemas/sync';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/app-error';
import { runExclusive } from '../../lib/job-lock';
import { syncTours, TOUR_SYNC_JOB } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function toursAdminRoutes(app: ZodApp, ctx: AppContext): void {
  /**
   * 'Sync Viator Products': refreshes the tours table; answers how many products it holds now, whether they
   * are live, and a message that names the bundled samples as samples when they stood in.
   */
  app.post(
    adminRoute(ADMIN_API.tourSync),
    {
      schema: { response: { 200: tourSyncResultSchema, 409: errorResponseSchema, 502: errorResponseSchema } },
    },
    async () => {
      const { log, result } = await runExclusive(ctx, TOUR_SYNC_JOB, (lease) =>
        syncTours(ctx, lease, 'manual'),
      );
      if (log.status === 'failed') throw new AppError(502, log.errorMessage ?? 'The tour provider failed');
      return result;
    },
  );
}
