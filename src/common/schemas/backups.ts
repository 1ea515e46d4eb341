import { z } from 'zod';
import { isoDate } from './shared';

/** What the Overview says of backups: the newest nightly one, and how many are kept. */
export const backupStatusSchema = z.object({
  latest: z.object({ name: z.string(), createdAt: isoDate, bytes: z.number() }).nullable(),
  /** How many nightly backups are kept (BACKUP_KEEP) and how many there are now. */
  keep: z.number(),
  stored: z.number(),
});
export type BackupStatus = z.input<typeof backupStatusSchema>;
