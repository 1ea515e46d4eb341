/**
 * The places source on Google Places API (New): a Text Search per category over Paphos district, and the
 * Place Photos media for the photos, which need the key and so reach browsers only through our own route.
 *
 * Written against:
 * - Text Search (New): https://developers.google.com/maps/documentation/places/web-service/text-search
 *   (POST /v1/places:searchText; textQuery, languageCode, regionCode, locationRestriction.rectangle {low, high},
 *   pageSize, pageToken; answer { places, nextPageToken }), with the request and Place fields as in the API's
 *   discovery document (googleapis/google-api-go-client places/v1/places-api.json)
 * - Field masks: https://developers.google.com/maps/documentation/places/web-service/choose-fields
 * - Place Photos (New): https://developers.google.com/maps/documentation/places/web-service/place-photos
 *   (GET /v1/{photo name}/media?maxWidthPx=&skipHttpRedirect=true answers { name, photoUri })
 * - The key as the X-Goog-Api-Key header (the same as ?key=): https://cloud.google.com/apis/docs/system-parameters
 * - Errors: { error: { code, message, status } }, https://cloud.google.com/apis/design/errors
 */
import { z } from 'zod';
import type { PlaceCategory } from '../../../common/categories';
import { providerFetch, ProviderError, requestJson, type CallBudget } from '../http-json';
import { PAPHOS_DISTRICT, searchTextResponseSchema, sourcePlaceFromGoogle } from './google-places';
import { isSourcePhotoName, type PlacesSource, type SourcePhoto, type SourcePlace } from './index';

export const GOOGLE_PLACES = 'Google Places';

/** Only what the mapping reads: each field asked for is billed, and nextPageToken must be asked for too. */
export const TEXT_SEARCH_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.location',
  'places.types',
  'places.primaryType',
  'places.businessStatus',
  'places.rating',
  'places.userRatingCount',
  'places.nationalPhoneNumber',
  'places.internationalPhoneNumber',
  'places.websiteUri',
  'places.priceLevel',
  'places.photos',
  'nextPageToken',
].join(',');

/** What we search for in each category; the results are then sorted into categories by their own types. */
export const CATEGORY_QUERIES: Record<PlaceCategory, string> = {
  restaurant: 'restaurants in Paphos district, Cyprus',
  bar: 'bars and pubs in Paphos district, Cyprus',
  cafe: 'cafes and coffee shops in Paphos district, Cyprus',
  attraction: 'tourist attractions in Paphos district, Cyprus',
  beach: 'beaches in Paphos district, Cyprus',
  hotel: 'hotels in Paphos district, Cyprus',
  landmark: 'historical landmarks and monuments in Paphos district, Cyprus',
  spa: 'spas and wellness centres in Paphos district, Cyprus',
  shopping: 'shopping centres, markets and shops in Paphos district, Cyprus',
  entertainment: 'water parks, cinemas, theatres and entertainment in Paphos district, Cyprus',
};

/** Pages of 20 a category: Text Search gives at most 60 results a query, and every page is billed. */
export const MAX_PAGES = 3;
const PAGE_SIZE = 20;

/** Wide enough for the full-width hero on a large screen. */
export const PHOTO_MAX_WIDTH_PX = 1600;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Image types a browser shows without running anything (no SVG from our origin). */
const PHOTO_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

const photoMediaResponseSchema = z.object({
  name: z.string().optional(),
  photoUri: z.string().regex(/^https?:\/\//, 'must be an http(s) URL'),
});

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://places.googleapis.com; tests point it at a fake. */
  baseUrl: string;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

export function googlePlacesSource(options: GooglePlacesOptions): PlacesSource {
  const common = {
    provider: GOOGLE_PLACES,
    secrets: [options.apiKey],
    timeoutMs: options.timeoutMs,
    retries: options.retries,
    backoffMs: options.backoffMs,
  };

  async function searchPage(category: PlaceCategory, budget: CallBudget, pageToken?: string) {
    return requestJson({
      ...common,
      url: new URL('/v1/places:searchText', options.baseUrl),
      method: 'POST',
      headers: { 'X-Goog-Api-Key': options.apiKey, 'X-Goog-FieldMask': TEXT_SEARCH_FIELD_MASK },
      // Every page repeats the first request's parameters: Google refuses a page token otherwise.
      body: {
        textQuery: CATEGORY_QUERIES[category],
        languageCode: 'en',
        regionCode: 'CY',
        locationRestriction: { rectangle: PAPHOS_DISTRICT },
        pageSize: PAGE_SIZE,
        ...(pageToken ? { pageToken } : {}),
      },
      schema: searchTextResponseSchema,
      budget,
    });
  }

  return {
    id: 'google-places',
    name: GOOGLE_PLACES,
    factsSource: GOOGLE_PLACES,

    async fetchCategory(category, budget) {
      const found = new Map<string, SourcePlace>();
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await searchPage(category, budget, pageToken);
        for (const place of answer.places ?? []) {
          const mapped = sourcePlaceFromGoogle(place);
          // Another kind of place the search turned up is left to its own category's search.
          if (mapped?.category === category && !found.has(mapped.sourceId))
            found.set(mapped.sourceId, mapped);
        }
        pageToken = answer.nextPageToken || undefined;
        if (!pageToken) break;
      }
      return [...found.values()];
    },

    async fetchPhoto(photoName): Promise<SourcePhoto> {
      if (!isSourcePhotoName(photoName)) {
        throw new ProviderError(GOOGLE_PLACES, 'was asked for something that is not a photo name');
      }
      const mediaUrl = new URL(`/v1/${photoName}/media`, options.baseUrl);
      mediaUrl.searchParams.set('maxWidthPx', String(PHOTO_MAX_WIDTH_PX));
      // The JSON answer names a short-lived image URL that needs no key, so the key goes nowhere else.
      mediaUrl.searchParams.set('skipHttpRedirect', 'true');
      const media = await requestJson({
        ...common,
        url: mediaUrl,
        headers: { 'X-Goog-Api-Key': options.apiKey },
        schema: photoMediaResponseSchema,
      });
      const response = await providerFetch({
        ...common,
        url: media.photoUri,
        headers: { accept: 'image/*' },
      });
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!PHOTO_TYPES.has(contentType)) {
        await response.body?.cancel();
        throw new ProviderError(
          GOOGLE_PLACES,
          `sent a photo of type '${contentType || 'none'}'`,
          response.status,
        );
      }
      if (Number(response.headers.get('content-length') ?? 0) > MAX_PHOTO_BYTES) {
        await response.body?.cancel();
        throw new ProviderError(GOOGLE_PLACES, 'sent a photo larger than 5 MB', response.status);
      }
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length === 0 || bytes.length > MAX_PHOTO_BYTES) {
        throw new ProviderError(GOOGLE_PLACES, 'sent an empty or over-large photo', response.status);
      }
      return { bytes, contentType };
    },
  };
}
