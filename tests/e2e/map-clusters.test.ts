import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacesMap } from '../../src/common/schemas/place-map';
import { PLACES_CACHE_PREFIXES } from '../../src/server/modules/places/service';
import { generatedTestPlaces, insertGeneratedPlaces } from '../helpers/generated-places';
import { useAdminServer } from './admin-server';
import { DESKTOP, PHONE, screenshotBothWidths, useBrowser } from './browser';

const GENERATED = 5000;
const browser = useBrowser();
// A server of this file's own: its database gets 5,000 generated test places on top of the demo data.
const server = useAdminServer();
let total = 0;
let beaches = 0;

beforeAll(async () => {
  await insertGeneratedPlaces(server.ctx().db, GENERATED);
  server.ctx().cache.invalidate(...PLACES_CACHE_PREFIXES);
  const answer = (await (await fetch(`${server.url()}/api/places/map?zoom=0`)).json()) as PlacesMap;
  total = answer.total;
  const beachAnswer = (await (
    await fetch(`${server.url()}/api/places/map?zoom=0&category=beach`)
  ).json()) as PlacesMap;
  beaches = beachAnswer.total;
  expect(total).toBeGreaterThan(GENERATED);
  expect(beaches).toBeGreaterThan(
    generatedTestPlaces(GENERATED).filter((p) => p.category === 'beach').length,
  );
}, 120_000);

const icons = (map: Locator) => map.locator('.leaflet-marker-icon');
const clusters = (map: Locator) => map.locator('.leaflet-marker-icon:has([data-cluster])');
const placeMarkers = (map: Locator) => map.locator('.leaflet-marker-icon:has([data-category])');

/** How many places the map's markers stand for: one each, or a cluster's count. */
const placesOnMap = (map: Locator) =>
  icons(map).evaluateAll((found) =>
    found.reduce((sum, icon) => sum + (Number(icon.getAttribute('aria-label')?.split(' ')[0]) || 1), 0),
  );

/** The cluster bubble holding the most places. */
async function largestCluster(map: Locator): Promise<Locator> {
  const counts = await clusters(map).evaluateAll((found) =>
    found.map((icon) => Number(icon.getAttribute('aria-label')?.split(' ')[0])),
  );
  return clusters(map).nth(counts.indexOf(Math.max(...counts)));
}

async function openMap(
  path: string,
  viewport: { width: number; height: number },
  name = 'Map of all places in Paphos',
) {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await page.goto(path);
  const map = page.getByRole('region', { name });
  await map.scrollIntoViewIfNeeded();
  return { page, map };
}

describe('The places map with thousands of places', { timeout: 120_000 }, () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows every place as cluster counts on a ${size}, a few dozen markers at most`, async () => {
      const { page, map } = await openMap('/places?view=map', viewport);
      await expect.poll(() => placesOnMap(map), { timeout: 30_000 }).toBe(total);
      expect(await clusters(map).count()).toBeGreaterThan(0);
      expect(await icons(map).count()).toBeLessThan(60);
      // A bubble says its count, and what tapping it does.
      const largest = await largestCluster(map);
      const label = (await largest.getAttribute('aria-label'))!;
      expect(label).toMatch(/^\d+ places: zoom in$/);
      const count = Number(label.split(' ')[0]);
      expect(await largest.innerText()).toBe(
        count < 1000 ? String(count) : `${Math.floor(count / 100) / 10}k`,
      );
      if (size === 'desktop') await screenshotBothWidths(page, 'places-map-clusters');
    });
  }

  it('zooms in on a tapped cluster, asking the server for the new view, until its places show one by one', async () => {
    const { page, map } = await openMap('/places?view=map', PHONE);
    await expect.poll(() => placesOnMap(map), { timeout: 30_000 }).toBe(total);
    const asked: string[] = [];
    const tileZooms: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/places/map') asked.push(url.search);
      const tile = /^\/tiles\/(\d+)\//.exec(url.pathname);
      if (tile) tileZooms.push(Number(tile[1]));
    });
    let zoom = 0;
    for (let tap = 0; tap < 12 && (await placeMarkers(map).count()) === 0; tap++) {
      await (await largestCluster(map)).dispatchEvent('click');
      // The map zooms in (its tiles of a closer zoom are asked for) and draws that view's places.
      await expect.poll(() => Math.max(0, ...tileZooms)).toBeGreaterThan(zoom);
      zoom = Math.max(...tileZooms);
      await expect.poll(() => icons(map).count()).toBeGreaterThan(0);
      await page.waitForTimeout(400);
    }
    await expect.poll(() => placeMarkers(map).count()).toBeGreaterThan(0);
    // Closer in, the map asked for its own view's box, no longer the whole district.
    expect(asked.length).toBeGreaterThan(0);
    for (const search of asked)
      expect(new URLSearchParams(search).get('bbox')).toMatch(/^[\d.]+(,[\d.]+){3}$/);
    // A single place has its category's marker and its popup.
    await placeMarkers(map).first().dispatchEvent('click');
    await expect.poll(() => map.getByRole('link', { name: /^Directions to / }).count()).toBe(1);
    await screenshotBothWidths(page, 'places-map-zoomed');
  });

  it("draws cluster counts in the server's first picture, seen with no script at all", async () => {
    const { page } = await browser.newPage({
      baseURL: server.url(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto('/places?view=map');
    const picture = page.getByRole('img', { name: 'Map of all places in Paphos' });
    await picture.waitFor();
    // The layer a phone shows: bubbles with counts, thousands written short ('2.5k').
    const shown = await picture.locator('span').evaluateAll((spans) =>
      spans
        .filter((span) => span.checkVisibility())
        .map((span) => span.textContent?.trim() ?? '')
        .filter((text) => /^\d+(\.\d)?k?$/.test(text)),
    );
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.some((text) => text.endsWith('k'))).toBe(true);
  });

  it("applies the page's filters to the map", async () => {
    const { map } = await openMap('/places?view=map&category=beach', DESKTOP, 'Map of beaches in Paphos');
    await expect.poll(() => placesOnMap(map), { timeout: 30_000 }).toBe(beaches);
    expect(beaches).toBeLessThan(total);
  });
});
