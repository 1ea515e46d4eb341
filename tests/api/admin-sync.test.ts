import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../src/common/categories';
import type { Place } from '../../src/common/schemas/places';
import type { JobStatus, SyncLog, TourSyncResult } from '../../src/common/schemas/sync';
import type { TourExperience } from '../../src/common/schemas/tours';
import { places, syncLogs, tours } from '../../src/server/db/schema';
import { placeSyncJob } from '../../src/server/jobs/place-sync';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import { fixedClock } from '../../src/server/lib/clock';
import { CallBudget, ProviderError } from '../../src/server/providers/http-json';
import {
  BUNDLED_PLACES_SOURCE,
  type PlacesSource,
  type SourcePlace,
} from '../../src/server/providers/places-source';
import { offlinePlacesSource } from '../../src/server/providers/places-source/offline';
import type { SourceTour, ToursProvider } from '../../src/server/providers/tours';
import { offlineToursProvider } from '../../src/server/providers/tours/offline';
import { asAdmin, expectError, expectOkJson, get, post, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A places source the test steers: it answers like the bundled source, except for the changes a test
 * asks for (edited or removed places, failing or malformed categories, a pause to observe progress).
 */
function steerableSource() {
  const bundled = offlinePlacesSource();
  const steer = {
    edit: new Map<string, Partial<SourcePlace>>(),
    remove: new Set<string>(),
    failing: new Set<PlaceCategory>(),
    malformed: new Set<PlaceCategory>(),
    pause: undefined as Promise<void> | undefined,
    /** Places the source reports besides the bundled ones. */
    add: [] as SourcePlace[],
  };
  const source: PlacesSource = {
    id: BUNDLED_PLACES_SOURCE,
    name: 'Test Places API',
    async fetchCategory(category, budget) {
      if (steer.pause) await steer.pause;
      if (steer.failing.has(category)) throw new ProviderError('Test Places API', 'answered 503', 503);
      const found = (await bundled.fetchCategory(category, budget))
        .filter((place) => !steer.remove.has(place.sourceId))
        .map((place) => ({ ...place, ...steer.edit.get(place.sourceId) }))
        .concat(steer.add.filter((place) => place.category === category));
      if (steer.malformed.has(category))
        return [...found, { ...found[0]!, latitude: 'north' }] as SourcePlace[];
      return found;
    },
  };
  return { source, steer };
}

const { source, steer } = steerableSource();
const clock = fixedClock('2026-11-23T04:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ providers: { placesSource: source }, clock });
});

afterAll(async () => {
  await t?.close();
});

const runSync = async () => expectOkJson<SyncLog>(await post(t.app, '/api/admin/sync', undefined, asAdmin()));
const placeBySource = async (sourceId: string) =>
  (await t.db.select().from(places).where(eq(places.sourceId, sourceId)))[0]!;
const statusCount = async (status: string) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(eq(places.status, status as 'pending'))
  )[0]!.n;

describe('POST /api/admin/sync (the place sync)', () => {
  it('adds the places the source has that we do not, as pending, and logs a success', async () => {
    const pending = await statusCount('pending');
    const log = await runSync();
    expect(log).toMatchObject({
      syncType: 'places',
      status: 'success',
      itemsAdded: 3,
      itemsUpdated: 0,
      itemsArchived: 0,
      errorMessage: null,
      trigger: 'manual',
      // This test's source is no stand-in (it has no `standIn`): the row names it as a live source.
      source: 'Test Places API',
    });
    expect(await statusCount('pending')).toBe(pending + 3);
    const winery = await placeBySource('paphos-vasilikon-winery');
    expect(winery).toMatchObject({ status: 'pending', slug: 'vasilikon-winery', name: 'Vasilikon Winery' });
    const logs = expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()));
    expect(logs[0]).toEqual(log);
  });

  it("never gives a place a slug that is a path of its own ('page', 'trending')", async () => {
    const [template] = await offlinePlacesSource().fetchCategory('cafe', new CallBudget(10));
    steer.add = [
      { ...template!, sourceId: 'test-page-cafe', name: 'Page' },
      { ...template!, sourceId: 'test-trending-cafe', name: 'Trending' },
    ];
    try {
      await runSync();
      expect((await placeBySource('test-page-cafe')).slug).toBe('page-2');
      expect((await placeBySource('test-trending-cafe')).slug).toBe('trending-2');
    } finally {
      // Gone from the source and the table, so the tests after this one see the bundled places only.
      steer.add = [];
      await t.db.delete(places).where(sql`${places.sourceId} like 'test-%-cafe'`);
    }
  });

  it('changes nothing when the source has nothing new', async () => {
    expect(await runSync()).toMatchObject({
      status: 'success',
      itemsAdded: 0,
      itemsUpdated: 0,
      itemsArchived: 0,
    });
  });

  it('updates a known place, and the public page shows it at once', async () => {
    await get(t.app, '/api/places/coral-bay-beach');
    steer.edit.set('paphos-coral-bay-beach', {
      rating: 4.7,
      reviewCount: 9500,
      website: 'https://coralbay.example',
    });
    const log = await runSync();
    steer.edit.clear();
    expect(log).toMatchObject({ status: 'success', itemsUpdated: 1 });
    const place = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
    expect(place).toMatchObject({ rating: 4.7, reviewCount: 9500, website: 'https://coralbay.example' });
    expect(Date.parse(place.updatedAt)).toBe(clock.now().getTime());
  });

  it('never overwrites the fields the operator changed by hand', async () => {
    const coral = await placeBySource('paphos-coral-bay-beach');
    await send(
      t.app,
      'PATCH',
      `/api/admin/places/${coral.id}/category`,
      { category: 'attraction', regenerateDescription: true },
      asAdmin(),
    );
    await post(t.app, `/api/admin/places/${coral.id}/description/draft/accept`, {}, asAdmin());
    const edited = await placeBySource('paphos-coral-bay-beach');
    steer.edit.set('paphos-coral-bay-beach', {
      description: 'A description from the source.',
      reviewCount: 9600,
    });
    const log = await runSync();
    steer.edit.clear();
    expect(log.itemsUpdated).toBe(1);
    const after = await placeBySource('paphos-coral-bay-beach');
    expect(after.category).toBe('attraction');
    expect(after.description).toBe(edited.description);
    expect(after.lockedFields.sort()).toEqual(['category', 'description']);
    expect(after.descriptionWriter).toBe('offline writer');
    expect(after.reviewCount).toBe(9600);
  });

  it('archives the places the source no longer lists, after a complete run', async () => {
    steer.remove.add('paphos-timi-beach');
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsArchived: 1 });
    expect((await placeBySource('paphos-timi-beach')).status).toBe('archived');
    expectError(await get(t.app, '/api/places/timi-beach'), 404, 'Place not found');
  });

  it('puts an archived place back in the queue when the source lists it again', async () => {
    steer.remove.clear();
    expect(await runSync()).toMatchObject({ itemsUpdated: 1 });
    expect((await placeBySource('paphos-timi-beach')).status).toBe('pending');
  });

  it('logs a partial run naming the failed category, keeps the rest, and archives nothing', async () => {
    steer.failing.add('spa');
    steer.remove.add('paphos-latchi-beach');
    steer.edit.set('paphos-lara-bay', { reviewCount: 2400 });
    const log = await runSync();
    steer.failing.clear();
    steer.remove.clear();
    steer.edit.clear();
    expect(log).toMatchObject({ status: 'partial', itemsUpdated: 1, itemsArchived: 0 });
    expect(log.errorMessage).toBe('Spas: Test Places API: answered 503');
    expect((await placeBySource('paphos-latchi-beach')).status).not.toBe('archived');
    expect((await placeBySource('paphos-lara-bay')).reviewCount).toBe(2400);
  });

  it('writes nothing from a category whose answer is malformed, and says so', async () => {
    steer.malformed.add('beach');
    steer.edit.set('paphos-lara-bay', { reviewCount: 1 });
    const log = await runSync();
    steer.malformed.clear();
    steer.edit.clear();
    expect(log.status).toBe('partial');
    expect(log.errorMessage).toMatch(
      /^Beaches: Test Places API: sent a place in an unexpected format \(\d+\.latitude: /,
    );
    expect((await placeBySource('paphos-lara-bay')).reviewCount).toBe(2400);
  });

  it('logs a failed run with every error and writes no place when every category fails', async () => {
    const before = await t.db.select({ id: places.id, updatedAt: places.updatedAt }).from(places);
    for (const category of PLACE_CATEGORIES) steer.failing.add(category);
    const log = await runSync();
    steer.failing.clear();
    expect(log).toMatchObject({ status: 'failed', itemsAdded: 0, itemsUpdated: 0, itemsArchived: 0 });
    expect(log.errorMessage!.split('\n')).toHaveLength(10);
    expect(log.errorMessage).toContain('Restaurants: Test Places API: answered 503');
    expect(await t.db.select({ id: places.id, updatedAt: places.updatedAt }).from(places)).toEqual(before);
  });

  it('answers 409 to a second sync while one runs, and shows the running step to any reader', async () => {
    let resume!: () => void;
    steer.pause = new Promise<void>((resolve) => (resume = resolve));
    const first = post(t.app, '/api/admin/sync', undefined, asAdmin());
    await vi.waitFor(async () => {
      const status = expectOkJson<JobStatus>(
        await get(t.app, '/api/admin/jobs/place-sync/status', asAdmin()),
      );
      expect(status.running).toBe(true);
      expect(status.progress).toEqual({ step: 'Fetching restaurants', done: 0, total: 10, added: 0 });
    });
    expectError(
      await post(t.app, '/api/admin/sync', undefined, asAdmin()),
      409,
      'The place-sync job is already running. Try again when it has finished.',
    );
    steer.pause = undefined;
    resume();
    expect((await first).statusCode).toBe(200);
    expect(expectOkJson<JobStatus>(await get(t.app, '/api/admin/jobs/place-sync/status', asAdmin()))).toEqual(
      {
        running: false,
        startedAt: null,
        progress: null,
      },
    );
  });

  it('refuses an unknown job name', async () => {
    expectError(
      await get(t.app, '/api/admin/jobs/backup/status', asAdmin()),
      400,
      'Job must be one of place-sync, tour-sync, publish',
    );
  });
});

describe('the daily place sync job', () => {
  it('runs the same sync at 06:00 Paphos time and logs it', async () => {
    const before = (await t.db.select({ n: sql<number>`count(*)::int` }).from(syncLogs))[0]!.n;
    await runScheduledJob(t.ctx, placeSyncJob);
    const logs = await t.db.select().from(syncLogs).orderBy(syncLogs.id);
    expect(logs).toHaveLength(before + 1);
    expect(logs.at(-1)).toMatchObject({
      syncType: 'places',
      status: 'success',
      startedAt: clock.now(),
      trigger: 'scheduled',
    });
    expect(placeSyncJob.pattern).toBe('0 6 * * *');
  });
});

describe('POST /api/admin/viator/sync (the tour sync)', () => {
  it('refreshes the tours from the provider, answers the count, logs it and the showcase shows it at once', async () => {
    await get(t.app, '/api/viator/showcase');
    const bundled = await offlineToursProvider().fetchProducts(new CallBudget(1));
    const extra: SourceTour = {
      ...bundled[0]!,
      productCode: 'TEST-NEW',
      title: 'Test Sunset Cruise',
      rating: 5,
      reviewCount: 99999,
    };
    const provider: ToursProvider = {
      name: 'Test Tours API',
      live: true,
      fetchProducts: async () => [...bundled.slice(1), extra],
    };
    t.ctx.providers.tours = provider;
    const result = expectOkJson<TourSyncResult>(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
    );
    expect(result).toEqual({
      count: bundled.length,
      live: true,
      source: null,
      message: `${bundled.length} Viator products are up to date.`,
    });
    const codes = (await t.db.select({ code: tours.productCode }).from(tours)).map((row) => row.code);
    expect(codes).toContain('TEST-NEW');
    expect(codes).not.toContain(bundled[0]!.productCode);
    const showcase = expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase'));
    expect(showcase[0]!.title).toBe('Test Sunset Cruise');
    const [log] = expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()));
    expect(log).toMatchObject({
      syncType: 'tours',
      status: 'success',
      itemsAdded: 1,
      itemsArchived: 1,
      trigger: 'manual',
      source: null,
    });
  });

  it('answers 502 with the provider error, logs a failed run and keeps the tours', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(tours);
    t.ctx.providers.tours = {
      name: 'Test Tours API',
      live: true,
      fetchProducts: async () => {
        throw new ProviderError('Viator', 'answered 401 (Invalid API key)', 401);
      },
    };
    expectError(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
      502,
      'Viator: answered 401 (Invalid API key)',
    );
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(tours)).toEqual(before);
    const [log] = expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()));
    expect(log).toMatchObject({
      syncType: 'tours',
      status: 'failed',
      errorMessage: 'Viator: answered 401 (Invalid API key)',
    });
  });
});
