import { ADMIN_API, adminRoute } from '../../../common/api-paths';
import { backupStatusSchema } from '../../../common/schemas/backups';
import type { AppContext, ZodApp } from '../../context';
import { encodeBackup } from './backup-file';
import { backupDirectory, backupFileName, databaseKind, exportDatabase, listBackups } from './service';

export function backupsAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(adminRoute(ADMIN_API.backups), { schema: { response: { 200: backupStatusSchema } } }, async () => {
    const stored = await listBackups(backupDirectory(ctx.config));
    return { latest: stored[0] ?? null, keep: ctx.config.BACKUP_KEEP, stored: stored.length };
  });

  // A backup made now, from the running server: the way to take one from the embedded database while it serves.
  app.get(adminRoute(ADMIN_API.backupDownload), async (_request, reply) => {
    const now = ctx.clock.now();
    const bytes = encodeBackup(await exportDatabase(ctx.db, databaseKind(ctx.config), now));
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupFileName(now)}"`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });
}
