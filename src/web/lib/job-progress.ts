import type { JobStatus } from '../../common/schemas/sync';

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
