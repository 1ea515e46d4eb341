import { pinterestStatusSchema } from '../../../common/schemas/pins';
import type { AppContext, ZodApp } from '../../context';
import { getSettings } from '../settings/service';
import { pinterestPostingStatus } from './posting-status';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function pinsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  /** Whether pins go out, and what posting lacks: the overview's Pinterest card and the Settings tab say it. */
  app.get(
    adminRoute(ADMIN_API.pinterestStatus),
    { schema: { response: { 200: pinterestStatusSchema } } },
    async () => pinterestPostingStatus(ctx.config, (await getSettings(ctx.db)).pinterestPostsPerDay),
  );
}
