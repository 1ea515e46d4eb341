import type { AppContext } from '../context';
import { deleteOldAuditEntries } from '../modules/audit/service';
import { deleteExpiredSessions } from '../modules/auth/service';
import { deleteOldSuggestions } from '../modules/suggestions/service';
import { rollRecurringEvents } from '../modules/events/service';
import type { ScheduledJob } from './scheduler';

/**
 * Moves recurring events that have ended to their next date; deletes expired sessions, audit entries past
 * 180 days and suggestions decided more than a year ago.
 */
export async function runHousekeeping(ctx: AppContext): Promise<{ eventsMoved: number }> {
  const now = ctx.clock.now();
  const eventsMoved = await rollRecurringEvents(ctx, now);
  await deleteExpiredSessions(ctx.db, now);
  await deleteOldAuditEntries(ctx.db, now);
  await deleteOldSuggestions(ctx.db, now);
  return { eventsMoved };
}

export const housekeepingJob: ScheduledJob = {
  name: 'housekeeping',
  pattern: '5 * * * *',
  run: runHousekeeping,
};
