import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SyncLog, TourSyncResult } from '../../src/common/schemas/sync';
import type { TourExperience } from '../../src/common/schemas/tours';
import { tours } from '../../src/server/db/schema';
import { json, type FakeServer } from '../fakes/fake-server';
import { FAKE_VIATOR_KEY, PAPHOS_PRODUCTS, startFakeViator, viatorAnswers } from '../fakes/viator';
import { asAdmin, expectError, expectOkJson, get, post } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let viator: FakeServer;
let t: TestApp;

beforeAll(async () => {
  viator = await startFakeViator();
  // With a Viator key the app uses the real client, here pointed at the fake.
  t = await createTestApp({ config: { VIATOR_API_KEY: FAKE_VIATOR_KEY, VIATOR_BASE_URL: viator.origin } });
});

afterAll(async () => {
  await t?.close();
  await viator?.close();
});

beforeEach(() => {
  viator.answerWith(viatorAnswers());
});

const tourRows = () =>
  t.db.select({ code: tours.productCode, isSample: tours.isSample }).from(tours).orderBy(tours.productCode);
const showcase = async () => expectOkJson<TourExperience[]>(await get(t.app, '/api/viator/showcase'));
const latestLog = async () => expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()))[0];

describe('POST /api/admin/viator/sync with a Viator key', () => {
  it('answers 502 when Viator refuses, logs the failed run and keeps the tours it had', async () => {
    viator.answerWith((_request, response) =>
      json(response, 401, {
        code: 'UNAUTHORIZED',
        message: 'Invalid API Key',
        timestamp: '2026-11-23T10:00:00.000000Z',
        trackingId: '0A871A13:DE2A',
      }),
    );
    const before = await tourRows();
    const shownBefore = await showcase();
    expect(shownBefore.every((tour) => tour.isSample)).toBe(true);

    expectError(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
      502,
      'Viator: answered 401 (Invalid API Key)',
    );
    expect(await tourRows()).toEqual(before);
    expect(await showcase()).toEqual(shownBefore);
    expect(await latestLog()).toMatchObject({
      syncType: 'tours',
      status: 'failed',
      errorMessage: 'Viator: answered 401 (Invalid API Key)',
    });
    const logged = JSON.stringify(await latestLog());
    expect(logged).not.toContain(FAKE_VIATOR_KEY);
  });

  it('replaces the bundled samples with the live Paphos products, answers the count and logs the run', async () => {
    const samples = await tourRows();
    const result = expectOkJson<TourSyncResult>(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
    );
    expect(result).toEqual({
      count: PAPHOS_PRODUCTS.length,
      live: true,
      source: null,
      message: `${PAPHOS_PRODUCTS.length} Viator products are up to date.`,
    });
    expect(await tourRows()).toEqual(
      PAPHOS_PRODUCTS.map((product) => ({ code: product.productCode, isSample: false })).sort((a, b) =>
        a.code.localeCompare(b.code),
      ),
    );
    expect(await latestLog()).toMatchObject({
      syncType: 'tours',
      status: 'success',
      itemsAdded: PAPHOS_PRODUCTS.length,
      itemsUpdated: 0,
      itemsArchived: samples.length,
      trigger: 'manual',
      source: null,
    });
  });

  it('has the showcase show the live products at once, best rated first, booked on their own pages', async () => {
    const shown = await showcase();
    expect(shown.map((tour) => tour.productCode)).toEqual(
      PAPHOS_PRODUCTS.map((product) => product.productCode),
    );
    expect(shown[0]).toMatchObject({
      title: 'Blue Lagoon Snorkelling Cruise from Latchi',
      rating: 4.9,
      reviewCount: 1830,
      priceFrom: 42,
      duration: '4 hours 30 minutes',
      trackingUrl: null,
      productUrl: PAPHOS_PRODUCTS[0]!.productUrl,
      isSample: false,
    });
    for (const tour of shown) expect(tour.productUrl).toMatch(/^https:\/\/www\.viator\.com\/tours\//);
  });

  it('updates the products it already has on the next run', async () => {
    const result = expectOkJson<TourSyncResult>(
      await post(t.app, '/api/admin/viator/sync', undefined, asAdmin()),
    );
    expect(result).toMatchObject({ count: PAPHOS_PRODUCTS.length, live: true });
    expect(await latestLog()).toMatchObject({
      status: 'success',
      itemsAdded: 0,
      itemsUpdated: PAPHOS_PRODUCTS.length,
      itemsArchived: 0,
    });
    const [{ n }] = (await t.db.select({ n: sql<number>`count(*)::int` }).from(tours)) as [{ n: number }];
    expect(n).toBe(PAPHOS_PRODUCTS.length);
  });
});
