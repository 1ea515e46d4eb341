/**
 * How the sync logs read (pure, unit-tested): the kind of sync, what started it, where its items came from,
 * when it ran, how long it took, when the next scheduled one runs, the last sync's date and a failed run's
 * message for a toast.
 */
import { calendarTileParts, formatShortDate, formatTimeOfDay } from '../../../common/dates';
import { nicosiaDate } from '../../../common/nicosia-time';
import { isStandInSource, type SyncLog, type SyncTrigger } from '../../../common/schemas/sync';

const SYNC_TYPE_LABELS: Record<string, string> = {
  places: 'Places sync',
  tours: 'Tours sync',
  'event-feed': 'Calendar feed import',
};

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

const TRIGGER_LABELS: Record<SyncTrigger, string> = { manual: 'Manual', scheduled: 'Scheduled' };

/** 'Manual' (a dashboard button) or 'Scheduled' (the 06:00 job); null for runs logged before it was kept. */
export function syncTriggerLabel(trigger: SyncLog['trigger']): string | null {
  return trigger ? TRIGGER_LABELS[trigger] : null;
}

/** A run's outcome in words: a success on a stand-in (the bundled data) is not a live success. */
export function syncStatusLabel(log: Pick<SyncLog, 'status' | 'source'>): string {
  if (log.status === 'success')
    return isStandInSource(log.source) ? 'Succeeded with bundled data' : 'Succeeded';
  if (log.status === 'partial') return 'Partly succeeded';
  if (log.status === 'failed') return 'Failed';
  return log.status;
}

/**
 * Where a run's items came from, when the log says: 'From OpenStreetMap.', 'From the bundled sample tours
 * (no Viator API key).'; else null.
 */
export function syncSourceNote(source: SyncLog['source']): string | null {
  return source ? `From ${source}.` : null;
}

/** The Manual Sync toast: the counts, and the source that ran (or the stand-in, with why). */
export function placeSyncSummary(log: SyncLog): string {
  const counts = `Places: ${log.itemsAdded} added, ${log.itemsUpdated} updated, ${log.itemsArchived} archived.`;
  const source = syncSourceNote(log.source);
  return source ? `${counts} ${source}` : counts;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the next scheduled sync runs, in Paphos time, as seen at `now`: 'today at 06:00 (24 Nov 2026)',
 * 'tomorrow at 06:00 (25 Nov 2026)', or the date for anything later.
 */
export function nextSyncLabel(nextRunAt: string | Date, now: Date): string {
  const next = nicosiaDate(new Date(nextRunAt));
  const today = nicosiaDate(now);
  const tomorrow = nicosiaDate(new Date(now.getTime() + DAY_MS));
  const same = (a: typeof next, b: typeof next) =>
    a.year === b.year && a.month === b.month && a.day === b.day;
  const time = formatTimeOfDay(nextRunAt);
  const date = formatShortDate(nextRunAt);
  if (same(next, today)) return `today at ${time} (${date})`;
  if (same(next, tomorrow)) return `tomorrow at ${time} (${date})`;
  return `${date} at ${time}`;
}
