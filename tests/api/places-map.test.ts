import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../src/common/categories';
import { MAP_ZOOM, type Bbox } from '../../src/common/place-map';
import type { PlacesMap } from '../../src/common/schemas/place-map';
import type { Place } from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { asAdmin, expectError, expectOkJson, get, post } from '../helpers/api';
import { insertGeneratedPlaces } from '../helpers/generated-places';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let all: Place[];

beforeAll(async () => {
  t = await createTestApp();
  all = expectOkJson<Place[]>(await get(t.app, '/api/places'));
});

afterAll(async () => {
  await t?.close();
});

const mapOf = async (app: TestApp['app'], query: string) =>
  expectOkJson<PlacesMap>(await get(app, `/api/places/map?${query}`));

/** Every place the answer stands for: its single places and the places in its clusters. */
const counted = (answer: PlacesMap) =>
  answer.places.length + answer.clusters.reduce((sum, cluster) => sum + cluster.count, 0);

/** A box of `size` degrees around a point, as the query writes it. */
const around = (lat: number, lng: number, size: number) =>
  [lng - size, lat - size, lng + size, lat + size].map((value) => value.toFixed(6)).join(',');

describe('GET /api/places/map', () => {
  it('answers the whole district at a low zoom as a few clusters that count every published place', async () => {
    const answer = await mapOf(t.app, 'zoom=9');
    expect(answer.total).toBe(all.length);
    expect(counted(answer)).toBe(all.length);
    // The categories among them, for the legend, in the categories' order.
    const present = new Set(all.map((place) => place.category));
    expect(answer.categories).toEqual(PLACE_CATEGORIES.filter((category) => present.has(category)));
    expect(answer.clusters.length).toBeGreaterThan(0);
    expect(answer.clusters.length + answer.places.length).toBeLessThan(20);
    for (const cluster of answer.clusters) {
      expect(cluster.count).toBeGreaterThan(1);
      expect(cluster.expansionZoom).toBeGreaterThan(9);
    }
    // The extent holds every place, for a map to fit them.
    for (const place of all) {
      expect(place.latitude).toBeGreaterThanOrEqual(answer.extent!.south);
      expect(place.latitude).toBeLessThanOrEqual(answer.extent!.north);
      expect(place.longitude).toBeGreaterThanOrEqual(answer.extent!.west);
      expect(place.longitude).toBeLessThanOrEqual(answer.extent!.east);
    }
  });

  it('answers a street at a high zoom with the places in it, each alone with what its marker needs', async () => {
    const place = all.find((entry) => entry.slug === 'coral-bay-beach')!;
    const answer = await mapOf(t.app, `zoom=19&bbox=${around(place.latitude, place.longitude, 0.0005)}`);
    expect(answer.clusters).toEqual([]);
    expect(answer.places).toContainEqual({
      id: place.id,
      slug: place.slug,
      name: place.name,
      category: place.category,
      lat: place.latitude,
      lng: place.longitude,
    });
    // The box answered is the one asked for grown to whole tiles: it holds the one asked for.
    expect(answer.bbox!.west).toBeLessThanOrEqual(place.longitude - 0.0005);
    expect(answer.bbox!.east).toBeGreaterThanOrEqual(place.longitude + 0.0005);
  });

  it('splits a cluster at its expansion zoom', async () => {
    const low = await mapOf(t.app, 'zoom=10');
    const cluster = low.clusters.sort((a, b) => b.count - a.count)[0]!;
    const closer = await mapOf(
      t.app,
      `zoom=${cluster.expansionZoom}&bbox=${around(cluster.lat, cluster.lng, 0.05)}`,
    );
    const near = [...closer.clusters, ...closer.places].filter(
      (point) => Math.abs(point.lat - cluster.lat) < 0.05 && Math.abs(point.lng - cluster.lng) < 0.05,
    );
    expect(near.length).toBeGreaterThan(1);
  });

  it("applies the places list's filters", async () => {
    const beaches = all.filter((place) => place.category === 'beach');
    const answer = await mapOf(t.app, 'zoom=9&bbox=32.25,34.62,32.75,35.2&category=beach');
    expect(answer.total).toBe(beaches.length);
    expect(counted(answer)).toBe(beaches.length);
    expect(answer.categories).toEqual(['beach']);

    const rated = all.filter((place) => (place.rating ?? 0) >= 4.7 && place.amenities.includes('parking'));
    const filtered = await mapOf(t.app, 'zoom=9&minRating=4.7&amenities=parking');
    expect(filtered.total).toBe(rated.length);
    expect(counted(filtered)).toBe(rated.length);
  });

  it('answers a box outside the district with nothing in it', async () => {
    const answer = await mapOf(t.app, 'zoom=12&bbox=33.2,35.0,33.4,35.1');
    expect(answer).toMatchObject({ bbox: null, places: [], clusters: [], total: all.length });
  });

  it.each([
    ['', 'Zoom must be a whole number from 0 to 20'],
    ['zoom=21', 'Zoom must be a whole number from 0 to 20'],
    ['zoom=1.5', 'Zoom must be a whole number from 0 to 20'],
    ['zoom=ten', 'Zoom must be a whole number from 0 to 20'],
    ['zoom=12&bbox=32.4,34.7,32.5', 'bbox must be four numbers: west,south,east,north'],
    ['zoom=12&bbox=a,b,c,d', 'bbox must be four numbers: west,south,east,north'],
    ['zoom=12&bbox=32.5,34.7,32.4,34.8', 'bbox must have west < east and south < north'],
    [
      'zoom=12&bbox=32.4,-95,32.5,34.8',
      'bbox must lie within longitudes -180 to 180 and latitudes -85 to 85',
    ],
    [
      'zoom=18&bbox=32.25,34.62,32.75,35.2',
      'bbox is too large for zoom 18: at most 16 tiles (4096 px) across and down',
    ],
    ['zoom=12&category=museum', 'Category must be one of the ten place categories'],
    ['zoom=12&lat=34.7', 'Give both lat and lng, or neither'],
  ])('refuses %j with 400', async (query, message) => {
    expectError(await get(t.app, `/api/places/map?${query}`), 400, message);
  });

  it('is a cached public answer: compressed, with an ETag that a second request is answered 304 for', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(t.app, '/api/places/map?zoom=11', { headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get(t.app, '/api/places/map?zoom=11', {
      headers: { ...headers, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it('shows a place the admin publishes at once', async () => {
    const before = await mapOf(t.app, 'zoom=9');
    const published = expectOkJson<{ count: number }>(
      await post(t.app, '/api/admin/publish-next', { quantity: 1 }, asAdmin()),
    );
    expect(published.count).toBe(1);
    const after = await mapOf(t.app, 'zoom=9');
    expect(after.total).toBe(before.total + 1);
    expect(counted(after)).toBe(before.total + 1);
  });

  it("gives a place's names in other languages, for its popup, only when its source has any", async () => {
    const place = all.find((entry) => entry.slug === 'coral-bay-beach')!;
    const street = `zoom=19&bbox=${around(place.latitude, place.longitude, 0.0005)}`;
    const pointOf = async () => (await mapOf(t.app, street)).places.find((point) => point.id === place.id)!;
    expect(await pointOf()).not.toHaveProperty('nameTranslations');

    await t.db
      .update(places)
      .set({ nameTranslations: { el: 'Παραλία Κόραλ Μπέι' } })
      .where(eq(places.id, place.id));
    await t.ctx.cache.invalidate('places:');

    expect((await pointOf()).nameTranslations).toEqual({ el: 'Παραλία Κόραλ Μπέι' });
  });
});

describe('GET /api/places/map with thousands of places', () => {
  let big: TestApp;

  beforeAll(async () => {
    big = await createTestApp();
    await insertGeneratedPlaces(big.db, 5000);
  });

  afterAll(async () => {
    await big?.close();
  });

  /** The answer's size as the server sends it to a browser (brotli). */
  const brotliSize = (body: Buffer) =>
    brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } }).length;

  /**
   * Views around Paphos harbour at a zoom, by the tiles they cover: a desktop map's (1280 x 600 px) and the
   * largest box the server answers (just under 16 tiles, 4,096 px, each way), within the world's tiles.
   */
  function views(zoom: number): Bbox[] {
    const tiles = 2 ** zoom;
    const centre = {
      x: ((32.41 + 180) / 360) * tiles,
      y:
        ((1 - Math.log(Math.tan((34.78 * Math.PI) / 180) + 1 / Math.cos((34.78 * Math.PI) / 180)) / Math.PI) /
          2) *
        tiles,
    };
    const lng = (x: number) => (Math.min(tiles, Math.max(0, x)) / tiles) * 360 - 180;
    const lat = (y: number) =>
      (Math.atan(Math.sinh(Math.PI * (1 - (2 * Math.min(tiles, Math.max(0, y))) / tiles))) * 180) / Math.PI;
    return [
      [1280, 600],
      [4000, 4000],
    ].map(([width, height]) => {
      const [across, down] = [width! / 256 / 2, height! / 256 / 2];
      return {
        west: lng(centre.x - across),
        east: lng(centre.x + across),
        north: Math.min(85, lat(centre.y - down)),
        south: Math.max(-85, lat(centre.y + down)),
      };
    });
  }

  it('counts all 5,000 and more at a low zoom, and answers any zoom in well under 100 KB (br)', async () => {
    const whole = await mapOf(big.app, 'zoom=8');
    expect(whole.total).toBeGreaterThan(5000);
    expect(counted(whole)).toBe(whole.total);
    expect(whole.clusters.length + whole.places.length).toBeLessThan(30);

    const sizes: number[] = [];
    for (let zoom = MAP_ZOOM.min; zoom <= MAP_ZOOM.max; zoom++) {
      for (const view of views(zoom)) {
        const bbox = [view.west, view.south, view.east, view.north]
          .map((value) => value.toFixed(6))
          .join(',');
        const response = await get(big.app, `/api/places/map?zoom=${zoom}&bbox=${bbox}`);
        expect(response.statusCode, `zoom ${zoom}: ${response.body}`).toBe(200);
        sizes.push(brotliSize(response.rawPayload));
      }
    }
    expect(Math.max(...sizes)).toBeLessThan(60_000);
  });

  it('filters the 5,000 as the list does', async () => {
    const cafes = await mapOf(big.app, 'zoom=8&category=cafe&amenities=parking');
    const list = expectOkJson<{ total: number }>(
      await get(big.app, '/api/places/page?category=cafe&amenities=parking&pageSize=1'),
    );
    expect(cafes.total).toBe(list.total);
    expect(counted(cafes)).toBe(list.total);
  });
});
