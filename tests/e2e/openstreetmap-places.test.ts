import { afterAll, describe, expect, it } from 'vitest';
import type { PublishNextResult } from '../../src/common/schemas/places';
import type { SyncLog } from '../../src/common/schemas/sync';
import { overpassPlacesSource } from '../../src/server/providers/places-source/overpass';
import { OVERPASS_PATH, startFakeOverpass } from '../fakes/overpass';
import { openDashboard, useAdminServer } from './admin-server';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  PHONE,
  screenshotBothWidths,
  useBrowser,
} from './browser';

// This file syncs and publishes: a server and database of its own, its places from a fake Overpass API.
const overpass = await startFakeOverpass();
const server = useAdminServer({
  providers: (offline) => ({
    ...offline,
    placesSource: overpassPlacesSource({
      url: `${overpass.origin}${OVERPASS_PATH}`,
      userAgent: 'PaphosGuide e2e',
      backoffMs: 1,
    }),
  }),
});
const browser = useBrowser();

afterAll(async () => {
  await overpass.close();
});

const credit = (page: Awaited<ReturnType<typeof browser.newPage>>['page']) =>
  page.getByRole('main').getByRole('link', { name: '© OpenStreetMap contributors (opens in a new tab)' });

describe('A place from OpenStreetMap', () => {
  it('credits the OpenStreetMap contributors on its page, beside facts the offline writer took from its tags', async () => {
    const log = await server.admin<SyncLog>('POST', '/api/admin/sync');
    expect(log).toMatchObject({ status: 'success', source: 'OpenStreetMap', itemsAdded: 4 });
    const published = await server.admin<PublishNextResult>('POST', '/api/admin/publish-next', {
      quantity: 1,
      keyword: 'Harbour Fish',
    });
    expect(published.places.map((place) => place.slug)).toEqual(['harbour-fish-taverna']);

    const { page } = await browser.newPage({ baseURL: server.url(), viewport: PHONE });
    await page.goto('/places/harbour-fish-taverna');
    await page.getByRole('heading', { level: 1, name: 'Harbour Fish Taverna' }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain(
      'Harbour Fish Taverna is a restaurant in Kato Paphos. Cuisine: Greek and seafood. Worth knowing: vegetarian options. It has Wi-Fi and outdoor seating.',
    );
    await credit(page).waitFor();
    expect(await credit(page).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
    expect(await page.getByRole('main').getByText('Place data © OpenStreetMap contributors').count()).toBe(1);

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-detail-openstreetmap');
  });

  it('shows in the sync logs that the run took its places from OpenStreetMap, as a live success', async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), viewport: PHONE });
    await openDashboard(page, 'sync-logs');
    const run = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: 'Places sync · Succeeded' }) })
      .first();
    await run.waitFor();
    expect(await run.innerText()).toContain('4 added · 0 updated · 0 archived');
    expect(await run.innerText()).toContain('From OpenStreetMap.');
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'admin-sync-logs-openstreetmap');
  });

  it('is the only kind of place whose page carries that credit', async () => {
    const { page } = await browser.newPage({ baseURL: server.url(), viewport: PHONE });
    await page.goto('/places/coral-bay-beach');
    await page.getByRole('heading', { level: 1, name: 'Coral Bay Beach' }).waitFor();
    expect(await credit(page).count()).toBe(0);
  });
});
