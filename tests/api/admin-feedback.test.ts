import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminStats } from '../../src/common/schemas/admin';
import type { PinterestStatus } from '../../src/common/schemas/pins';
import type { SyncLog, SyncSchedule, TourSyncResult } from '../../src/common/schemas/sync';
import { warnWhenPinterestCannotPost } from '../../src/server/jobs/pinterest';
import { placeSyncJob } from '../../src/server/jobs/place-sync';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import { fixedClock } from '../../src/server/lib/clock';
import type { Logger } from '../../src/server/lib/logger';
import { seedTours } from '../../src/server/db/seed/records';
import { asAdmin, expectOkJson, get, post, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 31, item 3: what the dashboard and the log say is true. A run on the bundled data says so, every
 * sync log row says what started it, the Sync Logs tab can say when the next scheduled sync runs, Pinterest
 * says what posting lacks, and the places total adds up.
 */
const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;

beforeAll(async () => {
  // No keys: the offline places source and the bundled sample tours stand in, and Pinterest is not set up.
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
});

// Tests name no places source, so the bundled places run, chosen as with PLACES_SOURCE=bundled.
const BUNDLED_PLACES = 'the bundled places (PLACES_SOURCE=bundled)';
const SAMPLE_TOURS = 'the bundled sample tours (no Viator API key)';
const latestLog = async () =>
  expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()))[0]!;

describe('a sync on the bundled data says so', () => {
  it("answers the tour sync with the samples named as samples, and logs the run as manual on 'the bundled sample tours'", async () => {
    const result = expectOkJson<TourSyncResult>(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
    );
    expect(result).toEqual({
      count: seedTours.length,
      live: false,
      source: SAMPLE_TOURS,
      message: `${seedTours.length} bundled sample tours loaded: no Viator API key is set (VIATOR_API_KEY), so these are samples, not live products.`,
    });
    expect(await latestLog()).toMatchObject({
      syncType: 'tours',
      status: 'success',
      trigger: 'manual',
      source: SAMPLE_TOURS,
    });
  });

  it("logs Manual Sync as manual, on 'the bundled places', and answers the same row", async () => {
    const log = expectOkJson<SyncLog>(await post(t.app, '/api/admin/sync', undefined, asAdmin()));
    expect(log).toMatchObject({
      syncType: 'places',
      status: 'success',
      trigger: 'manual',
      source: BUNDLED_PLACES,
    });
    expect(await latestLog()).toEqual(log);
  });

  it('logs the 06:00 job as scheduled', async () => {
    await runScheduledJob(t.ctx, placeSyncJob);
    expect(await latestLog()).toMatchObject({
      syncType: 'places',
      status: 'success',
      trigger: 'scheduled',
      source: BUNDLED_PLACES,
    });
  });
});

describe('GET /api/admin/sync-logs/schedule', () => {
  const schedule = async () =>
    expectOkJson<SyncSchedule>(await get(t.app, '/api/admin/sync-logs/schedule', asAdmin()));

  it("gives the next 06:00 in Paphos by the app's clock: tomorrow once today's has passed", async () => {
    clock.set('2026-11-23T10:00:00Z');
    expect(await schedule()).toEqual({
      placeSyncPattern: '0 6 * * *',
      nextPlaceSyncAt: '2026-11-24T04:00:00.000Z',
    });
  });

  it("today's when it is still ahead, and at 03:00 UTC in summer", async () => {
    clock.set('2026-11-23T03:59:00Z');
    expect((await schedule()).nextPlaceSyncAt).toBe('2026-11-23T04:00:00.000Z');
    clock.set('2026-07-01T12:00:00Z');
    expect((await schedule()).nextPlaceSyncAt).toBe('2026-07-02T03:00:00.000Z');
    clock.set('2026-11-23T10:00:00Z');
  });
});

describe('GET /api/admin/settings/pinterest-status', () => {
  const status = async (app = t) =>
    expectOkJson<PinterestStatus>(await get(app.app, '/api/admin/settings/pinterest-status', asAdmin()));

  it('names the token, board id and public URL posting lacks, at the 3 posts a day the settings start with', async () => {
    expect(await status()).toMatchObject({
      posting: false,
      postsPerDay: 3,
      summary: 'Not posting: no access token, board id or public URL',
      message: 'Not posting: PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set.',
    });
    expect((await status()).missing.map((requirement) => requirement.variable)).toEqual([
      'PINTEREST_ACCESS_TOKEN',
      'PINTEREST_BOARD_ID',
      'PUBLIC_URL',
    ]);
  });

  it('follows the saved posts per day', async () => {
    const saved = await send(t.app, 'PUT', '/api/admin/settings', { pinterestPostsPerDay: 0 }, asAdmin());
    expect(saved.statusCode).toBe(200);
    expect(await status()).toMatchObject({
      posting: false,
      postsPerDay: 0,
      summary: 'Not posting: posts per day is 0',
    });
    await send(t.app, 'PUT', '/api/admin/settings', { pinterestPostsPerDay: 3 }, asAdmin());
  });

  it('says pins go out when all three are set', async () => {
    const configured = await createTestApp({
      config: {
        PINTEREST_ACCESS_TOKEN: 'pina_test_token',
        PINTEREST_BOARD_ID: '1234567890',
        PUBLIC_URL: 'https://paphos.example',
      },
    });
    try {
      expect(await status(configured)).toMatchObject({
        posting: true,
        postsPerDay: 3,
        missing: [],
        summary: 'Posting 3 pins a day',
      });
    } finally {
      await configured.close();
    }
  });
});

describe('the Pinterest warning at start', () => {
  function spyLog() {
    const warn = vi.fn();
    return { warn, log: { ...t.ctx.log, warn } as unknown as Logger };
  }

  it('warns once, naming what is missing, when posts per day is above 0', async () => {
    const { warn, log } = spyLog();
    await warnWhenPinterestCannotPost({ ...t.ctx, log });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      { postsPerDay: 3, missing: ['PINTEREST_ACCESS_TOKEN', 'PINTEREST_BOARD_ID', 'PUBLIC_URL'] },
      'Pinterest posts per day is 3 in the settings, but no pin will be posted: PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set',
    );
  });

  it('is quiet when posting is set to 0 a day, or when everything is set', async () => {
    const { warn, log } = spyLog();
    await send(t.app, 'PUT', '/api/admin/settings', { pinterestPostsPerDay: 0 }, asAdmin());
    await warnWhenPinterestCannotPost({ ...t.ctx, log });
    await send(t.app, 'PUT', '/api/admin/settings', { pinterestPostsPerDay: 3 }, asAdmin());
    await warnWhenPinterestCannotPost({
      ...t.ctx,
      log,
      config: {
        ...t.ctx.config,
        PINTEREST_ACCESS_TOKEN: 'pina_test_token',
        PINTEREST_BOARD_ID: '1234567890',
        PUBLIC_URL: 'https://paphos.example',
      },
    });
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("the overview's places total", () => {
  const stats = async () => expectOkJson<AdminStats>(await get(t.app, '/api/admin/stats', asAdmin()));

  it('is the sum of published, pending and archived places, after places are archived too', async () => {
    const before = await stats();
    expect(before.pendingPlaces).toBeGreaterThan(0);
    expect((await post(t.app, '/api/admin/archive-pending', undefined, asAdmin())).statusCode).toBe(200);
    const after = await stats();
    expect(after.archivedPlaces).toBe(before.archivedPlaces + before.pendingPlaces);
    expect(after.pendingPlaces).toBe(0);
    expect(after.totalPlaces).toBe(before.totalPlaces);
    for (const figures of [before, after]) {
      expect(figures.activePlaces + figures.pendingPlaces + figures.archivedPlaces).toBe(figures.totalPlaces);
    }
  });
});
