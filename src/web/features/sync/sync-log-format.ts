/**
 * How the sync logs read (pure, unit-tested): the kind of sync, when it ran, how long it took, the last
 * sync's date and a failed run's message for a toast.
 */
import { calendarTileParts, formatShortDate, formatTimeOfDay } from '../../../common/dates';
import type { SyncLog } from '../../../common/schemas/sync';

const SYNC_TYPE_LABELS: Record<string, string> = { places: 'Places sync', tours: 'Tours sync' };

export function syncTypeLabel(syncType: string): string {
  return SYNC_TYPE_LABELS[syncType] ?? `${syncType.charAt(0).toUpperCase()}${syncType.slice(1)} sync`;
}

/** The start of a run in Paphos time: '23 Nov 2026, 06:00'. */
export function syncWhen(startedAt: string | Date): string {
  return `${formatShortDate(startedAt)}, ${formatTimeOfDay(startedAt)}`;
}

/** A run's length: '0.4 s', '12 s', '3 min 5 s'. */
export function syncDuration(startedAt: string | Date, completedAt: string | Date): string {
  const ms = Math.max(0, new Date(completedAt).getTime() - new Date(startedAt).getTime());
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
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

/** A run's error message for a toast: its first line, and how many more the Sync Logs tab holds. */
export function syncFailureSummary(errorMessage: string | null): string {
  const [first, ...rest] = (errorMessage ?? '').split('\n').filter((line) => line.trim() !== '');
  if (!first) return 'The places source failed.';
  return rest.length > 0 ? `${first} (and ${rest.length} more: see Sync Logs)` : first;
}
