import { Cron } from 'croner';
import type { AppContext } from '../context';
import { PAPHOS_TIME_ZONE } from '../../common/nicosia-time';
import { JobAlreadyRunning, runExclusive, type JobLease } from '../lib/job-lock';

/** A job the scheduler runs on a cron pattern read in Paphos time. */
export interface ScheduledJob {
  name: string;
  /**
   * Cron pattern in Europe/Nicosia time: '0 6 * * *' is 06:00 in Paphos, summer and winter (lib/next-run.ts
   * tells when it fires next).
   */
  pattern: string;
  /** The work, run under the job's lock; it may report progress through the lease. */
  run(ctx: AppContext, lease: JobLease): Promise<unknown>;
}

/**
 * Runs one scheduled job under its lock: when another instance is already running it, this run is
 * skipped; a failure is logged, never thrown into the timer.
 */
export async function runScheduledJob(ctx: AppContext, job: ScheduledJob): Promise<void> {
  try {
    await runExclusive(ctx, job.name, (lease) => job.run(ctx, lease));
  } catch (error) {
    if (error instanceof JobAlreadyRunning) {
      ctx.log.info({ job: job.name }, 'scheduled job skipped: it is running on another instance');
      return;
    }
    ctx.log.error({ err: error, job: job.name }, 'scheduled job failed');
  }
}

export interface Scheduler {
  /** When each job runs next. */
  nextRuns(): Record<string, Date | null>;
  /** Stops the timers and waits for runs under way to finish. */
  stop(): Promise<void>;
}

export function startScheduler(ctx: AppContext, jobs: ScheduledJob[]): Scheduler {
  const running = new Set<Promise<void>>();
  const timers = jobs.map(
    (job) =>
      new Cron(
        job.pattern,
        { name: job.name, timezone: PAPHOS_TIME_ZONE, protect: true, unref: true },
        () => {
          const run = runScheduledJob(ctx, job);
          running.add(run);
          return run.finally(() => running.delete(run));
        },
      ),
  );
  return {
    nextRuns: () => Object.fromEntries(timers.map((timer, index) => [jobs[index]!.name, timer.nextRun()])),
    async stop() {
      for (const timer of timers) timer.stop();
      await Promise.all(running);
    },
  };
}
