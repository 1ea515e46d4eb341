import { countResultSchema, errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { AppError } from '../../lib/app-error';
import { runExclusive } from '../../lib/job-lock';
import { syncTours, TOUR_SYNC_JOB } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function toursAdminRoutes(app: ZodApp, ctx: AppContext): void {
  /** 'Sync Viator Products': refreshes the tours table; answers how many products it holds now. */
  app.post(
    adminRoute(ADMIN_API.tourSync),
    { schema: { response: { 200: countResultSchema, 409: errorResponseSchema, 502: errorResponseSchema } } },
    async () => {
      const { log, count } = await runExclusive(ctx, TOUR_SYNC_JOB, (lease) => syncTours(ctx, lease));
      if (log.status === 'failed') throw new AppError(502, log.errorMessage ?? 'The tour provider failed');
      return { count };
    },
  );
}
