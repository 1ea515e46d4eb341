/**
 * A fake of Google Places API (New), answering in its documented format:
 * - POST /v1/places:searchText with X-Goog-Api-Key and X-Goog-FieldMask headers and a JSON body (textQuery,
 *   locationRestriction, pageSize, pageToken) -> { places: [Place], nextPageToken }, or {} when nothing matches
 *   (https://developers.google.com/maps/documentation/places/web-service/text-search); a page token must come
 *   with the same textQuery as the request that issued it.
 * - GET /v1/places/{place}/photos/{photo}/media?maxWidthPx=&skipHttpRedirect=true -> { name, photoUri }, or a
 *   302 to photoUri without skipHttpRedirect; photoUri serves the image and needs no key
 *   (https://developers.google.com/maps/documentation/places/web-service/place-photos).
 * - Errors as { error: { code, message, status } } (https://cloud.google.com/apis/design/errors): 400
 *   INVALID_ARGUMENT for a wrong key or a missing field mask, 404 NOT_FOUND for an unknown photo.
 * The places are made up; their ids only look like Google's.
 */
import type { ServerResponse } from 'node:http';
import {
  json,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-server';

export const FAKE_GOOGLE_PLACES_KEY = 'AIzaFakePlacesKey-3b91c2e7d4';

/** The bytes of the fake's every photo: a JPEG's start and end markers around some text. */
export const FAKE_PHOTO_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('fake place photo'),
  Buffer.from([0xff, 0xd9]),
]);

const PHOTO_MEDIA_PATH = '/fake-photo-media/';

export function googleError(code: number, status: string, message: string) {
  return { error: { code, message, status } };
}

export const GOOGLE_ERRORS = {
  badKey: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
  noFieldMask: googleError(
    400,
    'INVALID_ARGUMENT',
    'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
  ),
  exhausted: googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'),
  internal: googleError(500, 'INTERNAL', 'Internal error encountered.'),
  notFound: googleError(404, 'NOT_FOUND', 'Requested entity was not found.'),
};

const photo = (placeId: string, ref: string, authors: Array<{ displayName: string; uri?: string }>) => ({
  name: `places/${placeId}/photos/${ref}`,
  widthPx: 4032,
  heightPx: 3024,
  authorAttributions: authors.map((author) => ({
    ...author,
    photoUri: '//lh3.googleusercontent.com/a/fake-profile=s100-p-k-no-mo',
  })),
});

/** A seafood restaurant in Kato Paphos, with every field the client asks for. */
export const HARBOUR_TAVERNA = {
  id: 'ChIJfakeHarbourTaverna01',
  displayName: { text: 'Harbour Fish Taverna', languageCode: 'en' },
  formattedAddress: 'Apostolou Pavlou Ave 12, Paphos 8046, Cyprus',
  location: { latitude: 34.7551, longitude: 32.4078 },
  types: ['seafood_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
  primaryType: 'seafood_restaurant',
  businessStatus: 'OPERATIONAL',
  rating: 4.6,
  userRatingCount: 1234,
  nationalPhoneNumber: '26 000001',
  internationalPhoneNumber: '+357 26 000001',
  websiteUri: 'https://harbour-taverna.example/',
  priceLevel: 'PRICE_LEVEL_MODERATE',
  photos: [
    photo('ChIJfakeHarbourTaverna01', 'AcJnMfakeHarbourPhoto_01', [
      { displayName: 'Eleni K.', uri: '//maps.google.com/maps/contrib/100000000000000000001' },
    ]),
    photo('ChIJfakeHarbourTaverna01', 'AcJnMfakeHarbourPhoto_02', [{ displayName: 'Marcus B.' }]),
  ],
};

const LIMASSOL_GRILL = {
  id: 'ChIJfakeLimassolGrill02',
  displayName: { text: 'Limassol Seafront Grill', languageCode: 'en' },
  formattedAddress: '28 Oktovriou, Limassol 3035, Cyprus',
  location: { latitude: 34.6786, longitude: 33.0413 },
  types: ['restaurant', 'food', 'point_of_interest', 'establishment'],
  primaryType: 'restaurant',
  businessStatus: 'OPERATIONAL',
  rating: 4.2,
  userRatingCount: 310,
};

/** A village taverna with only the fields Google had: no photos, no website, a national number. */
export const VILLAGE_MEZE = {
  id: 'ChIJfakeVillageMeze03',
  displayName: { text: 'Village Meze House', languageCode: 'en' },
  formattedAddress: 'Peyia 8560, Cyprus',
  location: { latitude: 34.8836, longitude: 32.3832 },
  types: ['greek_restaurant', 'restaurant', 'food', 'point_of_interest', 'establishment'],
  primaryType: 'greek_restaurant',
  businessStatus: 'OPERATIONAL',
  rating: 4.8,
  userRatingCount: 96,
  nationalPhoneNumber: '99 000003',
  priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
};

const CLOSED_BISTRO = {
  ...VILLAGE_MEZE,
  id: 'ChIJfakeClosedBistro04',
  displayName: { text: 'Old Town Bistro', languageCode: 'en' },
  businessStatus: 'CLOSED_PERMANENTLY',
};

const GARAGE = {
  id: 'ChIJfakeGarage05',
  displayName: { text: 'Paphos Car Repairs', languageCode: 'en' },
  location: { latitude: 34.7766, longitude: 32.4245 },
  types: ['car_repair', 'point_of_interest', 'establishment'],
  primaryType: 'car_repair',
  businessStatus: 'OPERATIONAL',
};

export const SUNSET_COVE = {
  id: 'ChIJfakeSunsetCove06',
  displayName: { text: 'Sunset Cove Beach', languageCode: 'en' },
  formattedAddress: 'Coral Bay Ave, Peyia 8575, Cyprus',
  location: { latitude: 34.8512, longitude: 32.3661 },
  types: ['beach', 'tourist_attraction', 'point_of_interest', 'establishment'],
  primaryType: 'beach',
  businessStatus: 'OPERATIONAL',
  rating: 4.7,
  userRatingCount: 2210,
  priceLevel: 'PRICE_LEVEL_FREE',
  photos: [photo('ChIJfakeSunsetCove06', 'AcJnMfakeCovePhoto_01', [{ displayName: 'Andreas P.' }])],
};

const SEAFRONT_HOTEL = {
  id: 'ChIJfakeSeafrontHotel07',
  displayName: { text: 'Seafront Palms Hotel', languageCode: 'en' },
  formattedAddress: 'Poseidonos Ave 40, Paphos 8042, Cyprus',
  location: { latitude: 34.7592, longitude: 32.4167 },
  types: ['resort_hotel', 'hotel', 'lodging', 'point_of_interest', 'establishment'],
  primaryType: 'resort_hotel',
  businessStatus: 'OPERATIONAL',
  rating: 4.4,
  userRatingCount: 3105,
  internationalPhoneNumber: '+357 26 000007',
  websiteUri: 'https://seafront-palms.example/',
  priceLevel: 'PRICE_LEVEL_EXPENSIVE',
  photos: [photo('ChIJfakeSeafrontHotel07', 'AcJnMfakeHotelPhoto_01', [])],
};

const MARINA_WINE_BAR = {
  id: 'ChIJfakeMarinaWineBar08',
  displayName: { text: 'Marina Wine Bar', languageCode: 'en' },
  formattedAddress: 'Paphos Harbour, Paphos 8046, Cyprus',
  location: { latitude: 34.7541, longitude: 32.4058 },
  types: ['wine_bar', 'bar', 'point_of_interest', 'establishment'],
  primaryType: 'wine_bar',
  businessStatus: 'OPERATIONAL',
  rating: 4.5,
  userRatingCount: 402,
};

/** What each search finds, by a word of its text query, in pages. */
export const SAMPLE_PAGES: Record<string, unknown[][]> = {
  restaurants: [
    [HARBOUR_TAVERNA, LIMASSOL_GRILL],
    [VILLAGE_MEZE, CLOSED_BISTRO, GARAGE],
  ],
  // A bar search also turns up a restaurant, which belongs to the restaurants.
  bars: [[MARINA_WINE_BAR, HARBOUR_TAVERNA]],
  beaches: [[SUNSET_COVE]],
  hotels: [[SEAFRONT_HOTEL]],
};

/** The places a full sync against the sample pages adds. */
export const SAMPLE_PLACE_IDS = [
  HARBOUR_TAVERNA.id,
  VILLAGE_MEZE.id,
  MARINA_WINE_BAR.id,
  SUNSET_COVE.id,
  SEAFRONT_HOTEL.id,
];

const PHOTO_NAMES = new Set(
  Object.values(SAMPLE_PAGES)
    .flat(2)
    .flatMap((place) => ((place as { photos?: Array<{ name: string }> }).photos ?? []).map((p) => p.name)),
);

export function samplePagesFor(textQuery: string): unknown[][] {
  const word = Object.keys(SAMPLE_PAGES).find((key) => textQuery.toLowerCase().includes(key));
  return word ? SAMPLE_PAGES[word]! : [];
}

/** The textQuery of a searchText request, or undefined for any other request. */
export function searchQueryOf(request: RecordedRequest): string | undefined {
  if (request.method !== 'POST' || request.url.pathname !== '/v1/places:searchText') return undefined;
  try {
    return (JSON.parse(request.body) as { textQuery?: string }).textQuery;
  } catch {
    return undefined;
  }
}

function keyOf(request: RecordedRequest): string | undefined {
  const header = request.headers['x-goog-api-key'];
  return (Array.isArray(header) ? header[0] : header) ?? request.url.searchParams.get('key') ?? undefined;
}

function searchText(request: RecordedRequest, response: ServerResponse, pagesFor: typeof samplePagesFor) {
  if (!request.headers['x-goog-fieldmask']) return json(response, 400, GOOGLE_ERRORS.noFieldMask);
  let body: { textQuery?: string; pageToken?: string };
  try {
    body = JSON.parse(request.body) as typeof body;
  } catch {
    return json(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'));
  }
  if (!body.textQuery) {
    return json(response, 400, googleError(400, 'INVALID_ARGUMENT', 'Empty text_query.'));
  }
  // Our page tokens are '<page index>:<the query that issued it>'.
  let index = 0;
  if (body.pageToken) {
    const [page, query] = body.pageToken.split(/:(.*)/s);
    if (query !== body.textQuery) {
      return json(
        response,
        400,
        googleError(400, 'INVALID_ARGUMENT', 'The page token does not match the rest of the request.'),
      );
    }
    index = Number(page);
  }
  const pages = pagesFor(body.textQuery);
  const places = pages[index];
  if (!places || places.length === 0) return json(response, 200, {});
  const next = index + 1 < pages.length ? { nextPageToken: `${index + 1}:${body.textQuery}` } : {};
  return json(response, 200, { places, ...next });
}

function photoMedia(request: RecordedRequest, response: ServerResponse, name: string) {
  const width = Number(
    request.url.searchParams.get('maxWidthPx') ?? request.url.searchParams.get('maxHeightPx'),
  );
  if (!Number.isInteger(width) || width < 1 || width > 4800) {
    return json(
      response,
      400,
      googleError(
        400,
        'INVALID_ARGUMENT',
        'Either max_width_px or max_height_px must be between 1 and 4800.',
      ),
    );
  }
  if (!PHOTO_NAMES.has(name)) return json(response, 404, GOOGLE_ERRORS.notFound);
  const photoUri = `http://${request.headers.host}${PHOTO_MEDIA_PATH}${encodeURIComponent(name)}`;
  if (request.url.searchParams.get('skipHttpRedirect') === 'true') {
    return json(response, 200, { name: `${name}/media`, photoUri });
  }
  response.writeHead(302, { location: photoUri });
  response.end();
}

/**
 * Answers like the real API: 400 for a wrong key or a missing field mask, the pages of the text query
 * (the sample ones by default), the photo media and the photos themselves.
 */
export const googlePlacesAnswers =
  (pagesFor: typeof samplePagesFor = samplePagesFor): FakeHandler =>
  (request, response) => {
    const { pathname } = request.url;
    if (pathname.startsWith(PHOTO_MEDIA_PATH)) {
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': FAKE_PHOTO_BYTES.length });
      response.end(FAKE_PHOTO_BYTES);
      return;
    }
    if (keyOf(request) !== FAKE_GOOGLE_PLACES_KEY) return json(response, 400, GOOGLE_ERRORS.badKey);
    if (request.method === 'POST' && pathname === '/v1/places:searchText') {
      return searchText(request, response, pagesFor);
    }
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(pathname);
    if (request.method === 'GET' && media) return photoMedia(request, response, media[1]!);
    return json(response, 404, GOOGLE_ERRORS.notFound);
  };

export const startFakeGooglePlaces = (): Promise<FakeServer> => startFakeServer(googlePlacesAnswers());
