import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallBudget, ProviderError } from '../../src/server/providers/http-json';
import {
  CATEGORY_QUERIES,
  googlePlacesSource,
  MAX_PAGES,
  PHOTO_MAX_WIDTH_PX,
  TEXT_SEARCH_FIELD_MASK,
} from '../../src/server/providers/places-source/http';
import { hang, json, type FakeServer } from '../fakes/fake-server';
import {
  FAKE_GOOGLE_PLACES_KEY,
  FAKE_PHOTO_BYTES,
  GOOGLE_ERRORS,
  googleError,
  googlePlacesAnswers,
  HARBOUR_TAVERNA,
  searchQueryOf,
  startFakeGooglePlaces,
  VILLAGE_MEZE,
} from '../fakes/google-places';

let google: FakeServer;

beforeAll(async () => {
  google = await startFakeGooglePlaces();
});

afterAll(async () => {
  await google.close();
});

const source = (apiKey = FAKE_GOOGLE_PLACES_KEY, timeoutMs = 500) =>
  googlePlacesSource({ apiKey, baseUrl: google.origin, backoffMs: 1, timeoutMs });
const budget = () => new CallBudget(50);
const fresh = (handler = googlePlacesAnswers()) => {
  google.answerWith(handler);
  google.requests.length = 0;
};
const failure = (promise: Promise<unknown>): Promise<ProviderError> =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (caught: unknown) => caught as ProviderError,
  );
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

describe('the Google Places client: searching a category', () => {
  it('asks Text Search with the key header, a field mask of only what it maps, and Paphos district', async () => {
    fresh();
    await source().fetchCategory('beach', budget());
    expect(google.requests).toHaveLength(1);
    const request = google.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/places:searchText');
    expect(request.url.search).toBe('');
    expect(header(request.headers['x-goog-api-key'])).toBe(FAKE_GOOGLE_PLACES_KEY);
    expect(header(request.headers['content-type'])).toBe('application/json');
    expect(header(request.headers['x-goog-fieldmask'])!.split(',').sort()).toEqual(
      [
        'nextPageToken',
        'places.businessStatus',
        'places.displayName',
        'places.formattedAddress',
        'places.id',
        'places.internationalPhoneNumber',
        'places.location',
        'places.nationalPhoneNumber',
        'places.photos',
        'places.priceLevel',
        'places.primaryType',
        'places.rating',
        'places.types',
        'places.userRatingCount',
        'places.websiteUri',
      ].sort(),
    );
    expect(TEXT_SEARCH_FIELD_MASK).not.toContain('*');
    expect(JSON.parse(request.body)).toEqual({
      textQuery: CATEGORY_QUERIES.beach,
      languageCode: 'en',
      regionCode: 'CY',
      locationRestriction: {
        rectangle: { low: { latitude: 34.62, longitude: 32.25 }, high: { latitude: 35.2, longitude: 32.75 } },
      },
      pageSize: 20,
    });
  });

  it('maps a Google place to ours: Google id, name, position, contact, rating, price level and photos', async () => {
    fresh();
    const found = await source().fetchCategory('restaurant', budget());
    expect(found.find((place) => place.sourceId === HARBOUR_TAVERNA.id)).toEqual({
      sourceId: 'ChIJfakeHarbourTaverna01',
      name: 'Harbour Fish Taverna',
      category: 'restaurant',
      latitude: 34.7551,
      longitude: 32.4078,
      approximatePosition: false,
      address: 'Apostolou Pavlou Ave 12, Paphos 8046, Cyprus',
      phoneNumber: '+357 26 000001',
      website: 'https://harbour-taverna.example/',
      rating: 4.6,
      reviewCount: 1234,
      priceLevel: 2,
      openingHours: null,
      photos: [
        '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_01',
        '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_02',
      ],
      photoCredits: [
        {
          photo: '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_01',
          provider: 'Google Maps',
          authors: [{ name: 'Eleni K.', url: 'https://maps.google.com/maps/contrib/100000000000000000001' }],
        },
        {
          photo: '/api/places/photos/places%2FChIJfakeHarbourTaverna01%2Fphotos%2FAcJnMfakeHarbourPhoto_02',
          provider: 'Google Maps',
          authors: [{ name: 'Marcus B.', url: null }],
        },
      ],
      highlights: [],
      amenities: [],
      description: null,
      // Google gives no other-language names or accessibility here: the sync keeps what another source gave.
      nameTranslations: {},
      wheelchair: null,
      toiletsWheelchair: null,
    });
    expect(found.find((place) => place.sourceId === VILLAGE_MEZE.id)).toMatchObject({
      phoneNumber: '99 000003',
      website: null,
      priceLevel: 1,
      photos: [],
      photoCredits: [],
    });
  });

  it('follows nextPageToken with the same request, and leaves out what is outside the district, closed or not ours', async () => {
    fresh();
    const found = await source().fetchCategory('restaurant', budget());
    expect(found.map((place) => place.sourceId)).toEqual([HARBOUR_TAVERNA.id, VILLAGE_MEZE.id]);
    expect(google.requests).toHaveLength(2);
    const [first, second] = google.requests.map(
      (request) => JSON.parse(request.body) as Record<string, unknown>,
    );
    expect(first!.pageToken).toBeUndefined();
    expect(second).toEqual({ ...first, pageToken: `1:${CATEGORY_QUERIES.restaurant}` });
  });

  it('keeps only places of the category asked for', async () => {
    fresh();
    const bars = await source().fetchCategory('bar', budget());
    expect(bars.map((place) => [place.name, place.category])).toEqual([['Marina Wine Bar', 'bar']]);
  });

  it(`stops after ${MAX_PAGES} pages even when Google offers more`, async () => {
    fresh(googlePlacesAnswers(() => Array.from({ length: 10 }, () => [HARBOUR_TAVERNA])));
    await source().fetchCategory('restaurant', budget());
    expect(google.requests).toHaveLength(MAX_PAGES);
  });

  it('answers no places when Google finds none ({})', async () => {
    fresh();
    await expect(source().fetchCategory('spa', budget())).resolves.toEqual([]);
  });

  it('retries a 429 and then answers', async () => {
    let calls = 0;
    fresh((request, response) => {
      calls += 1;
      if (calls === 1) return json(response, 429, GOOGLE_ERRORS.exhausted);
      return googlePlacesAnswers()(request, response);
    });
    await expect(source().fetchCategory('beach', budget())).resolves.toHaveLength(1);
    expect(calls).toBe(2);
  });

  it('retries a 500 twice, then fails naming Google Places, the status and what Google said', async () => {
    fresh((_request, response) => json(response, 500, GOOGLE_ERRORS.internal));
    const error = await failure(source().fetchCategory('beach', budget()));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error.message).toBe('Google Places: answered 500 (Internal error encountered.)');
    expect(error.status).toBe(500);
    expect(google.requests).toHaveLength(3);
  });

  it('does not retry a wrong key (400), and never shows the key', async () => {
    fresh();
    const error = await failure(source('AIzaWrongKey-0000-1111').fetchCategory('beach', budget()));
    expect(error.message).toBe(
      'Google Places: answered 400 (API key not valid. Please pass a valid API key.)',
    );
    expect(error.message).not.toContain('AIzaWrongKey');
    expect(google.requests).toHaveLength(1);
  });

  it('hides the key even when Google repeats it in its error', async () => {
    fresh((_request, response) =>
      json(response, 403, googleError(403, 'PERMISSION_DENIED', `Key ${FAKE_GOOGLE_PLACES_KEY} is blocked.`)),
    );
    const error = await failure(source().fetchCategory('beach', budget()));
    expect(error.message).toBe('Google Places: answered 403 (Key *** is blocked.)');
  });

  it('gives up on a Google that does not answer, naming the timeout', async () => {
    fresh(hang);
    const error = await failure(source(FAKE_GOOGLE_PLACES_KEY, 100).fetchCategory('beach', budget()));
    expect(error.message).toBe('Google Places: no answer within 100 ms');
    expect(google.requests).toHaveLength(3);
  });

  it('refuses a malformed answer instead of guessing', async () => {
    const malformed = [[{ ...HARBOUR_TAVERNA, location: { latitude: 'north', longitude: 32.4 } }]];
    fresh(googlePlacesAnswers(() => malformed));
    await expect(source().fetchCategory('restaurant', budget())).rejects.toThrow(
      /^Google Places: answered in an unexpected format \(places\.0\.location\.latitude: /,
    );
    fresh((_request, response) => json(response, 200, { places: 'none' }));
    await expect(source().fetchCategory('restaurant', budget())).rejects.toThrow(
      /^Google Places: answered in an unexpected format \(places: /,
    );
  });

  it('stops when the run has spent its call budget', async () => {
    fresh();
    const spent = new CallBudget(1);
    await expect(source().fetchCategory('restaurant', spent)).rejects.toThrow(
      'Google Places: stopped after 1 calls, the most one run may make',
    );
    expect(google.requests).toHaveLength(1);
  });
});

describe('the Google Places client: fetching a photo', () => {
  const name = 'places/ChIJfakeHarbourTaverna01/photos/AcJnMfakeHarbourPhoto_01';

  it('asks for the photo media with the key header, a width and no redirect, then fetches the image without the key', async () => {
    fresh();
    const photo = await source().fetchPhoto!(name);
    expect(photo).toEqual({ bytes: FAKE_PHOTO_BYTES, contentType: 'image/jpeg' });
    expect(google.requests).toHaveLength(2);
    const [media, image] = google.requests;
    expect(media!.method).toBe('GET');
    expect(media!.url.pathname).toBe(`/v1/${name}/media`);
    expect(Object.fromEntries(media!.url.searchParams)).toEqual({
      maxWidthPx: String(PHOTO_MAX_WIDTH_PX),
      skipHttpRedirect: 'true',
    });
    expect(header(media!.headers['x-goog-api-key'])).toBe(FAKE_GOOGLE_PLACES_KEY);
    expect(image!.url.pathname).toBe(`/fake-photo-media/${encodeURIComponent(name)}`);
    expect(image!.headers['x-goog-api-key']).toBeUndefined();
    expect(image!.url.search).toBe('');
  });

  it('fails naming Google Places for a photo Google does not know', async () => {
    fresh();
    await expect(source().fetchPhoto!('places/ChIJfakeHarbourTaverna01/photos/Unknown_1')).rejects.toThrow(
      'Google Places: answered 404 (Requested entity was not found.)',
    );
  });

  it('refuses an image URL that is not http(s), and an answer that is not an image', async () => {
    fresh((_request, response) => json(response, 200, { name, photoUri: 'file:///etc/passwd' }));
    await expect(source().fetchPhoto!(name)).rejects.toThrow(
      /^Google Places: answered in an unexpected format \(photoUri: /,
    );
    fresh((request, response) => {
      if (request.url.pathname.startsWith('/v1/')) {
        return json(response, 200, { name, photoUri: `${google.origin}/not-an-image` });
      }
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    });
    await expect(source().fetchPhoto!(name)).rejects.toThrow(
      "Google Places: sent a photo of type 'image/svg+xml'",
    );
  });

  it('asks nothing for a name that is not a Google photo name', async () => {
    fresh();
    for (const bad of ['../../v1/places:searchText', 'places/a/photos/b/../../x', 'https://evil.example/x']) {
      await expect(source().fetchPhoto!(bad)).rejects.toThrow(ProviderError);
    }
    expect(google.requests).toHaveLength(0);
  });

  it('retries a 503 of the photo media', async () => {
    let calls = 0;
    fresh((request, response) => {
      calls += 1;
      if (calls === 1)
        return json(response, 503, googleError(503, 'UNAVAILABLE', 'The service is unavailable.'));
      return googlePlacesAnswers()(request, response);
    });
    await expect(source().fetchPhoto!(name)).resolves.toMatchObject({ contentType: 'image/jpeg' });
  });
});

describe('the Google Places fake', () => {
  it('refuses a search without a field mask, as Google does', async () => {
    fresh();
    const response = await fetch(`${google.origin}/v1/places:searchText`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': FAKE_GOOGLE_PLACES_KEY },
      body: JSON.stringify({ textQuery: 'beaches' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(GOOGLE_ERRORS.noFieldMask);
    expect(searchQueryOf(google.requests[0]!)).toBe('beaches');
  });
});
