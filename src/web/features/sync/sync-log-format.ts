/** How the sync logs read (pure, unit-tested): the kind of sync, when it ran, how long it took. */
import { formatShortDate, formatTimeOfDay } from '../../../common/dates';

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
