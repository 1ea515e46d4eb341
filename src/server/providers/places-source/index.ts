import { z } from 'zod';
import { AMENITY_KEYS, PLACE_CATEGORIES, type PlaceCategory } from '../../../common/categories';
import { ACCESS_LEVELS, photoCreditSchema } from '../../../common/schemas/places';
import type { CallBudget } from '../http-json';
import { API } from '../../../common/api-paths';

/**
 * A place as a places source reports it, checked before it touches the database: Paphos district only,
 * sane ranges, and web addresses that are http(s).
 */
export const sourcePlaceSchema = z.object({
  sourceId: z.string().min(1).max(300),
  name: z.string().trim().min(1).max(200),
  category: z.enum(PLACE_CATEGORIES),
  latitude: z.number().min(34.55).max(35.25),
  longitude: z.number().min(32.2).max(32.95),
  /** The source's pin is an estimate rather than a surveyed position. */
  approximatePosition: z.boolean(),
  address: z.string().trim().max(300).nullable(),
  phoneNumber: z.string().trim().max(40).nullable(),
  website: z
    .string()
    .max(500)
    .regex(/^https?:\/\//)
    .nullable(),
  rating: z.number().min(0).max(5).nullable(),
  reviewCount: z.number().int().min(0),
  priceLevel: z.number().int().min(0).max(4).nullable(),
  /**
   * OpenStreetMap opening_hours text as the source writes it: src/common/opening-hours.ts reads most of it,
   * and the place page shows the rest as written rather than guess (so it is not held to openingHoursSchema,
   * which the operator's own edits meet).
   */
  openingHours: z.string().trim().min(1).max(300).nullable(),
  photos: z.array(z.string().max(1000)).max(10),
  /** The credits the source requires shown with its photos; empty for photos that need none. */
  photoCredits: z.array(photoCreditSchema).max(10),
  highlights: z.array(z.string().max(200)).max(10),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  description: z.string().max(5000).nullable(),
  /** The name in other languages by language code ('el', 'de'); empty when the source gives none. */
  nameTranslations: z.record(
    z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/),
    z.string().trim().min(1).max(200),
  ),
  /** Step-free entrance and an accessible toilet, as the source says; null when it does not say. */
  wheelchair: z.enum(ACCESS_LEVELS).nullable(),
  toiletsWheelchair: z.enum(ACCESS_LEVELS).nullable(),
});
export type SourcePlace = z.infer<typeof sourcePlaceSchema>;

/**
 * The name of a photo the source keeps behind its key, as the source names it:
 * `places/<place id>/photos/<photo id>`, made of letters, digits, '_' and '-' only, so it can neither climb
 * out of the source's photo path nor point anywhere else.
 */
export const SOURCE_PHOTO_NAME = /^places\/[\w-]{1,200}\/photos\/[\w-]{1,700}$/;

export const isSourcePhotoName = (name: string): boolean => SOURCE_PHOTO_NAME.test(name);

/** Where the site serves such a photo: our own route, which fetches it with the key the browser never sees. */
export const sourcePhotoUrl = (photoName: string): string =>
  `${API.places.photos}/${encodeURIComponent(photoName)}`;

/** A photo's image as the source serves it. */
export interface SourcePhoto {
  bytes: Buffer;
  /** image/jpeg, image/png, image/webp or image/gif. */
  contentType: string;
}

/** The source id of the bundled places, stored by the seed and by syncs with the offline source. */
export const BUNDLED_PLACES_SOURCE = 'bundled';
/** The source id of places from OpenStreetMap (overpass.ts): pages showing them credit its contributors. */
export const OPENSTREETMAP_SOURCE_ID = 'openstreetmap';

/** Where the place sync finds places: a maps places API, or the bundled data offline. */
export interface PlacesSource {
  /** Stored with each place it adds ('bundled', 'google-places'): a sync archives only its own places. */
  readonly id: string;
  readonly name: string;
  /**
   * Set on the offline stand-in only: what its places are and why they are used, as the sync log and the
   * dashboard name them ('the bundled places (no Google Places API key)').
   */
  readonly standIn?: string;
  /**
   * Where the facts of the places it reports were confirmed, stored with each place a sync saw
   * ('OpenStreetMap', 'Google Places'); absent for the bundled places, which carry their own check date.
   */
  readonly factsSource?: string;
  /**
   * What the sync uses instead when this source cannot be reached at all (a ProviderUnreachableError, e.g.
   * no internet): the bundled places, named in the sync log with the reason.
   */
  readonly fallback?: PlacesSource;
  /** Places of one category in Paphos district; throws a ProviderError when that category cannot be had. */
  fetchCategory(category: PlaceCategory, budget: CallBudget): Promise<SourcePlace[]>;
  /**
   * Every place of every category in Paphos district in one request. When a source has it, the sync asks
   * it once instead of once per category (OpenStreetMap's Overpass API: one query a sync).
   */
  fetchAll?(budget: CallBudget): Promise<SourcePlace[]>;
  /**
   * The image of a photo this source listed (by its SOURCE_PHOTO_NAME); throws a ProviderError when it
   * cannot be had. Absent when the source's photos are ordinary public URLs.
   */
  fetchPhoto?(photoName: string): Promise<SourcePhoto>;
}
