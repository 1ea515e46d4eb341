import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { OFFLINE_TEXT } from '../../src/web/layout/offline-notice';
import { useAdminServer } from './admin-server';
import { getJson, PHONE, TILE_PNG, useBrowser } from './browser';

const browser = useBrowser();

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_TEXT });
const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });

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

describe('Installable app that works offline', () => {
  it('can be installed: a manifest with icons and a service worker, and Chromium finds nothing missing', async () => {
    const { context, page } = await browser.newPage({ serviceWorkers: 'allow' });
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
