import { backupDirectory, databaseKind, storeBackup } from '../modules/backups/service';
import type { ScheduledJob } from './scheduler';

/**
 * The nightly backup at 06:30 Paphos time, after the 06:00 place sync, under the job lock so one instance
 * takes it; keeps the newest BACKUP_KEEP in DATA_DIR/backups.
 */
export const backupJob: ScheduledJob = {
  name: 'backup',
  pattern: '30 6 * * *',
  run: (ctx) =>
    storeBackup(ctx.db, {
      directory: backupDirectory(ctx.config),
      keep: ctx.config.BACKUP_KEEP,
      source: databaseKind(ctx.config),
      now: ctx.clock.now(),
    }),
};
