import type { AppContext } from '../context';
import { deleteOldAuditEntries } from '../modules/audit/service';
import { deleteExpiredSessions } from '../modules/auth/service';
import { rollRecurringEvents } from '../modules/events/service';
import type { ScheduledJob } from './scheduler';

/** Moves recurring events that have ended to their next date, deletes expired sessions and audit entries past 180 days. */
export async function runHousekeeping(ctx: AppContext): Promise<{ eventsMoved: number }> {
  const now = ctx.clock.now();
  const eventsMoved = await rollRecurringEvents(ctx, now);
  await deleteExpiredSessions(ctx.db, now);
  await deleteOldAuditEntries(ctx.db, now);
  return { eventsMoved };
}

export const housekeepingJob: ScheduledJob = {
  name: 'housekeeping',
  pattern: '5 * * * *',
  run: runHousekeeping,
};
