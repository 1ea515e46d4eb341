import { desc } from 'drizzle-orm';
import type { SyncStatus } from '../../../common/categories';
import type { SyncTrigger, SyncType } from '../../../common/schemas/sync';
import type { Db } from '../../db/client';
import { syncLogs } from '../../db/schema';

/** The sync history the dashboard shows: newest first, the last hundred runs. */
export function listSyncLogs(db: Db, limit = 100) {
  return db.select().from(syncLogs).orderBy(desc(syncLogs.startedAt), desc(syncLogs.id)).limit(limit);
}

export interface SyncOutcome {
  syncType: SyncType;
  /** A dashboard button ('manual') or the daily job ('scheduled'). */
  trigger: SyncTrigger;
  /** The stand-in the items came from (a provider's `standIn`), or null when the live provider answered. */
  source: string | null;
  startedAt: Date;
  completedAt: Date;
  itemsAdded: number;
  itemsUpdated: number;
  itemsArchived: number;
  /** What failed, one line per failure; none for a full success. */
  failures: string[];
  /** Whether any part succeeded; with failures that makes the run partial, without any part it failed. */
  anySucceeded: boolean;
}

/** success, partial (some parts failed) or failed (nothing could be had). */
export function syncStatus(outcome: Pick<SyncOutcome, 'failures' | 'anySucceeded'>): SyncStatus {
  if (outcome.failures.length === 0) return 'success';
  return outcome.anySucceeded ? 'partial' : 'failed';
}

/** Writes the run's sync_logs row (inside the run's own transaction when one is given). */
export async function recordSyncLog(db: Db, outcome: SyncOutcome) {
  const [row] = await db
    .insert(syncLogs)
    .values({
      syncType: outcome.syncType,
      status: syncStatus(outcome),
      startedAt: outcome.startedAt,
      completedAt: outcome.completedAt,
      itemsAdded: outcome.itemsAdded,
      itemsUpdated: outcome.itemsUpdated,
      itemsArchived: outcome.itemsArchived,
      errorMessage: outcome.failures.length > 0 ? outcome.failures.join('\n').slice(0, 4000) : null,
      trigger: outcome.trigger,
      source: outcome.source,
    })
    .returning();
  return row!;
}
