import { formatShortDate, formatTimeOfDay } from '../../../common/dates';

/** '1.2 MB', '840 KB': a backup's size as the operator reads it. */
export function backupSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** The Overview's line about the newest nightly backup. */
export function lastBackupText(latest: { createdAt: string | Date; bytes: number } | null): string {
  if (!latest) return 'No nightly backup yet: the first is taken at 06:30.';
  return `Last nightly backup: ${formatShortDate(latest.createdAt)}, ${formatTimeOfDay(latest.createdAt)} (${backupSize(latest.bytes)}).`;
}
