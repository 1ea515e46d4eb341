import { z } from 'zod';
import {
  AI_MODELS,
  AMENITY_KEYS,
  BEACH_FEATURES,
  PLACE_CATEGORIES,
  PLACE_STATUSES,
  PRICE_TIERS,
} from '../categories';
import type { EmptyListHint } from '../empty-list-hint';
import { MAX_DEVICE_FAVORITES } from '../favorites-limits';
import { parseOpeningHours } from '../opening-hours';
import { PLACE_SEARCH_LIMIT } from '../place-search';
import { operatorPhotoListSchema } from './place-photos';
import { idParamsSchema, isoDate } from './shared';

/**
 * Who made a place photo that came from the places provider, which requires the credit to be shown with the
 * photo. Bundled photos are our own and have none.
 */
export const photoCreditSchema = z.object({
  /** The place photo (one of the place's `photos`) this credit is for. */
  photo: z.string().max(1000),
  /** The service the photo comes from, named beside the authors: 'Google Maps'. */
  provider: z.string().max(100),
  authors: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        /** The author's profile page, when the provider gives one. */
        url: z
          .string()
          .max(500)
          .regex(/^https?:\/\//)
          .nullable(),
      }),
    )
    .max(5),
});
export type PhotoCredit = z.infer<typeof photoCreditSchema>;

/** Opening hours as stored: text that src/common/opening-hours.ts can read, or a 400 saying why not. */
export const openingHoursSchema = z
  .string()
  .trim()
  .max(300)
  .superRefine((text, issue) => {
    const parsed = parseOpeningHours(text);
    if (!parsed.ok) issue.addIssue({ code: 'custom', message: `Opening hours: ${parsed.message}` });
  });

export const placeSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  category: z.enum(PLACE_CATEGORIES),
  rating: z.number().nullable(),
  reviewCount: z.number(),
  description: z.string().nullable(),
  photos: z.array(z.string()),
  photoCredits: z.array(photoCreditSchema),
  latitude: z.number(),
  longitude: z.number(),
  /** The pin is estimated from nearby mapped points, not checked: it may be some way off. */
  approximatePosition: z.boolean(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  website: z.string().nullable(),
  priceLevel: z.number().nullable(),
  /** OpenStreetMap opening_hours text as the source gives it; src/common/opening-hours.ts reads it, or the page shows it as written. */
  openingHours: z.string().nullable(),
  highlights: z.array(z.string()),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  /** Who wrote the description: null for a person or the places source, else a writer (WRITERS). */
  descriptionWriter: z.string().nullable(),
  /** Whether the operator checked a writer's description; the page labels it until then. */
  descriptionReviewed: z.boolean(),
  /** The rating and review count are sample figures of the bundled data, not live ones. */
  ratingIsSample: z.boolean(),
  /** A source says the entrance is step-free (wheelchair 'yes'): what the list's filter reads. */
  stepFree: z.boolean().optional(),
  /** What the beaches list filters on, from the beach's sourced facts. */
  beachFeatures: z.array(z.enum(BEACH_FEATURES)).optional(),
  createdAt: isoDate,
  updatedAt: isoDate,
});

export type Place = z.input<typeof placeSchema>;

/**
 * A place as a list card shows it: no description or highlights, one photo at most; the opening hours text
 * (the browser works out 'open now' from it at the moment the card is seen) and what the filters read.
 */
export const placeCardSchema = placeSchema
  .pick({
    id: true,
    slug: true,
    name: true,
    category: true,
    rating: true,
    reviewCount: true,
    ratingIsSample: true,
    address: true,
    priceLevel: true,
    amenities: true,
    latitude: true,
    longitude: true,
    approximatePosition: true,
    openingHours: true,
    stepFree: true,
    beachFeatures: true,
    createdAt: true,
    updatedAt: true,
  })
  .extend({
    /** The card's picture: the place's first photo, or null for its drawing. */
    photo: z.string().nullable(),
    /** From the point the list was asked about (lat, lng), when one was given. */
    distanceKm: z.number().optional(),
    /** The place's name in other languages as its source gives them ('el': 'Λουτρά της Αφροδίτης'). */
    nameTranslations: z.record(z.string(), z.string()).optional(),
  });

export const PLACES_PAGE_SORTS = ['recommended', 'distance', 'rating', 'name', 'newest'] as const;
export const PLACES_PAGE_SIZE = { default: 24, max: 60 } as const;

/** A comma-separated query value as a list of known words; '' is none. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .string()
    .max(200)
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, message)));

/** Place ids as a comma-separated query value, at most as many as a visitor can save in the browser. */
const placeIdList = z
  .string()
  .max(MAX_DEVICE_FAVORITES * 11)
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map(Number),
  )
  .pipe(
    z
      .array(
        z
          .number('Ids must be whole positive numbers')
          .int('Ids must be whole positive numbers')
          .positive('Ids must be whole positive numbers')
          .max(2_147_483_647, 'Id is too large'),
      )
      .max(MAX_DEVICE_FAVORITES, `At most ${MAX_DEVICE_FAVORITES} ids at once`),
  );

/** A query flag: 'true' or 'false' (absent is false). */
const yesOrNo = (message: string) =>
  z
    .enum(['true', 'false'], message)
    .optional()
    .transform((value) => value === 'true');

/** A search query as typed: trimmed, at most 100 characters. */
const placeSearchQuery = z
  .string('The search (q) must be text')
  .trim()
  .max(100, 'The search is at most 100 characters');

/**
 * GET /api/places/page: the places list's filters (SPEC 5: category, minimum rating, price tiers, amenities,
 * distance from a point; open now in Paphos time, at `at` or the server's clock; a step-free entrance,
 * beach facts, search words, given ids), its sort ('recommended' is by relevance when searching) and the page
 * wanted.
 */
export const placesPageQuerySchema = z
  .object({
    /** Words to search for (places/search-service.ts): every word must match; '' is no search. */
    q: placeSearchQuery.optional(),
    category: z.enum(PLACE_CATEGORIES, 'Category must be one of the ten place categories').optional(),
    minRating: z.coerce
      .number('Minimum rating must be a number')
      .min(0)
      .max(5, 'Minimum rating is at most 5')
      .default(0),
    price: listOf(PRICE_TIERS, 'Price must be budget, moderate, upscale or luxury').optional(),
    amenities: listOf(AMENITY_KEYS, 'Unknown amenity').optional(),
    openNow: yesOrNo('openNow must be true or false'),
    stepFree: yesOrNo('stepFree must be true or false'),
    beach: listOf(BEACH_FEATURES, 'Beach must be blue-flag, sand or lifeguards').optional(),
    /** Only these places: a visitor's saved places (the favourites page). */
    ids: placeIdList.optional(),
    /** The moment 'open now' is read at: the visitor's, so the list agrees with its cards' status lines. */
    at: z.iso
      .datetime({ offset: true, error: 'at must be a date and time' })
      .transform((text) => new Date(text))
      .optional(),
    lat: z.coerce.number('Latitude must be a number').min(-90).max(90).optional(),
    lng: z.coerce.number('Longitude must be a number').min(-180).max(180).optional(),
    maxDistanceKm: z.coerce
      .number('Distance must be a number')
      .positive('Distance must be positive')
      .max(500)
      .optional(),
    sort: z
      .enum(PLACES_PAGE_SORTS, 'Sort must be recommended, distance, rating, name or newest')
      .default('recommended'),
    page: z.coerce
      .number('Page must be a number')
      .int('Page must be a whole number')
      .min(0, 'Page must not be negative')
      .max(10_000)
      .default(0),
    pageSize: z.coerce
      .number('Page size must be a number')
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(PLACES_PAGE_SIZE.max, `Page size must be at most ${PLACES_PAGE_SIZE.max}`)
      .default(PLACES_PAGE_SIZE.default),
  })
  .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
    message: 'Give both lat and lng, or neither',
  })
  .refine((query) => query.maxDistanceKm === undefined || query.lat !== undefined, {
    message: 'A distance needs a point (lat and lng)',
  })
  .refine((query) => query.sort !== 'distance' || query.lat !== undefined, {
    message: 'Sorting by distance needs a point (lat and lng)',
  });

/**
 * GET /api/places: every published place, best rated first, at most 200 at a time, so a site of thousands
 * answers in pages (the answer's X-Total-Count and Link headers say how many and where the next page is).
 */
export const PLACES_LIST_PAGE_SIZE = 200;
export const placesListQuerySchema = z.object({
  page: z.coerce
    .number('Page must be a number')
    .int('Page must be a whole number')
    .min(1, 'Page must be at least 1')
    .max(10_000, 'Page must be at most 10000')
    .default(1),
  pageSize: z.coerce
    .number('Page size must be a number')
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(PLACES_LIST_PAGE_SIZE, `Page size must be at most ${PLACES_LIST_PAGE_SIZE}`)
    .default(PLACES_LIST_PAGE_SIZE),
});

/** Why a list is empty (common/empty-list-hint.ts). */
export const emptyListHintSchema = z.object({
  reason: z.string(),
  counts: z.array(z.string()),
  clear: z.enum(['amenities', 'filters']).nullable(),
}) satisfies z.ZodType<EmptyListHint>;

/** GET /api/places/search: the words typed and how many of the best matches to answer. */
export const placeSearchQuerySchema = z.object({
  q: placeSearchQuery,
  limit: z.coerce
    .number('Limit must be a number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(PLACE_SEARCH_LIMIT.max, `Limit must be at most ${PLACE_SEARCH_LIMIT.max}`)
    .default(PLACE_SEARCH_LIMIT.default),
});

/** One search suggestion: what the hero's dropdown shows of a place and links to. */
export const placeSearchResultSchema = placeSchema
  .pick({ id: true, slug: true, name: true, category: true, address: true, rating: true })
  .extend({ photo: placeCardSchema.shape.photo, nameTranslations: placeCardSchema.shape.nameTranslations });
export type PlaceSearchResult = z.infer<typeof placeSearchResultSchema>;

export const placesPageSchema = z.object({
  items: z.array(placeCardSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** With no place found (and no ids asked for): which filters empty the list; else null. */
  hint: emptyListHintSchema.nullable(),
});
export type PlacesPage = z.input<typeof placesPageSchema>;

/**
 * Fields the operator changed by hand, or set by accepting a visitor's suggestion; the place sync never
 * overwrites them. 'position' is the latitude and longitude together; 'status' keeps a place closed for good.
 */
export const LOCKABLE_PLACE_FIELDS = [
  'category',
  'description',
  'openingHours',
  'position',
  'phoneNumber',
  'website',
  'status',
] as const;
export type LockablePlaceField = (typeof LOCKABLE_PLACE_FIELDS)[number];

/** How far a place is open to a wheelchair, as OpenStreetMap's `wheelchair` tag or a cited source says it. */
export const ACCESS_LEVELS = ['yes', 'limited', 'no'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A beach's facts; each null is unknown and said so. `sources` names where they come from. */
export const beachFactsSchema = z.object({
  /** The latest year the beach held the Blue Flag, with the list that says so. */
  blueFlag: z.object({ year: z.number().int().min(1987).max(2100), source: z.string() }).nullable(),
  /** When lifeguards are on duty, as written by the source ('May to October'). */
  lifeguardSeason: z.string().max(100).nullable(),
  surface: z.enum(['sand', 'pebble', 'sand and pebble', 'rock']).nullable(),
  sunbeds: z.boolean().nullable(),
  showers: z.boolean().nullable(),
  toilets: z.boolean().nullable(),
  shade: z.boolean().nullable(),
  sources: z.array(z.string()).min(1),
});
export type BeachFacts = z.infer<typeof beachFactsSchema>;

/**
 * GET /api/places/{slug}: a place with its 'know before you go' facts, which only the place page shows.
 * Each null is unknown and the page says so.
 */
export const placeDetailSchema = placeSchema.extend({
  /** Step-free entrance. */
  wheelchair: z.enum(ACCESS_LEVELS).nullable(),
  /** An accessible toilet. */
  toiletsWheelchair: z.enum(ACCESS_LEVELS).nullable(),
  /** Only for beaches with sourced facts. */
  beachFacts: beachFactsSchema.nullable(),
  /** When the facts were last confirmed (the bundled check date, or the last sync that saw the place). */
  factsCheckedAt: isoDate.nullable(),
  /** Where: a source's address or name. */
  factsCheckedSource: z.string().nullable(),
  /** The place came from OpenStreetMap: its page credits the contributors, as the ODbL asks. */
  fromOpenStreetMap: z.boolean(),
  /** The operator's own photos, first among `photos` too: the hero shows the first in every size. */
  operatorPhotos: operatorPhotoListSchema,
});
export type PlaceDetail = z.input<typeof placeDetailSchema>;

/** What a visitor can report wrong about a place. */
export const PLACE_SUGGESTION_KINDS = ['closed', 'hours', 'position', 'phone', 'website', 'other'] as const;
export type PlaceSuggestionKind = (typeof PLACE_SUGGESTION_KINDS)[number];
export const PLACE_SUGGESTION_STATUSES = ['new', 'accepted', 'dismissed'] as const;
export type PlaceSuggestionStatus = (typeof PLACE_SUGGESTION_STATUSES)[number];

export const ADMIN_PLACES_PAGE_SIZE = 50;

/** A row of the admin's places list. */
export const adminPlaceSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  status: z.enum(PLACE_STATUSES),
  category: z.enum(PLACE_CATEGORIES),
  rating: z.number().nullable(),
  lockedFields: z.array(z.enum(LOCKABLE_PLACE_FIELDS)),
});
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

export const adminPlacesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(ADMIN_PLACES_PAGE_SIZE),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must not be negative')
    .default(0),
  status: z.enum(PLACE_STATUSES, 'Status must be published, pending or archived').optional(),
  category: z.enum(PLACE_CATEGORIES, 'Category must be one of the ten place categories').optional(),
  search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
});

export const adminPlacesPageSchema = z.object({ places: z.array(adminPlaceSchema), total: z.number() });
export type AdminPlacesPage = z.infer<typeof adminPlacesPageSchema>;

/** One of a place's descriptions other than the current one: the writer's draft, or an earlier text. */
export const descriptionVersionSchema = z.object({
  id: z.number(),
  description: z.string(),
  /** null for a person or the places source; else the writer ('gpt-4o', 'offline writer'). */
  writer: z.string().nullable(),
  reviewedAt: isoDate.nullable(),
  createdAt: isoDate,
});
export type DescriptionVersion = z.input<typeof descriptionVersionSchema>;

/** The answer to a category edit: the row, and the writer's draft when one was asked for. */
export const categoryChangeResultSchema = adminPlaceSchema.extend({
  draft: descriptionVersionSchema.nullable(),
});
export type CategoryChangeResult = z.input<typeof categoryChangeResultSchema>;

/** GET /api/admin/places/{id}/description: the current text, the writer's draft, the earlier texts. */
export const placeDescriptionsSchema = z.object({
  placeId: z.number(),
  name: z.string(),
  current: z.object({
    description: z.string().nullable(),
    writer: z.string().nullable(),
    reviewedAt: isoDate.nullable(),
  }),
  draft: descriptionVersionSchema.nullable(),
  /** Newest first; at most PLACE_DESCRIPTION_VERSIONS_KEPT. */
  earlier: z.array(descriptionVersionSchema),
});
export type PlaceDescriptions = z.input<typeof placeDescriptionsSchema>;

/** How many earlier descriptions of a place are kept to restore. */
export const PLACE_DESCRIPTION_VERSIONS_KEPT = 20;
export const DESCRIPTION_MAX_LENGTH = 2000;

/** POST .../description/draft/accept: the draft as it is, or the operator's edit of it. */
export const acceptDraftBodySchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, 'The description must not be empty')
    .max(DESCRIPTION_MAX_LENGTH, `The description must be at most ${DESCRIPTION_MAX_LENGTH} characters`)
    .optional(),
});

export const versionParamsSchema = idParamsSchema.extend({
  versionId: z.coerce.number().int('Version must be a whole number').positive('Version must be positive'),
});

/** PATCH /api/admin/places/{id}/category: a new category, a new description, or both. */
export const categoryPatchSchema = z
  .object({
    category: z.enum(PLACE_CATEGORIES, 'Category must be one of the ten place categories').optional(),
    regenerateDescription: z.boolean().default(false),
    model: z.enum(AI_MODELS, 'Model must be gpt-4o-mini, gpt-4o or gpt-5').optional(),
  })
  .refine((body) => body.category !== undefined || body.regenerateDescription, {
    message: 'Choose a category or tick Regenerate description',
  });
export type CategoryPatch = z.input<typeof categoryPatchSchema>;

export const PUBLISH_QUANTITY_MAX = 50;

export const publishNextBodySchema = z.object({
  quantity: z
    .number('Quantity must be a number')
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be between 1 and 50')
    .max(PUBLISH_QUANTITY_MAX, 'Quantity must be between 1 and 50'),
  keyword: z
    .string()
    .trim()
    .max(100, 'Keyword must be at most 100 characters')
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type PublishNextBody = z.input<typeof publishNextBodySchema>;

export const publishNextResultSchema = z.object({
  success: z.boolean(),
  count: z.number(),
  places: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
  message: z.string(),
});
export type PublishNextResult = z.infer<typeof publishNextResultSchema>;
