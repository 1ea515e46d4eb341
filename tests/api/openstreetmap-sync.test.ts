import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockablePlaceField, PlaceDetail } from '../../src/common/schemas/places';
import type { SyncLog } from '../../src/common/schemas/sync';
import { places } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { offlinePlacesSource } from '../../src/server/providers/places-source/offline';
import { overpassPlacesSource } from '../../src/server/providers/places-source/overpass';
import { json, type FakeServer } from '../fakes/fake-server';
import {
  HARBOUR_TAVERNA,
  HILLTOP_CASTLE,
  OVERPASS_PATH,
  overpassAnswer,
  overpassAnswers,
  SAMPLE_ELEMENTS,
  SAMPLE_SOURCE_IDS,
  SQUARE_CAFE,
  startFakeOverpass,
  SUNSET_BAY,
} from '../fakes/overpass';
import { asAdmin, expectOkJson, get, post } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let overpass: FakeServer;
let t: TestApp;
const clock = fixedClock('2026-11-27T04:00:00Z');

beforeAll(async () => {
  overpass = await startFakeOverpass();
  t = await createTestApp({
    config: { PLACES_SOURCE: 'osm', OVERPASS_URL: `${overpass.origin}${OVERPASS_PATH}` },
    clock,
  });
});

afterAll(async () => {
  await t?.close();
  await overpass?.close();
});

const runSync = async () => expectOkJson<SyncLog>(await post(t.app, '/api/admin/sync', undefined, asAdmin()));
const rowOf = async (sourceId: string) =>
  (await t.db.select().from(places).where(eq(places.sourceId, sourceId)))[0]!;
const latestLog = async () =>
  expectOkJson<SyncLog[]>(await get(t.app, '/api/admin/sync-logs', asAdmin()))[0]!;

describe('POST /api/admin/sync with PLACES_SOURCE=osm', () => {
  it('asks Overpass once, adds what OpenStreetMap lists as pending with the mapped fields, and says so in the log', async () => {
    overpass.answerWith(overpassAnswers());
    overpass.requests.length = 0;
    const log = await runSync();
    expect(overpass.requests).toHaveLength(1);
    expect(log).toMatchObject({
      syncType: 'places',
      status: 'success',
      itemsAdded: SAMPLE_SOURCE_IDS.length,
      itemsUpdated: 0,
      itemsArchived: 0,
      errorMessage: null,
      trigger: 'manual',
      source: 'OpenStreetMap',
    });
    expect(await latestLog()).toEqual(log);

    const rows = await t.db.select().from(places).where(inArray(places.sourceId, SAMPLE_SOURCE_IDS));
    expect(rows.map((row) => row.status)).toEqual(SAMPLE_SOURCE_IDS.map(() => 'pending'));
    expect(rows.every((row) => row.source === 'openstreetmap')).toBe(true);
    expect(await rowOf('osm:node/900000001')).toMatchObject({
      name: 'Harbour Fish Taverna',
      slug: 'harbour-fish-taverna',
      category: 'restaurant',
      address: 'Apostolou Pavlou 12, Kato Paphos, 8046 Paphos',
      phoneNumber: '+357 26 000001',
      website: 'https://harbour-taverna.example',
      openingHours: 'Mo-Sa 12:00-23:00; Su 12:00-16:00',
      highlights: ['Cuisine: Greek, seafood', 'Vegetarian options'],
      amenities: ['wifi', 'outdoor_seating'],
      nameTranslations: { el: 'Ψαροταβέρνα του Λιμανιού', ru: 'Рыбная таверна у гавани' },
      wheelchair: 'limited',
      toiletsWheelchair: 'no',
      description: null,
      rating: null,
      factsCheckedAt: new Date('2026-11-27T04:00:00Z'),
      factsCheckedSource: 'OpenStreetMap',
    });
    expect(await rowOf('osm:way/800000002')).toMatchObject({
      name: 'Sunset Bay',
      category: 'beach',
      latitude: 34.8621,
      longitude: 32.3611,
      approximatePosition: true,
    });
  });

  it('changes nothing when OpenStreetMap lists the same places again, but notes that it confirmed them', async () => {
    clock.set('2026-11-28T04:00:00Z');
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsAdded: 0, itemsUpdated: 0, itemsArchived: 0 });
    expect((await rowOf('osm:node/900000001')).factsCheckedAt).toEqual(new Date('2026-11-28T04:00:00Z'));
    // The bundled places are not OpenStreetMap's: their check stays their own.
    const bundled = await t.db.select().from(places).where(eq(places.source, 'bundled'));
    expect(bundled.some((row) => row.factsCheckedSource === 'OpenStreetMap')).toBe(false);
  });

  it('credits OpenStreetMap on the page of a place that came from it, and not on the others', async () => {
    await t.db.update(places).set({ status: 'published' }).where(eq(places.sourceId, 'osm:node/900000003'));
    const cafe = expectOkJson<PlaceDetail>(await get(t.app, '/api/places/square-cafe'));
    expect(cafe.fromOpenStreetMap).toBe(true);
    const bundled = expectOkJson<PlaceDetail>(await get(t.app, '/api/places/coral-bay-beach'));
    expect(bundled.fromOpenStreetMap).toBe(false);
    await t.db.update(places).set({ status: 'pending' }).where(eq(places.sourceId, 'osm:node/900000003'));
  });

  it('keeps every field the operator locked, and a status locked as archived, while updating the rest', async () => {
    const locked: LockablePlaceField[] = [
      'category',
      'openingHours',
      'position',
      'phoneNumber',
      'website',
      'status',
    ];
    const operatorValues = {
      category: 'bar' as const,
      openingHours: 'Mo-Su 10:00-20:00',
      latitude: 34.755,
      longitude: 32.407,
      approximatePosition: false,
      phoneNumber: '+357 26 999999',
      website: 'https://operator.example',
      status: 'archived' as const,
    };
    await t.db
      .update(places)
      .set({ ...operatorValues, lockedFields: locked })
      .where(eq(places.sourceId, 'osm:node/900000001'));
    // An archived place without a lock, which OpenStreetMap lists again: back to the queue.
    await t.db.update(places).set({ status: 'archived' }).where(eq(places.sourceId, 'osm:way/800000002'));
    // A published place whose status is locked, which OpenStreetMap no longer lists: stays published.
    await t.db
      .update(places)
      .set({ status: 'published', lockedFields: ['status'] })
      .where(eq(places.sourceId, 'osm:relation/700000004'));

    const moved = {
      ...HARBOUR_TAVERNA,
      lat: 34.7601,
      lon: 32.4101,
      tags: {
        ...HARBOUR_TAVERNA.tags,
        'name:en': 'Harbour Fish Taverna & Grill',
        amenity: 'bar',
        phone: '+357 26 111111',
        website: 'https://new-owner.example',
        opening_hours: 'Mo-Su 09:00-17:00',
        wheelchair: 'yes',
      },
    };
    overpass.answerWith(overpassAnswers([moved, SUNSET_BAY, SQUARE_CAFE]));
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsAdded: 0, itemsUpdated: 2, itemsArchived: 0 });

    expect(await rowOf('osm:node/900000001')).toMatchObject({
      ...operatorValues,
      // Not lockable: the source's.
      name: 'Harbour Fish Taverna & Grill',
      wheelchair: 'yes',
      lockedFields: locked,
    });
    expect((await rowOf('osm:way/800000002')).status).toBe('pending');
    expect((await rowOf('osm:relation/700000004')).status).toBe('published');
  });

  it('archives a place OpenStreetMap no longer lists when its status is not locked', async () => {
    overpass.answerWith(overpassAnswers([HARBOUR_TAVERNA, SUNSET_BAY, HILLTOP_CASTLE]));
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsArchived: 1 });
    expect((await rowOf('osm:node/900000003')).status).toBe('archived');
  });

  it('adds no second copy of a place the guide has: a bundled namesake close by, or the same place mapped twice', async () => {
    const bundledCastle = await t.db.select().from(places).where(eq(places.slug, 'paphos-castle'));
    expect(bundledCastle[0]).toMatchObject({ source: 'bundled', category: 'landmark' });
    const castle = {
      type: 'way',
      id: 800000020,
      center: { lat: 34.7537, lon: 32.4071 },
      tags: { historic: 'castle', name: 'Paphos castle' },
    };
    const bayAgain = {
      type: 'node',
      id: 900000021,
      lat: 34.8625,
      lon: 32.3605,
      tags: { natural: 'beach', name: 'Sunset Bay' },
    };
    // The same name and kind far away is another place.
    const otherBay = {
      type: 'node',
      id: 900000022,
      lat: 35.03,
      lon: 32.43,
      tags: { natural: 'beach', name: 'Sunset Bay' },
    };
    overpass.answerWith(
      overpassAnswers([HARBOUR_TAVERNA, SUNSET_BAY, HILLTOP_CASTLE, castle, bayAgain, otherBay]),
    );
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsAdded: 1 });
    expect((await rowOf('osm:node/900000022')).name).toBe('Sunset Bay');
    const added = await t.db
      .select()
      .from(places)
      .where(inArray(places.sourceId, ['osm:way/800000020', 'osm:node/900000021']));
    expect(added).toEqual([]);
  });

  it('logs a failed run and changes nothing when Overpass stopped the query', async () => {
    const remark = 'runtime error: Query ran out of memory using about 128 MB of RAM.';
    overpass.answerWith((_request, response) =>
      json(response, 200, overpassAnswer(SAMPLE_ELEMENTS.slice(0, 1), { remark })),
    );
    const before = await t.db.select().from(places).where(eq(places.source, 'openstreetmap'));
    const log = await runSync();
    expect(log).toMatchObject({
      status: 'failed',
      itemsAdded: 0,
      itemsUpdated: 0,
      itemsArchived: 0,
      errorMessage: `OpenStreetMap: stopped the query (${remark})`,
      source: 'OpenStreetMap',
    });
    expect(await t.db.select().from(places).where(eq(places.source, 'openstreetmap'))).toEqual(before);
  });
});

describe('POST /api/admin/sync with PLACES_SOURCE=auto and no internet', () => {
  let offline: TestApp;

  beforeAll(async () => {
    // What providersFromConfig builds for 'auto' without a Google key, pointed at an address where nothing listens.
    const closed = await startFakeOverpass();
    const url = `${closed.origin}${OVERPASS_PATH}`;
    await closed.close();
    offline = await createTestApp({
      providers: {
        placesSource: {
          ...overpassPlacesSource({ url, userAgent: 'test', backoffMs: 1, retries: 1 }),
          fallback: offlinePlacesSource('OpenStreetMap could not be reached'),
        },
      },
    });
  });

  afterAll(async () => {
    await offline?.close();
  });

  it('lets the bundled places stand in, and the log says why', async () => {
    const log = expectOkJson<SyncLog>(await post(offline.app, '/api/admin/sync', undefined, asAdmin()));
    expect(log).toMatchObject({
      status: 'success',
      errorMessage: null,
      source: 'the bundled places (OpenStreetMap could not be reached)',
    });
  });
});
