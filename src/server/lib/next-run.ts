import { Cron } from 'croner';
import { PAPHOS_TIME_ZONE } from '../../common/nicosia-time';

/**
 * When a cron pattern read in Paphos time ('0 6 * * *' is 06:00 there, summer and winter) fires next after
 * the instant; the scheduler's timers read their patterns the same way.
 */
export function nextRunAfter(job: { pattern: string }, after: Date): Date | null {
  return new Cron(job.pattern, { timezone: PAPHOS_TIME_ZONE, paused: true }).nextRun(after);
}
