import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import type { SyncLog } from '../../src/common/schemas/sync';
import { places } from '../../src/server/db/schema';
import { json, type FakeServer } from '../fakes/fake-server';
import {
  FAKE_GOOGLE_PLACES_KEY,
  FAKE_PHOTO_BYTES,
  GOOGLE_ERRORS,
  googlePlacesAnswers,
  HARBOUR_TAVERNA,
  SAMPLE_PLACE_IDS,
  searchQueryOf,
  startFakeGooglePlaces,
  SUNSET_COVE,
} from '../fakes/google-places';
import { asAdmin, expectError, expectOkJson, get, post } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let google: FakeServer;
let t: TestApp;

beforeAll(async () => {
  google = await startFakeGooglePlaces();
  t = await createTestApp({
    config: { GOOGLE_PLACES_API_KEY: FAKE_GOOGLE_PLACES_KEY, GOOGLE_PLACES_BASE_URL: google.origin },
  });
});

afterAll(async () => {
  await t?.close();
  await google?.close();
});

const runSync = async () => expectOkJson<SyncLog>(await post(t.app, '/api/admin/sync', undefined, asAdmin()));
const rowsOf = (sourceIds: string[]) => t.db.select().from(places).where(inArray(places.sourceId, sourceIds));
const photoRequests = () => google.requests.filter((request) => request.method === 'GET');
/** Answers every search as the sample does, except a beach search, which gets `beaches`. */
const withBeaches = (beaches: (response: Parameters<typeof json>[0]) => void) => {
  google.answerWith((request, response) =>
    searchQueryOf(request)?.includes('beaches')
      ? beaches(response)
      : googlePlacesAnswers()(request, response),
  );
};

const NEW_BEACH = {
  ...SUNSET_COVE,
  id: 'ChIJfakeHiddenBay09',
  displayName: { text: 'Hidden Bay', languageCode: 'en' },
  photos: [],
};

describe('POST /api/admin/sync with Google Places', () => {
  it('adds the places Google lists as pending, with photos at our own route and their credits', async () => {
    google.answerWith(googlePlacesAnswers());
    const log = await runSync();
    expect(log).toMatchObject({ syncType: 'places', status: 'success', itemsAdded: SAMPLE_PLACE_IDS.length });
    // Live places: the row names the live source.
    expect(log).toMatchObject({ trigger: 'manual', source: 'Google Places' });
    const rows = await rowsOf(SAMPLE_PLACE_IDS);
    expect(rows.map((row) => row.status)).toEqual(SAMPLE_PLACE_IDS.map(() => 'pending'));
    const taverna = rows.find((row) => row.sourceId === HARBOUR_TAVERNA.id)!;
    expect(taverna).toMatchObject({
      name: 'Harbour Fish Taverna',
      slug: 'harbour-fish-taverna',
      category: 'restaurant',
      priceLevel: 2,
      phoneNumber: '+357 26 000001',
      description: null,
      amenities: [],
      // The sync that saw it confirmed its facts on Google Places.
      factsCheckedSource: 'Google Places',
    });
    expect(taverna.factsCheckedAt).toBeInstanceOf(Date);
    expect(taverna.photos).toEqual([
      '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_01',
      '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_02',
    ]);
    expect(taverna.photoCredits[0]).toEqual({
      photo: taverna.photos[0],
      provider: 'Google Maps',
      authors: [{ name: 'Eleni K.', url: 'https://maps.google.com/maps/contrib/100000000000000000001' }],
    });
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(FAKE_GOOGLE_PLACES_KEY);
      for (const photo of row.photos) expect(photo).toMatch(/^\/api\/places\/photos\/places%2F/);
    }
  });

  it('changes nothing when Google lists the same places again', async () => {
    google.answerWith(googlePlacesAnswers());
    expect(await runSync()).toMatchObject({ status: 'success', itemsAdded: 0, itemsUpdated: 0 });
  });

  it('never archives the bundled places Google does not list: a source archives only its own', async () => {
    google.answerWith(googlePlacesAnswers());
    const log = await runSync();
    expect(log).toMatchObject({ status: 'success', itemsArchived: 0 });
    expect(expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach')).name).toBe('Coral Bay Beach');
  });

  it('archives a Google place once Google stops listing it', async () => {
    google.answerWith((request, response) =>
      searchQueryOf(request)?.includes('beaches')
        ? json(response, 200, { places: [] })
        : googlePlacesAnswers()(request, response),
    );
    const log = await runSync();
    expect(log.itemsArchived).toBe(1);
    const [cove] = await rowsOf([SUNSET_COVE.id]);
    expect(cove!.status).toBe('archived');
    google.answerWith(googlePlacesAnswers());
    expect(await runSync()).toMatchObject({ itemsUpdated: 1 });
    expect((await rowsOf([SUNSET_COVE.id]))[0]!.status).toBe('pending');
  });

  it('shows a published Google place with the credit of its photo', async () => {
    const published = await post(
      t.app,
      '/api/admin/publish-next',
      { quantity: 1, keyword: 'Harbour Fish' },
      asAdmin(),
    );
    expect(published.statusCode, published.body).toBe(200);
    const place = expectOkJson<Place>(await get(t.app, '/api/places/harbour-fish-taverna'));
    expect(place.photos[0]).toMatch(/^\/api\/places\/photos\//);
    expect(place.photoCredits[0]).toEqual({
      photo: place.photos[0],
      provider: 'Google Maps',
      authors: [{ name: 'Eleni K.', url: 'https://maps.google.com/maps/contrib/100000000000000000001' }],
    });
  });

  it('makes the run partial when a category answers 500, naming Google Places, and keeps the rest', async () => {
    withBeaches((response) => json(response, 500, GOOGLE_ERRORS.internal));
    const log = await runSync();
    expect(log.status).toBe('partial');
    expect(log.errorMessage).toBe('Beaches: Google Places: answered 500 (Internal error encountered.)');
    expect(log.itemsArchived).toBe(0);
    expect(await rowsOf(SAMPLE_PLACE_IDS)).toHaveLength(SAMPLE_PLACE_IDS.length);
  });

  it('writes nothing of a category whose answer is malformed', async () => {
    const malformed = { ...SUNSET_COVE, id: 'ChIJfakeBrokenBeach10', rating: 'five stars' };
    withBeaches((response) => json(response, 200, { places: [NEW_BEACH, malformed] }));
    const log = await runSync();
    expect(log.status).toBe('partial');
    expect(log.errorMessage).toMatch(
      /^Beaches: Google Places: answered in an unexpected format \(places\.1\.rating: /,
    );
    expect(await rowsOf([NEW_BEACH.id, malformed.id])).toEqual([]);
  });
});

describe('GET /api/places/photos/:photo', () => {
  const photoUrl = async () => {
    const [taverna] = await rowsOf([HARBOUR_TAVERNA.id]);
    return taverna!.photos[0]!;
  };

  it("serves Google's image once and from memory after, with a long cache life and without the key", async () => {
    google.answerWith(googlePlacesAnswers());
    google.requests.length = 0;
    const url = await photoUrl();
    const response = await get(t.app, url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(response.rawPayload.equals(FAKE_PHOTO_BYTES)).toBe(true);
    expect(JSON.stringify(response.headers)).not.toContain(FAKE_GOOGLE_PLACES_KEY);
    expect(response.rawPayload.toString('latin1')).not.toContain(FAKE_GOOGLE_PLACES_KEY);

    const [media] = photoRequests();
    expect(media!.url.pathname).toBe(
      '/v1/places/ChIJfakeHarbourTaverna01/photos/AcJnMfakeHarbourPhoto_01/media',
    );
    expect(media!.headers['x-goog-api-key']).toBe(FAKE_GOOGLE_PLACES_KEY);
    const fetched = photoRequests().length;

    const again = await get(t.app, url);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(FAKE_PHOTO_BYTES)).toBe(true);
    expect(photoRequests()).toHaveLength(fetched);
  });

  it('refuses a reference that is not a photo name with 400, asking Google nothing', async () => {
    google.requests.length = 0;
    for (const bad of [
      '/api/places/photos/..%2F..%2Fetc%2Fpasswd',
      '/api/places/photos/https%3A%2F%2Fevil.example%2Fplaces%2Fa%2Fphotos%2Fb',
      '/api/places/photos/places%2Fa%2Fphotos%2Fb%3Fkey%3Dx',
      '/api/places/photos/places/a/photos/b/../../c',
      '/api/places/photos/places%2Fa%2Fphotos%2Fb%2Fmedia',
      `/api/places/photos/places%2Fa%2Fphotos%2F${'x'.repeat(1000)}`,
    ]) {
      expectError(await get(t.app, bad), 400);
    }
    expect(google.requests).toHaveLength(0);
  });

  it('answers 404 for a photo name none of our places lists, asking Google nothing', async () => {
    google.requests.length = 0;
    expectError(
      await get(t.app, '/api/places/photos/places%2FChIJsomeoneElse%2Fphotos%2FAnyPhoto_1'),
      404,
      'Photo not found',
    );
    expect(google.requests).toHaveLength(0);
  });

  it('answers 502 naming Google Places when Google cannot give the photo, and tries again next time', async () => {
    const [taverna] = await rowsOf([HARBOUR_TAVERNA.id]);
    const second = taverna!.photos[1]!;
    google.answerWith((_request, response) => json(response, 500, GOOGLE_ERRORS.internal));
    expectError(await get(t.app, second), 502, 'Google Places: answered 500 (Internal error encountered.)');
    google.answerWith(googlePlacesAnswers());
    const retried = await get(t.app, second);
    expect(retried.statusCode).toBe(200);
    expect(retried.rawPayload.equals(FAKE_PHOTO_BYTES)).toBe(true);
  });
});
