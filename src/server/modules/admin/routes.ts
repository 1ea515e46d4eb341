import { adminStatsSchema } from '../../../common/schemas/admin';
import { writerInfoSchema } from '../../../common/schemas/writer';
import { OFFLINE_WRITER } from '../../../common/written-by';
import type { AppContext, ZodApp } from '../../context';
import { createAdminKeyCheck } from './key-check';
import { adminStats } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

/** Guards a scope: every request in it needs the admin key (SPEC 6: all admin calls live under /api/admin). */
export function guardAdminScope(scope: ZodApp, ctx: AppContext): void {
  const adminKey = ctx.config.ADMIN_KEY;
  if (!adminKey) throw new Error('ADMIN_KEY must be set before the admin routes are built');
  const checkAdminKey = createAdminKeyCheck(adminKey, ctx.rateLimits.adminKey, scope.attempts);
  scope.addHook('onRequest', (request) => checkAdminKey(request));
}

export function adminStatsRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(adminRoute(ADMIN_API.stats), { schema: { response: { 200: adminStatsSchema } } }, () =>
    adminStats(ctx.db, ctx.clock.now()),
  );

  app.get(adminRoute(ADMIN_API.writer), { schema: { response: { 200: writerInfoSchema } } }, () => {
    const { writer } = ctx.providers;
    return {
      name: writer.name,
      offline: writer.name === OFFLINE_WRITER,
      models: [...writer.models],
      lengths: [...writer.lengths],
    };
  });
}
