import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SERVICE_WORKER_CACHES } from '../../src/common/browser-storage';
import type { Article } from '../../src/common/schemas/articles';
import type { Place } from '../../src/common/schemas/places';
import { useAdminServer } from './admin-server';
import {
  DESKTOP,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  registerUser,
  screenshot,
  TILE_PNG,
  useBrowser,
} from './browser';

const browser = useBrowser();

const OFFLINE_TEXT =
  'You are offline. Pages you have already opened still work; anything new waits for a connection.';
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });
const savedCount = (page: Page) => page.getByRole('status').filter({ hasText: /saved$/ });
const savedNames = (page: Page) =>
  page.getByRole('list', { name: 'Saved places' }).getByRole('listitem').getByRole('heading').allInnerTexts();
const placeHeading = (page: Page, place: Place) => page.getByRole('heading', { level: 1, name: place.name });

const TILE = /\/tiles\/\d+\/\d+\/\d+\.png$/;

/** The map's tiles Leaflet has shown (loaded), by address. */
const shownTiles = (map: Locator) =>
  map
    .locator('img.leaflet-tile-loaded')
    .evaluateAll((tiles) => tiles.map((tile) => new URL((tile as HTMLImageElement).src).pathname).sort());

/** Waits until the service worker has installed (precached the app) and controls the page. */
async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Waits until the service worker has kept the page at `path`: it answers a page from the network first and
 * stores it after, so a test that goes offline at once could find nothing kept yet.
 */
async function waitForSavedPage(page: Page, path: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async ({ path, cacheName }) => Boolean(await caches.match(path, { cacheName })), {
        path,
        cacheName: SERVICE_WORKER_CACHES.pages.name,
      }),
    )
    .toBe(true);
}

describe('Installable app that works offline', () => {
  // The headless shell the other tests use makes no installability checks: it finds nothing missing, ever.
  const fullChromium = useBrowser({ fullChromium: true });

  it('can be installed: a manifest with icons and a service worker, and Chromium finds nothing missing', async () => {
    const { context, page } = await fullChromium.newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForServiceWorker(page);
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await getJson<{ name: string; start_url: string; display: string; icons: unknown[] }>(
      manifestHref!,
    );
    expect(manifest).toMatchObject({ name: 'Paphos Guide', start_url: '/', display: 'standalone' });
    expect(manifest.icons).toHaveLength(3);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Every test context is an incognito one, which Chromium never offers to install; nothing else may be missing.
    expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  });

  it('keeps the pages a visitor opened, says it is offline, and still boots the app for a page never opened', async () => {
    const [place] = await getJson<Place[]>('/api/places');
    const { context, page } = await browser.newPage({ serviceWorkers: 'allow', viewport: PHONE });
    // React reports a page that does not match its server HTML here (a saved page handed to another address).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.goto('/places');
    const foundText = await found(page).innerText();
    expect(foundText).toMatch(/^\d+ places found$/);
    await page.goto(`/places/${place!.slug}`);
    await page.getByRole('heading', { level: 1, name: place!.name }).waitFor();
    expect(await offlineNotice(page).count()).toBe(0);
    await waitForSavedPage(page, `/places/${place!.slug}`);

    await context.setOffline(true);
    await offlineNotice(page).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: place!.name }).waitFor();
    await offlineNotice(page).waitFor();
    await page.goto('/places');
    await expect.poll(() => found(page).innerText()).toBe(foundText);

    // Never opened: not the browser's error page but the guide, saying why nothing new loads.
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    await offlineNotice(page).waitFor();
    expect(pageErrors).toEqual([]);

    await context.setOffline(false);
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
  });

  it('shows the map tiles it showed online again with no network', async () => {
    const { context, page } = await browser.newPage({ serviceWorkers: 'allow', viewport: PHONE });
    await context.route(TILE, (route) => route.fulfill({ contentType: 'image/png', body: TILE_PNG }));
    await page.goto('/');
    await waitForServiceWorker(page);
    // Now the service worker sees the tiles as the map asks for them.
    await page.reload();
    const map = page.getByRole('region', { name: 'Map of trending places in Paphos' });
    await expect.poll(async () => (await shownTiles(map)).length).toBeGreaterThan(0);
    const online = await shownTiles(map);

    await context.unroute(TILE);
    await context.setOffline(true);
    await page.reload();
    await offlineNotice(page).waitFor();
    await expect.poll(() => shownTiles(map)).toEqual(online);
  });
});

describe('Map tiles from a tile server that does not allow CORS', () => {
  const server = useAdminServer({ mapTileUrl: 'http://tiles.example.test/{z}/{x}/{y}.png' });
  const crossOriginTile = /^http:\/\/tiles\.example\.test\/\d+\/\d+\/\d+\.png$/;

  it('still show online: the service worker fetches them as the page asked, without keeping them', async () => {
    const { context, page } = await browser.newPage({
      serviceWorkers: 'allow',
      viewport: PHONE,
      baseURL: server.url(),
    });
    // CORS allowed for another site only (Playwright would add an allowing header to an answer with none):
    // the service worker's CORS request for the tile fails.
    const referers = new Set<string | null>();
    await context.route(crossOriginTile, async (route) => {
      referers.add(await route.request().headerValue('referer'));
      await route.fulfill({
        contentType: 'image/png',
        headers: { 'access-control-allow-origin': 'https://another-site.example' },
        body: TILE_PNG,
      });
    });
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.reload();
    const map = page.getByRole('region', { name: 'Map of trending places in Paphos' });
    await expect.poll(async () => (await shownTiles(map)).length).toBeGreaterThan(0);
    expect(
      await page.evaluate(async () => (await caches.open('map-tiles')).keys().then((keys) => keys.length)),
    ).toBe(0);
    // The tile server learns which site asks (OpenStreetMap's policy requires it), never the page.
    expect([...referers]).toEqual([`${server.url()}/`]);
  });
});

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

/**
 * Whether the page's copy of a saved place's answer is kept for offline use yet: the page keeps it in the
 * background once the heart is tapped or the favourites page has loaded, so a test waits for it before it
 * cuts the network, as a visitor's phone would have long before.
 */
const keptForOffline = (page: Page, place: Place) =>
  page.evaluate(
    async (slug) => Boolean(await caches.match(`/api/places/${slug}`, { cacheName: 'saved-for-offline' })),
    place.slug,
  );

describe('Pages never saved on this device, offline', () => {
  it.each(WIDTHS)(
    "say they are not saved for offline use, not 'Not Found', and load with 'Try again' once online (%s)",
    async (label, viewport) => {
      const places = await getJson<Place[]>('/api/places');
      const place = places.at(-1)!;
      const [guide] = await getJson<Article[]>('/api/articles');
      const { context, page } = await browser.newPage({ serviceWorkers: 'allow', viewport });
      await page.goto('/');
      await waitForServiceWorker(page);
      // Now the service worker keeps the page: the one saved page that boots the app offline.
      await page.reload();
      await waitForSavedPage(page, '/');

      await context.setOffline(true);
      await page.goto(`/places/${place.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Not saved for offline use' }).waitFor();
      await page
        .getByText(
          "You're offline and this page wasn't saved on this device. Connect to the internet and try again.",
          { exact: true },
        )
        .waitFor();
      await offlineNotice(page).waitFor();
      expect(await page.getByText('Place Not Found').count()).toBe(0);
      await expect.poll(() => page.title()).toBe('Not saved for offline use | Paphos Guide');
      await expectAccessible(page);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `offline-not-saved-${label}`);

      // Still offline: trying again says the same.
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('button', { name: 'Try again' }).waitFor();
      expect(await placeHeading(page, place).count()).toBe(0);

      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await placeHeading(page, place).waitFor();

      await context.setOffline(true);
      await page.goto(`/blog/${guide!.slug}`);
      await page.getByRole('heading', { level: 1, name: 'Not saved for offline use' }).waitFor();
      expect(await page.getByText('Content Not Found').count()).toBe(0);
      await context.setOffline(false);
      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { level: 1, name: guide!.title }).waitFor();
    },
  );
});

describe('Favourites kept for use offline', () => {
  it.each(WIDTHS)(
    'a place saved on its page is listed on My Favorites and opens with no signal, though neither was opened offline before (%s)',
    async (label, viewport) => {
      const places = await getJson<Place[]>('/api/places');
      const place = places[2]!;
      const { context, page } = await browser.newPage({ serviceWorkers: 'allow', viewport });
      await page.goto('/');
      await waitForServiceWorker(page);
      await page.goto(`/places/${place.slug}`);
      await placeHeading(page, place).waitFor();
      await page.getByRole('button', { name: 'Add to favorites' }).first().click();
      await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
      await expect.poll(() => keptForOffline(page, place)).toBe(true);

      await context.setOffline(true);
      await page.goto('/my-favorites');
      await expect.poll(() => savedCount(page).innerText()).toBe('1 place saved');
      expect(await savedNames(page)).toEqual([place.name]);
      await offlineNotice(page).waitFor();
      await screenshot(page, `offline-favorites-${label}`);

      await page.getByRole('list', { name: 'Saved places' }).getByRole('link', { name: place.name }).click();
      await placeHeading(page, place).waitFor();
      await page.reload();
      await placeHeading(page, place).waitFor();
      await offlineNotice(page).waitFor();
      await screenshot(page, `offline-favorite-place-${label}`);
    },
  );

  it.each(WIDTHS)(
    "an account's favourites, saved elsewhere, are kept when My Favorites is opened online, and each opens offline (%s)",
    async (_label, viewport) => {
      const places = await getJson<Place[]>('/api/places');
      const saved = [places[5]!, places[6]!];
      const { context, page } = await browser.newPage({ serviceWorkers: 'allow', viewport });
      await registerUser(page, { emailPrefix: 'offline', firstName: 'Ada', lastName: 'Offline' });
      for (const place of saved) {
        expect((await page.request.post(`/api/favorites/${place.id}`)).status()).toBe(201);
      }
      await page.goto('/');
      await waitForServiceWorker(page);
      await page.goto('/my-favorites');
      await expect.poll(() => savedCount(page).innerText()).toBe('2 places saved');
      for (const place of saved) await expect.poll(() => keptForOffline(page, place)).toBe(true);

      await context.setOffline(true);
      for (const place of saved) {
        await page.goto('/my-favorites');
        await expect.poll(() => savedCount(page).innerText()).toBe('2 places saved');
        await page
          .getByRole('list', { name: 'Saved places' })
          .getByRole('link', { name: place.name })
          .click();
        await placeHeading(page, place).waitFor();
        expect(await page.getByText('Not saved for offline use').count()).toBe(0);
        // Opened straight from its address, as from the home screen, too.
        await page.reload();
        await placeHeading(page, place).waitFor();
      }
    },
  );
});
