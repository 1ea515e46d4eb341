import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  DESKTOP,
  expectAccessible,
  getJson,
  holdMapCode,
  PHONE,
  screenshotBothWidths,
  useBrowser,
  TILE_PNG,
} from './browser';

const browser = useBrowser();

/** The maps that are a first screen's main picture, and how many places each shows. */
const FIRST_SCREEN_MAPS = [
  { page: 'home page', path: '/', name: 'Map of trending places in Paphos', shot: 'home', placeCount: 0 },
  {
    page: "places' map view",
    path: '/places?view=map',
    name: 'Map of all places in Paphos',
    shot: 'places',
    placeCount: 0,
  },
];

beforeAll(async () => {
  FIRST_SCREEN_MAPS[0]!.placeCount = Math.min((await getJson<Place[]>('/api/places/trending')).length, 20);
  FIRST_SCREEN_MAPS[1]!.placeCount = (await getJson<Place[]>('/api/places')).length;
  for (const map of FIRST_SCREEN_MAPS) expect(map.placeCount).toBeGreaterThan(1);
});

/** Answers every map tile with a picture; the paths asked for, in order. */
async function serveTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/\/tiles\/\d+\/\d+\/\d+\.png$/, (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ contentType: 'image/png', body: TILE_PNG });
  });
  return asked;
}

interface Drawn {
  path: string;
  x: number;
  y: number;
  loaded: boolean;
}

interface Drawing {
  /** The tiles drawn inside the map (in the shown layer of the picture), by where their top-left corner is. */
  tiles: Drawn[];
  /** The centres of the places' dots and clusters' bubbles, and how many places each stands for. */
  dots: { x: number; y: number; places: number }[];
  /** Whether every point of the map lies on a loaded tile (its corners and centre). */
  covered: boolean;
}

/**
 * What a map shows: `tiles` and `dots` are CSS selectors inside `map`; only elements the visitor can see
 * and that reach into the map count.
 */
function drawing(map: Locator, tiles: string, dots: string): Promise<Drawing> {
  return map.evaluate(
    (element, selectors) => {
      const frame = element.getBoundingClientRect();
      const inMap = (rect: DOMRect) =>
        rect.right > frame.left &&
        rect.left < frame.right &&
        rect.bottom > frame.top &&
        rect.top < frame.bottom;
      // A tile is an image (Leaflet's) or an element with the tile as its background (the picture's).
      const fetched = (address: string) =>
        performance
          .getEntriesByName(address, 'resource')
          .some((entry) => (entry as PerformanceResourceTiming).responseStatus === 200);
      const drawnTiles = [...element.querySelectorAll<HTMLElement>(selectors.tiles)]
        .filter((tile) => tile.checkVisibility() && inMap(tile.getBoundingClientRect()))
        .map((tile) => {
          const rect = tile.getBoundingClientRect();
          const address =
            tile instanceof HTMLImageElement
              ? tile.src
              : new URL(/url\("([^"]+)"\)/.exec(getComputedStyle(tile).backgroundImage)![1]!, location.href)
                  .href;
          const loaded =
            tile instanceof HTMLImageElement ? tile.complete && tile.naturalWidth > 0 : fetched(address);
          return { path: new URL(address).pathname, x: rect.x, y: rect.y, loaded, rect };
        });
      const points = [
        [frame.left + 1, frame.top + 1],
        [frame.right - 1, frame.top + 1],
        [frame.left + 1, frame.bottom - 1],
        [frame.right - 1, frame.bottom - 1],
        [(frame.left + frame.right) / 2, (frame.top + frame.bottom) / 2],
      ];
      const covered = points.every(([x, y]) =>
        drawnTiles.some(
          ({ rect, loaded }) =>
            loaded && x! >= rect.left && x! < rect.right && y! >= rect.top && y! < rect.bottom,
        ),
      );
      const dots = [...element.querySelectorAll(selectors.dots)]
        .filter((dot) => dot.checkVisibility())
        .map((dot) => {
          const rect = dot.getBoundingClientRect();
          // A cluster's bubble says how many places it holds; a place's marker has only its glyph.
          const places = Number(dot.textContent?.trim()) || 1;
          return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2, places };
        });
      return { tiles: drawnTiles.map(({ rect: _rect, ...tile }) => tile), dots, covered };
    },
    { tiles, dots },
  );
}

const picture = (page: Page, name: string) => page.getByRole('img', { name });
const pictureDrawing = (page: Page, name: string) =>
  drawing(picture(page, name), 'div[style*="background-image"]', 'span');
/** Leaflet's map: its tiles, and its markers (HTML icons). */
const leafletDrawing = (page: Page, name: string) =>
  drawing(page.getByRole('region', { name }), 'img.leaflet-tile', '.leaflet-marker-icon');

const zoomOf = (path: string) => Number(/^\/tiles\/(\d+)\//.exec(path)![1]);

describe.each(FIRST_SCREEN_MAPS)("The $page's map's first picture", (map) => {
  it("is in the server's HTML: with no script at all, a phone shows the map's tiles and places", async () => {
    const { page } = await browser.newPage({ javaScriptEnabled: false, viewport: PHONE });
    const asked = await serveTiles(page);
    // A stylesheet slow to come: the picture must not show (and fetch) tiles for a map it has not sized yet.
    await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await page.goto(map.path);

    await expect.poll(async () => (await pictureDrawing(page, map.name)).covered).toBe(true);
    const { tiles, dots } = await pictureDrawing(page, map.name);
    // Every place, alone or in a cluster's count (the places map clusters them: GET /api/places/map).
    expect(dots.reduce((sum, dot) => sum + dot.places, 0)).toBe(map.placeCount);
    const frame = (await picture(page, map.name).boundingBox())!;
    for (const dot of dots) {
      expect(dot.x).toBeGreaterThan(frame.x);
      expect(dot.x).toBeLessThan(frame.x + frame.width);
      expect(dot.y).toBeGreaterThan(frame.y);
      expect(dot.y).toBeLessThan(frame.y + frame.height);
    }
    // One zoom, and only the tiles in sight are fetched: none of the other sizes' layers, none out of sight.
    expect(new Set(tiles.map((tile) => zoomOf(tile.path))).size).toBe(1);
    expect([...new Set(asked)].sort()).toEqual(tiles.map((tile) => tile.path).sort());
    expect(await page.getByRole('status').filter({ hasText: 'Loading map...' }).isVisible()).toBe(true);
  });

  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`is what the map then shows on a ${size}: the same tiles in the same places, the places where the dots were`, async () => {
      const { page } = await browser.newPage({ viewport });
      const asked = await serveTiles(page);
      const { release } = await holdMapCode(page);
      await page.goto(map.path);
      await picture(page, map.name).scrollIntoViewIfNeeded();
      await expect.poll(async () => (await pictureDrawing(page, map.name)).covered).toBe(true);
      const before = await pictureDrawing(page, map.name);

      release();
      // The picture goes once the map's own tiles have loaded.
      await expect.poll(() => picture(page, map.name).count()).toBe(0);
      const after = await leafletDrawing(page, map.name);
      expect(after.covered).toBe(true);
      expect(after.tiles.map((tile) => tile.path).sort()).toEqual(
        before.tiles.map((tile) => tile.path).sort(),
      );
      for (const tile of after.tiles) {
        const drawnBefore = before.tiles.find((candidate) => candidate.path === tile.path)!;
        expect(Math.abs(tile.x - drawnBefore.x)).toBeLessThanOrEqual(1);
        expect(Math.abs(tile.y - drawnBefore.y)).toBeLessThanOrEqual(1);
      }
      expect(after.dots).toHaveLength(before.dots.length);
      expect(after.dots.map((dot) => dot.places).sort()).toEqual(before.dots.map((dot) => dot.places).sort());
      for (const marker of after.dots) {
        const nearest = Math.min(...before.dots.map((dot) => Math.hypot(marker.x - dot.x, marker.y - dot.y)));
        expect(nearest).toBeLessThanOrEqual(1.5);
      }
      // The map asked for no tile the picture had not shown.
      expect([...new Set(asked)].sort()).toEqual(before.tiles.map((tile) => tile.path).sort());
    });
  }

  it('passes axe while it shows, under the loading sign', async () => {
    const { page } = await browser.newPage();
    await serveTiles(page);
    await holdMapCode(page);
    await page.goto(map.path);
    await expect.poll(async () => (await pictureDrawing(page, map.name)).covered).toBe(true);
    await expectAccessible(page);
    await screenshotBothWidths(page, `map-picture-${map.shot}`);
  });
});

describe('A map further down the page', () => {
  it("draws no picture: a place page's map fetches no tile until the visitor scrolls to it", async () => {
    const [place] = await getJson<Place[]>('/api/places');
    const { page } = await browser.newPage({ viewport: PHONE });
    const asked = await serveTiles(page);
    await page.goto(`/places/${place!.slug}`);
    const map = page.getByRole('region', { name: `Map showing ${place!.name}` });
    await page.getByRole('heading', { level: 1, name: place!.name }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('img', { name: `Map showing ${place!.name}` }).count()).toBe(0);
    expect(asked).toEqual([]);

    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    await expect.poll(() => map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
    expect(asked.length).toBeGreaterThan(0);
  });
});
