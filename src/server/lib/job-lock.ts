import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { jobLocks } from '../db/schema';
import { AppError } from './app-error';
import { recordJobRun, type JobOutcome } from './operation-tally';

/** How long a lease lasts unless renewed; a running job renews it every third of this. */
export const DEFAULT_LEASE_MS = 2 * 60_000;

export class JobAlreadyRunning extends AppError {
  constructor(readonly job: string) {
    super(409, `The ${job} job is already running. Try again when it has finished.`);
    this.name = 'JobAlreadyRunning';
  }
}

/**
 * Takes the named lock for `holder` when nobody holds it or the last lease has expired. One statement, so
 * it is atomic on PGlite and on a pooled PostgreSQL alike; returns whether the lock was taken.
 */
export async function acquireJobLock(
  db: Db,
  lock: { name: string; holder: string; now: Date; leaseMs: number },
): Promise<boolean> {
  const expiresAt = new Date(lock.now.getTime() + lock.leaseMs);
  const taken = await db
    .insert(jobLocks)
    .values({ name: lock.name, holder: lock.holder, acquiredAt: lock.now, expiresAt, progress: null })
    .onConflictDoUpdate({
      target: jobLocks.name,
      set: { holder: lock.holder, acquiredAt: lock.now, expiresAt, progress: null },
      setWhere: lte(jobLocks.expiresAt, lock.now),
    })
    .returning({ holder: jobLocks.holder });
  return taken.length === 1;
}

/** Extends a held lease (and records progress); false when the lock was lost to another holder. */
export async function renewJobLock(
  db: Db,
  lock: { name: string; holder: string; now: Date; leaseMs: number; progress?: Record<string, unknown> },
): Promise<boolean> {
  const renewed = await db
    .update(jobLocks)
    .set({
      expiresAt: new Date(lock.now.getTime() + lock.leaseMs),
      ...(lock.progress !== undefined ? { progress: lock.progress } : {}),
    })
    .where(and(eq(jobLocks.name, lock.name), eq(jobLocks.holder, lock.holder)))
    .returning({ name: jobLocks.name });
  return renewed.length === 1;
}

export async function releaseJobLock(db: Db, lock: { name: string; holder: string }): Promise<void> {
  await db.delete(jobLocks).where(and(eq(jobLocks.name, lock.name), eq(jobLocks.holder, lock.holder)));
}

export interface JobRunStatus {
  running: boolean;
  startedAt: Date | null;
  progress: Record<string, unknown> | null;
}

/** Whether the job runs anywhere now, since when, and the progress its runner last reported. */
export async function jobRunStatus(db: Db, name: string, now: Date): Promise<JobRunStatus> {
  const [row] = await db
    .select({ acquiredAt: jobLocks.acquiredAt, progress: jobLocks.progress })
    .from(jobLocks)
    .where(and(eq(jobLocks.name, name), gt(jobLocks.expiresAt, now)));
  return row
    ? { running: true, startedAt: row.acquiredAt, progress: row.progress ?? null }
    : { running: false, startedAt: null, progress: null };
}

/** What a running job may do with its lease. */
export interface JobLease {
  /** Saves how far the run has got (shown by the run-status endpoint) and renews the lease. */
  report(progress: Record<string, unknown>): Promise<void>;
}

/**
 * Runs `work` while holding the named lock on the shared database, so one run at a time happens across
 * every instance. Throws JobAlreadyRunning (409) when another run holds it. The lease is renewed while
 * the work runs and released when it ends, however it ends.
 */
export async function runExclusive<T>(
  ctx: Pick<AppContext, 'db' | 'clock' | 'instanceId' | 'log'>,
  name: string,
  work: (lease: JobLease) => Promise<T>,
  leaseMs = DEFAULT_LEASE_MS,
): Promise<T> {
  // One holder per run, so a run that lost its lease can never release the lock of the run after it.
  const holder = `${ctx.instanceId}/${randomUUID()}`;
  const lock = { name, holder, leaseMs };
  if (!(await acquireJobLock(ctx.db, { ...lock, now: ctx.clock.now() }))) {
    recordJobRun(name, 'skipped', 0);
    throw new JobAlreadyRunning(name);
  }
  const renew = (progress?: Record<string, unknown>) =>
    renewJobLock(ctx.db, { ...lock, now: ctx.clock.now(), progress });
  const heartbeat = setInterval(() => {
    renew().then(
      (held) => held || ctx.log.warn({ job: name }, 'job lock lost to another instance'),
      (error: unknown) => ctx.log.warn({ err: error, job: name }, 'job lock renewal failed'),
    );
  }, leaseMs / 3);
  heartbeat.unref();
  const started = performance.now();
  let outcome: JobOutcome = 'failed';
  try {
    const result = await work({ report: async (progress) => void (await renew(progress)) });
    outcome = 'done';
    return result;
  } finally {
    recordJobRun(name, outcome, (performance.now() - started) / 1000);
    clearInterval(heartbeat);
    await releaseJobLock(ctx.db, lock);
  }
}
