import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  consoleErrors,
  getJson,
  holdMapCode,
  mapMarkersDrawn,
  PHONE,
  refuseChunk,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

const browser = useBrowser();
let trending: Place[];
let places: Place[];

beforeAll(async () => {
  trending = await getJson<Place[]>('/api/places/trending');
  places = await getJson<Place[]>('/api/places');
  expect(new Set(trending.slice(0, 20).map((place) => place.category)).size).toBeGreaterThan(1);
});

const homeMap = (page: Page) => page.getByRole('region', { name: 'Map of trending places in Paphos' });
/** The places' markers: each an HTML icon holding its category's disc and glyph ([data-category]). */
const markers = (map: Locator) => map.locator('.leaflet-marker-icon');
/** How many places a map's markers stand for: one each, or a cluster's count. */
const placesOnMap = (map: Locator) =>
  markers(map).evaluateAll((icons) =>
    icons.reduce((sum, icon) => sum + (Number(icon.textContent?.trim()) || 1), 0),
  );
/** The cluster bubble holding the most places. */
async function largestCluster(map: Locator): Promise<Locator> {
  const clusters = map.locator('.leaflet-marker-icon:has([data-cluster])');
  const counts = await clusters.evaluateAll((icons) => icons.map((icon) => Number(icon.textContent?.trim())));
  return clusters.nth(counts.indexOf(Math.max(...counts)));
}
/** The visitor's own marker: an SVG circle that answers the pointer. */
const userMarker = (map: Locator) => map.locator('path.leaflet-interactive');
const locateMe = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Locate Me' });

/** The text of the tooltip Leaflet opens when the pointer moves over a marker. */
async function tooltipOf(map: Locator, marker: Locator): Promise<string> {
  await marker.dispatchEvent('mouseover');
  const tooltip = map.getByRole('tooltip');
  await tooltip.waitFor();
  const text = (await tooltip.innerText()).trim();
  await marker.dispatchEvent('mouseout');
  await expect.poll(() => tooltip.count()).toBe(0);
  return text;
}

/** Which slippy-map tile holds a point at a zoom level (the standard Web Mercator tiling). */
function tileOf(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const scale = 2 ** zoom;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lng + 180) / 360) * scale),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * scale),
  };
}

describe('The places map', () => {
  it("shows 'Loading map...' until the map is ready, then takes it away", async () => {
    const { page } = await browser.newPage();
    // Hold the map's code back so the loading state lasts long enough to be seen.
    const { held, release } = await holdMapCode(page);
    await page.goto('/');

    const loading = page.getByRole('status').filter({ hasText: 'Loading map...' });
    await loading.waitFor();
    await expect.poll(held).toBe(true);
    expect(await loading.isVisible()).toBe(true);
    expect(await markers(homeMap(page)).count()).toBe(0);

    release();
    await expect.poll(() => markers(homeMap(page)).count()).toBeGreaterThan(0);
    await expect.poll(() => loading.count()).toBe(0);
    expect(await page.getByText('Loading map...').count()).toBe(0);
    // Its tiles show as they come, without Leaflet's fade (a script on every frame while the page starts):
    // the first picture beneath already shows them.
    expect(await page.locator('.leaflet-fade-anim').count()).toBe(0);
  });

  it("keeps the page and says 'Loading map...' when the map's code cannot be loaded, and logs why", async () => {
    const { page } = await browser.newPage();
    const { errors, refused } = await refuseChunk(page, 'place-map');
    await page.goto('/');

    await expect.poll(refused).toBe(true);
    await expect
      .poll(() => errors.some((text) => text.startsWith('The map could not be loaded:')))
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Discover the best of Paphos');
    expect(await page.getByRole('status').filter({ hasText: 'Loading map...' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Trending Spots' }).isVisible()).toBe(true);
  });

  it('logs a map whose code takes over 10 s, keeps it loading, and still shows it when the code arrives', async () => {
    const { page } = await browser.newPage();
    await page.clock.install();
    const errors = consoleErrors(page);
    const { held, release } = await holdMapCode(page);
    await page.goto('/');
    await expect.poll(held).toBe(true);

    await page.clock.runFor(9_000);
    expect(errors.filter((text) => text.startsWith('The map could not be loaded'))).toEqual([]);
    await page.clock.runFor(1_500);
    await expect
      .poll(() => errors.filter((text) => text.startsWith('The map could not be loaded')))
      .toEqual(['The map could not be loaded: no answer after 10 s']);
    expect(await page.getByRole('status').filter({ hasText: 'Loading map...' }).isVisible()).toBe(true);

    release();
    await expect.poll(() => markers(homeMap(page)).count()).toBeGreaterThan(0);
  });

  it("offers directions to a place's coordinates in its popup", async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    const map = homeMap(page);
    await expect.poll(() => markers(map).count()).toBeGreaterThan(0);
    const marker = markers(map).first();
    const name = await tooltipOf(map, marker);
    // Dispatched, not clicked at its centre: on the district's map a neighbour's marker may overlap it.
    await marker.dispatchEvent('click');
    const place = trending.find((entry) => entry.name === name)!;
    const directions = map.getByRole('link', { name: `Directions to ${name} (opens in a new tab)` });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`,
    );
  });

  it('marks each place with its category: a colour and a glyph of its own, told apart at 1280 and 390 px', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    const map = homeMap(page);
    const shown = trending.slice(0, 20);
    await expect.poll(() => markers(map).count()).toBe(shown.length);

    const categoryOf = new Map(shown.map((place) => [place.name, place.category]));
    const looks = new Map<string, Set<string>>();
    for (const marker of await markers(map).all()) {
      const name = await tooltipOf(map, marker);
      const disc = marker.locator('[data-category]');
      expect(await disc.getAttribute('data-category'), `the marker of '${name}'`).toBe(categoryOf.get(name));
      const look = await disc.evaluate((element) =>
        JSON.stringify({
          colour: getComputedStyle(element).backgroundColor,
          glyph: [...element.querySelectorAll('svg path, svg circle')].map((shape) => shape.outerHTML),
        }),
      );
      const category = categoryOf.get(name)!;
      looks.set(category, (looks.get(category) ?? new Set()).add(look));
    }

    // Every trending place has its marker; one look per category, and no two categories share a colour or glyph.
    const categories = new Set(shown.map((place) => place.category));
    expect([...looks.keys()].sort()).toEqual([...categories].sort());
    expect(categories.size).toBeGreaterThan(1);
    const byCategory = [...looks.entries()].map(([category, set]) => {
      expect([...set], `the looks of ${category} markers`).toHaveLength(1);
      return JSON.parse([...set][0]!) as { colour: string; glyph: string[] };
    });
    expect(new Set(byCategory.map((look) => look.colour)).size).toBe(categories.size);
    expect(new Set(byCategory.map((look) => JSON.stringify(look.glyph))).size).toBe(categories.size);
    for (const look of byCategory) expect(look.glyph.length).toBeGreaterThan(0);

    await map.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'map-markers');
    await page.setViewportSize(PHONE);
    await expect.poll(() => markers(map).count()).toBe(shown.length);
    const size = await markers(map).first().boundingBox();
    expect(size?.width).toBe(26);
    expect(size?.height).toBe(26);
  });

  it('draws restaurant, café and shop markers apart on the places map, as its legend shows them', async () => {
    const { page } = await browser.newPage();
    await page.goto('/places?view=map');
    const map = page.getByRole('region', { name: 'Map of all places in Paphos' });
    // Every place is on the map, alone or in a cluster's count (GET /api/places/map clusters them).
    await expect.poll(() => placesOnMap(map)).toBe(places.length);
    // Tapping the largest cluster zooms in on the town until its restaurants, cafés and shops stand alone.
    for (let tap = 0; tap < 8; tap++) {
      const present = await Promise.all(
        ['restaurant', 'cafe', 'shopping'].map((category) =>
          map.locator(`[data-category="${category}"]`).count(),
        ),
      );
      if (present.every((count) => count > 0)) break;
      await largestCluster(map).then((cluster) => cluster.dispatchEvent('click'));
      await page.waitForTimeout(600);
    }
    const looks: Record<string, { colour: string; glyph: string }> = {};
    for (const category of ['restaurant', 'cafe', 'shopping']) {
      const disc = map.locator(`[data-category="${category}"]`).first();
      looks[category] = await disc.evaluate((element) => ({
        colour: getComputedStyle(element).backgroundColor,
        glyph: element.querySelector('svg')!.innerHTML,
      }));
    }
    const [restaurant, cafe, shopping] = [looks.restaurant!, looks.cafe!, looks.shopping!];
    expect(new Set([restaurant.colour, cafe.colour, shopping.colour]).size).toBe(3);
    expect(new Set([restaurant.glyph, cafe.glyph, shopping.glyph]).size).toBe(3);
    const legend = page.getByRole('list', { name: 'Map legend' });
    for (const [category, label] of [
      ['restaurant', 'Restaurant'],
      ['cafe', 'Cafe'],
      ['shopping', 'Shopping'],
    ] as const) {
      const item = legend.getByRole('listitem').filter({ hasText: label });
      expect(await item.locator('[data-category]').getAttribute('data-category')).toBe(category);
      expect(
        await item
          .locator('[data-category]')
          .evaluate((element) => getComputedStyle(element).backgroundColor),
      ).toBe(looks[category]!.colour);
    }
    await map.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'places-map-markers');
  });

  it("adds a 'You are here' marker on the home map after Locate Me, and removes it on Clear location", async () => {
    const centre = trending[0]!;
    const { page } = await browser.newPage({
      geolocation: { latitude: centre.latitude + 0.002, longitude: centre.longitude + 0.002 },
      permissions: ['geolocation'],
    });
    await page.goto('/');
    const map = homeMap(page);
    const count = Math.min(trending.length, 20);
    await expect.poll(() => markers(map).count()).toBe(count);
    expect(await map.getByText('You are here').count()).toBe(0);

    expect(await userMarker(map).count()).toBe(0);

    await locateMe(page).click();
    await expect.poll(() => userMarker(map).count()).toBe(1);
    // The user's marker says so; the place markers are all still there.
    expect(await tooltipOf(map, userMarker(map))).toBe('You are here');
    expect(await markers(map).count()).toBe(count);
    for (const marker of await markers(map).all()) {
      expect(await tooltipOf(map, marker)).not.toBe('You are here');
    }
    // The located position also reaches the cards: they now say how far away each place is.
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Trending Spots' })
          .getByText(/ away$/)
          .count(),
      )
      .toBeGreaterThan(0);

    // Clearing the location removes the user's marker and the distances; the place markers stay.
    await page.getByRole('banner').getByRole('button', { name: 'Clear location' }).click();
    await expect.poll(() => userMarker(map).count()).toBe(0);
    expect(await markers(map).count()).toBe(count);
    expect(await map.getByText('You are here').count()).toBe(0);
    expect(
      await page
        .getByRole('region', { name: 'Trending Spots' })
        .getByText(/ away$/)
        .count(),
    ).toBe(0);
    expect(await page.getByRole('banner').getByRole('button', { name: 'Clear location' }).count()).toBe(0);
  });

  it('asks for the tiles of the fitted view only, none for the default view it leaves', async () => {
    const { page } = await browser.newPage();
    const zooms: number[] = [];
    page.on('request', (request) => {
      const tile = /^\/tiles\/(\d+)\//.exec(new URL(request.url()).pathname);
      if (tile) zooms.push(Number(tile[1]));
    });
    await page.goto('/');
    const map = homeMap(page);
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => markers(map).count()).toBe(Math.min(trending.length, 20));
    await expect.poll(() => zooms.length).toBeGreaterThan(0);
    // The trending places spread over the district, so the fitted view is wider than the default zoom 13.
    expect(new Set(zooms).size).toBe(1);
    expect(zooms[0]).toBeLessThan(13);
  });

  it("keeps the place page map's spinner still until the map comes near, and turns it while the map loads", async () => {
    const place = places.find((entry) => entry.slug === 'coral-bay-beach') ?? places[0]!;
    const { page } = await browser.newPage({ viewport: PHONE });
    const { held, release } = await holdMapCode(page);
    const turning = () =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
    await page.goto(`/places/${place.slug}`);
    const map = page.getByRole('region', { name: `Map showing ${place.name}` });
    // Far down the page, the map waits: its overlay says so, and nothing on the page keeps drawing frames.
    expect(await page.getByRole('status').filter({ hasText: 'Loading map...' }).count()).toBe(1);
    await expect.poll(turning).toBe(0);
    expect(held()).toBe(false);

    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await expect.poll(held).toBe(true);
    await expect.poll(turning).toBe(1);
    release();
    await expect.poll(() => markers(map).count()).toBe(1);
    await expect.poll(turning).toBe(0);
  });

  it('centres the place page map on the place at zoom 15', async () => {
    const place = places.find((entry) => entry.slug === 'coral-bay-beach') ?? places[0]!;
    const { page } = await browser.newPage();
    const tiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/tiles/')) tiles.push(pathname);
    });
    const { x, y } = tileOf(place.latitude, place.longitude, 15);
    // Registered after the listener above, so once it resolves that request has been recorded too.
    const centreTile = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `/tiles/15/${x}/${y}.png`,
    );
    await page.goto(`/places/${place.slug}`);
    const map = page.getByRole('region', { name: `Map showing ${place.name}` });
    // The map loads as it comes near the screen, far down a long place page.
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await map.scrollIntoViewIfNeeded();
    await expect.poll(() => markers(map).count()).toBe(1);
    expect(await tooltipOf(map, markers(map).first())).toBe(place.name);

    // Every tile asked for is a zoom 15 tile, and the tile under the place is among them.
    await centreTile;
    expect(tiles).toContain(`/tiles/15/${x}/${y}.png`);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((tile) => !tile.startsWith('/tiles/15/'))).toEqual([]);

    // The marker sits in the middle of the map.
    const box = (await map.boundingBox())!;
    const dot = (await markers(map).first().boundingBox())!;
    expect(Math.abs(dot.x + dot.width / 2 - (box.x + box.width / 2))).toBeLessThanOrEqual(2);
    expect(Math.abs(dot.y + dot.height / 2 - (box.y + box.height / 2))).toBeLessThanOrEqual(2);
  });

  it("says 'Geolocation is not supported by your browser' when the browser has no geolocation", async () => {
    const { page } = await browser.newPage();
    await page.addInitScript(() => {
      delete (Navigator.prototype as { geolocation?: Geolocation }).geolocation;
    });
    await page.goto('/');
    expect(await page.evaluate(() => 'geolocation' in navigator)).toBe(false);
    const map = homeMap(page);
    await mapMarkersDrawn(map);
    const before = await markers(map).count();

    await locateMe(page).click();
    const toast = toasts(page);
    await toast.getByText('Geolocation is not supported by your browser').waitFor();
    expect(await toast.innerText()).toContain('Location unavailable');
    expect(await markers(map).count()).toBe(before);
    expect(await userMarker(map).count()).toBe(0);

    // Asking again tells the visitor again.
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => toast.count()).toBe(0);
    await locateMe(page).click();
    await toast.getByText('Geolocation is not supported by your browser').waitFor();
  });

  it('says location was refused, and how to allow it, when the visitor says no', async () => {
    const { page } = await browser.newPage();
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = (_success, failure) =>
        failure?.({
          code: 1,
          message: 'User denied Geolocation',
          PERMISSION_DENIED: 1,
          POSITION_UNAVAILABLE: 2,
          TIMEOUT: 3,
        } as GeolocationPositionError);
    });
    await page.goto('/');
    await locateMe(page).click();
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(
        /^Location refused\s+Your browser did not share your location\. To see distances, allow location for this site \(the icon beside the address bar\), then press Locate Me again\.$/,
      );
  });
});
