/** The overview's pure rules (SPEC 5 and 9): the publish quantity, the last-sync label, a job's progress line. */
import { calendarTileParts } from '../../../common/dates';
import { PUBLISH_QUANTITY_MAX } from '../../../common/schemas/places';
import type { JobStatus, SyncLog } from '../../../common/schemas/sync';

export const PUBLISH_QUANTITY_DEFAULT = 1;

/** Clamps the typed quantity to 1-50; anything that is not a number becomes 1. */
export function clampPublishQuantity(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return PUBLISH_QUANTITY_DEFAULT;
  return Math.min(PUBLISH_QUANTITY_MAX, Math.max(1, Math.trunc(value)));
}

/** The Last Sync card: the day and short month (Paphos time) of the newest place sync, or 'Never'. */
export function lastSyncLabel(logs: readonly SyncLog[]): string {
  const newest = logs
    .filter((log) => log.syncType === 'places')
    .reduce<SyncLog | undefined>(
      (latest, log) => (!latest || new Date(log.startedAt) > new Date(latest.startedAt) ? log : latest),
      undefined,
    );
  if (!newest) return 'Never';
  const { day, month } = calendarTileParts(newest.startedAt);
  return `${day} ${month}`;
}

/** One line on how far a running job has got: 'Fetching beaches (3 of 10) · 24 found so far'. */
export function jobProgressLabel(status: JobStatus | undefined): string | null {
  const progress = status?.running ? status.progress : null;
  if (!progress) return null;
  const parts = [progress.step];
  if (progress.total !== undefined && progress.done !== undefined && progress.done < progress.total) {
    parts[0] = `${progress.step} (${progress.done + 1} of ${progress.total})`;
  }
  if (progress.added !== undefined && progress.added > 0) parts.push(`${progress.added} found so far`);
  return parts.join(' · ');
}

/** A run's error message for a toast: its first line, and how many more the Sync Logs tab holds. */
export function syncFailureSummary(errorMessage: string | null): string {
  const [first, ...rest] = (errorMessage ?? '').split('\n').filter((line) => line.trim() !== '');
  if (!first) return 'The places source failed.';
  return rest.length > 0 ? `${first} (and ${rest.length} more: see Sync Logs)` : first;
}
