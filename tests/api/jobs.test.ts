import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventItem } from '../../src/common/schemas/events';
import { events, jobLocks, sessions } from '../../src/server/db/schema';
import { runHousekeeping } from '../../src/server/jobs/housekeeping';
import {
  acquireJobLock,
  JobAlreadyRunning,
  jobRunStatus,
  releaseJobLock,
  renewJobLock,
  runExclusive,
} from '../../src/server/lib/job-lock';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import { fixedClock } from '../../src/server/lib/clock';
import { createSession } from '../../src/server/modules/auth/service';
import { expectOkJson, get, registerUser } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const MINUTE_MS = 60_000;
const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
});

const later = (minutes: number) => new Date(clock.now().getTime() + minutes * MINUTE_MS);

describe('the job lock', () => {
  const lease = { name: 'lock-basics', leaseMs: 2 * MINUTE_MS };

  it('is taken by the first holder and refused to a second while the lease runs', async () => {
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-a', now: clock.now() })).toBe(true);
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-b', now: later(1) })).toBe(false);
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-a', now: later(1) })).toBe(false);
  });

  it('can be renewed only by its holder, which pushes its expiry back', async () => {
    expect(await renewJobLock(t.db, { ...lease, holder: 'instance-b', now: later(1) })).toBe(false);
    expect(await renewJobLock(t.db, { ...lease, holder: 'instance-a', now: later(1) })).toBe(true);
    // Renewed at +1 min for 2 min: still held at +2.5 min.
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-b', now: later(2.5) })).toBe(false);
  });

  it('is taken over once the lease of a crashed holder has expired', async () => {
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-b', now: later(3) })).toBe(true);
    const [row] = await t.db.select().from(jobLocks).where(eq(jobLocks.name, lease.name));
    expect(row!.holder).toBe('instance-b');
  });

  it('is released only by its holder', async () => {
    await releaseJobLock(t.db, { name: lease.name, holder: 'instance-a' });
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-c', now: later(4) })).toBe(false);
    await releaseJobLock(t.db, { name: lease.name, holder: 'instance-b' });
    expect(await acquireJobLock(t.db, { ...lease, holder: 'instance-c', now: later(4) })).toBe(true);
  });
});

describe('runExclusive', () => {
  it('answers a second run of the same job with JobAlreadyRunning (409) while the first runs', async () => {
    let finish!: () => void;
    const first = runExclusive(
      t.ctx,
      'exclusive',
      () => new Promise<string>((resolve) => (finish = () => resolve('done'))),
    );
    await vi.waitFor(async () =>
      expect((await jobRunStatus(t.db, 'exclusive', clock.now())).running).toBe(true),
    );

    const second = await runExclusive(t.ctx, 'exclusive', async () => 'second').catch(
      (error: unknown) => error,
    );
    expect(second).toBeInstanceOf(JobAlreadyRunning);
    expect((second as JobAlreadyRunning).statusCode).toBe(409);
    expect((second as JobAlreadyRunning).message).toBe(
      'The exclusive job is already running. Try again when it has finished.',
    );

    finish();
    await expect(first).resolves.toBe('done');
    await expect(runExclusive(t.ctx, 'exclusive', async () => 'third')).resolves.toBe('third');
  });

  it('shows the progress the run reports to any reader of the database', async () => {
    let finish!: () => void;
    const run = runExclusive(t.ctx, 'progressing', async (lease) => {
      await lease.report({ step: 'Fetching beaches', added: 2 });
      await new Promise<void>((resolve) => (finish = resolve));
    });
    await vi.waitFor(async () =>
      expect((await jobRunStatus(t.db, 'progressing', clock.now())).progress).toEqual({
        step: 'Fetching beaches',
        added: 2,
      }),
    );
    expect((await jobRunStatus(t.db, 'progressing', clock.now())).startedAt).toEqual(clock.now());
    finish();
    await run;
    expect(await jobRunStatus(t.db, 'progressing', clock.now())).toEqual({
      running: false,
      startedAt: null,
      progress: null,
    });
  });

  it('releases the lock when the work fails', async () => {
    await expect(
      runExclusive(t.ctx, 'failing', async () => {
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect((await jobRunStatus(t.db, 'failing', clock.now())).running).toBe(false);
  });
});

describe('runScheduledJob', () => {
  it('skips a job another instance is running, without running it twice', async () => {
    expect(
      await acquireJobLock(t.db, {
        name: 'busy-job',
        holder: 'other-instance',
        now: clock.now(),
        leaseMs: MINUTE_MS,
      }),
    ).toBe(true);
    const run = vi.fn(async () => undefined);
    await runScheduledJob(t.ctx, { name: 'busy-job', pattern: '0 6 * * *', run });
    expect(run).not.toHaveBeenCalled();
  });

  it('logs a failure instead of throwing it into the timer', async () => {
    const error = vi.spyOn(t.ctx.log, 'error');
    await expect(
      runScheduledJob(t.ctx, {
        name: 'broken-job',
        pattern: '0 6 * * *',
        run: async () => {
          throw new Error('the sync broke');
        },
      }),
    ).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        job: 'broken-job',
        err: expect.objectContaining({ message: 'the sync broke' }),
      }),
      'scheduled job failed',
    );
    error.mockRestore();
  });
});

describe('the housekeeping job', () => {
  it('moves a recurring event that has ended to its next date and shows it at once', async () => {
    // Read (and so cache) the list first: the job must invalidate it.
    const before = expectOkJson<EventItem[]>(await get(t.app, '/api/events/upcoming'));
    expect(before.map((event) => event.name)).not.toContain('Housekeeping test market');
    // A weekly Friday market that ended last week, as if the server had been down for days.
    const [market] = await t.db
      .insert(events)
      .values({
        name: 'Housekeeping test market',
        startTime: new Date('2026-11-13T08:00:00Z'),
        endTime: new Date('2026-11-13T11:00:00Z'),
        schedule: { kind: 'weekly', weekday: 5, hour: 10, minute: 0, durationMinutes: 180 },
      })
      .returning({ id: events.id });

    const { eventsMoved } = await runHousekeeping(t.ctx);

    expect(eventsMoved).toBeGreaterThanOrEqual(1);
    const [moved] = await t.db.select().from(events).where(eq(events.id, market!.id));
    // Friday 27 November 2026, 10:00 in Paphos (UTC+2).
    expect(moved!.startTime.toISOString()).toBe('2026-11-27T08:00:00.000Z');
    expect(moved!.endTime!.toISOString()).toBe('2026-11-27T11:00:00.000Z');
    const after = expectOkJson<EventItem[]>(await get(t.app, '/api/events/upcoming'));
    expect(after.map((event) => event.name)).toContain('Housekeeping test market');
  });

  it('deletes expired sessions and keeps live ones', async () => {
    const { id } = await registerUser(t.app);
    await createSession(t.db, id, new Date(clock.now().getTime() - 31 * 24 * 60 * MINUTE_MS));
    await createSession(t.db, id, clock.now());
    const count = async () =>
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.userId, id))
      )[0]!.n;
    // The registration's own session (made now, by the real clock) and the two above.
    expect(await count()).toBe(3);
    await runHousekeeping(t.ctx);
    expect(await count()).toBe(2);
  });
});
