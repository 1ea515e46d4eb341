/**
 * What Google Places API (New) answers, as we read it, and the pure mapping from its Place to our SourcePlace.
 * Field names, the PriceLevel and BusinessStatus values and the Photo / AuthorAttribution shapes follow the
 * API's reference (https://developers.google.com/maps/documentation/places/web-service/reference/rest/v1/places,
 * the same as its discovery document, googleapis/google-api-go-client places/v1/places-api.json); the type
 * names follow https://developers.google.com/maps/documentation/places/web-service/place-types.
 */
import { isInPaphosDistrict, PAPHOS_DISTRICT_BOUNDS } from '../../../common/paphos-district';
import { z } from 'zod';
import type { PlaceCategory } from '../../../common/categories';
import type { PhotoCredit } from '../../../common/schemas/places';
import { isSourcePhotoName, sourcePhotoUrl, sourcePlaceSchema, type SourcePlace } from './index';

/** The name Google requires beside its content when it is not shown on a Google map. */
export const GOOGLE_MAPS_ATTRIBUTION = 'Google Maps';

const authorAttributionSchema = z.object({
  displayName: z.string().optional(),
  uri: z.string().optional(),
  photoUri: z.string().optional(),
});

const photoSchema = z.object({
  name: z.string(),
  widthPx: z.number().optional(),
  heightPx: z.number().optional(),
  authorAttributions: z.array(authorAttributionSchema).optional(),
});

/** A Place with the fields our field mask asks for; Google leaves out the ones a place has no value for. */
export const googlePlaceSchema = z.object({
  id: z.string().min(1),
  displayName: z.object({ text: z.string(), languageCode: z.string().optional() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  rating: z.number().min(0).max(5).optional(),
  userRatingCount: z.number().int().min(0).optional(),
  types: z.array(z.string()).optional(),
  primaryType: z.string().optional(),
  nationalPhoneNumber: z.string().optional(),
  internationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
  /** PRICE_LEVEL_UNSPECIFIED, _FREE, _INEXPENSIVE, _MODERATE, _EXPENSIVE, _VERY_EXPENSIVE. */
  priceLevel: z.string().optional(),
  /** OPERATIONAL, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY. */
  businessStatus: z.string().optional(),
  photos: z.array(photoSchema).optional(),
});
export type GooglePlace = z.infer<typeof googlePlaceSchema>;

/** A Text Search (New) answer: up to pageSize places and, when there are more, the token of the next page. */
export const searchTextResponseSchema = z.object({
  places: z.array(googlePlaceSchema).optional(),
  nextPageToken: z.string().optional(),
});

/** Paphos district as Google's rectangle (south-west and north-east corners): the searches stay inside. */
export const PAPHOS_DISTRICT = {
  low: { latitude: PAPHOS_DISTRICT_BOUNDS.south, longitude: PAPHOS_DISTRICT_BOUNDS.west },
  high: { latitude: PAPHOS_DISTRICT_BOUNDS.north, longitude: PAPHOS_DISTRICT_BOUNDS.east },
} as const;

const GOOGLE_TYPE_CATEGORIES: Record<PlaceCategory, readonly string[]> = {
  // Any other '<cuisine>_restaurant' counts too (see categoryOfType).
  restaurant: ['restaurant', 'steak_house', 'bar_and_grill', 'diner', 'bistro', 'food_court', 'cafeteria'],
  bar: [
    'bar',
    'pub',
    'wine_bar',
    'cocktail_bar',
    'lounge_bar',
    'sports_bar',
    'irish_pub',
    'brewpub',
    'beer_garden',
    'hookah_bar',
    'night_club',
  ],
  cafe: [
    'cafe',
    'coffee_shop',
    'coffee_roastery',
    'coffee_stand',
    'tea_house',
    'bakery',
    'pastry_shop',
    'cat_cafe',
    'dog_cafe',
    'dessert_shop',
    'ice_cream_shop',
    'juice_shop',
    'acai_shop',
    'donut_shop',
    'bagel_shop',
  ],
  attraction: [
    'tourist_attraction',
    'museum',
    'art_museum',
    'history_museum',
    'art_gallery',
    'park',
    'national_park',
    'state_park',
    'botanical_garden',
    'garden',
    'wildlife_park',
    'wildlife_refuge',
    'nature_preserve',
    'hiking_area',
    'observation_deck',
    'visitor_center',
    'marina',
    'planetarium',
  ],
  beach: ['beach'],
  hotel: [
    'lodging',
    'hotel',
    'resort_hotel',
    'extended_stay_hotel',
    'motel',
    'bed_and_breakfast',
    'guest_house',
    'hostel',
    'inn',
    'cottage',
    'farmstay',
    'private_guest_room',
  ],
  landmark: [
    'historical_landmark',
    'historical_place',
    'cultural_landmark',
    'monument',
    'castle',
    'sculpture',
    'church',
    'mosque',
    'synagogue',
    'hindu_temple',
  ],
  spa: ['spa', 'wellness_center', 'massage', 'sauna', 'public_bath'],
  shopping: [
    'shopping_mall',
    'market',
    'department_store',
    'gift_shop',
    'clothing_store',
    'shoe_store',
    'jewelry_store',
    'book_store',
    'sporting_goods_store',
  ],
  entertainment: [
    'amusement_park',
    'water_park',
    'amusement_center',
    'zoo',
    'aquarium',
    'bowling_alley',
    'casino',
    'movie_theater',
    'performing_arts_theater',
    'concert_hall',
    'opera_house',
    'amphitheatre',
    'comedy_club',
    'karaoke',
    'video_arcade',
    'cultural_center',
    'dance_hall',
    'adventure_sports_center',
  ],
};

const CATEGORY_OF_TYPE = new Map<string, PlaceCategory>(
  Object.entries(GOOGLE_TYPE_CATEGORIES).flatMap(([category, types]) =>
    types.map((type) => [type, category as PlaceCategory] as const),
  ),
);

function categoryOfType(type: string): PlaceCategory | undefined {
  return CATEGORY_OF_TYPE.get(type) ?? (type.endsWith('_restaurant') ? 'restaurant' : undefined);
}

/**
 * Our category for a Google place: its primary type decides when we know it; otherwise the first of its
 * types we know (Google lists the most specific first). Generic types (point_of_interest, establishment,
 * food, store) decide nothing, so a place none of whose types we know has no category and is left out.
 */
export function categoryForGoogleTypes(
  primaryType: string | undefined,
  types: readonly string[] = [],
): PlaceCategory | null {
  const primary = primaryType ? categoryOfType(primaryType) : undefined;
  if (primary) return primary;
  for (const type of types) {
    const category = categoryOfType(type);
    if (category) return category;
  }
  return null;
}

const PRICE_LEVELS: Record<string, number> = {
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

/**
 * Google's price level as our 1-4. PRICE_LEVEL_FREE becomes null like our own free landmarks and beaches
 * (the guide shows no price for them); unspecified or unknown values are null too.
 */
export function priceLevelFromGoogle(level: string | undefined): number | null {
  return (level && PRICE_LEVELS[level]) || null;
}

/** An author's profile link: Google may give it without a scheme ('//maps.google.com/...'); only http(s) is kept. */
export function authorProfileUrl(uri: string | undefined): string | null {
  if (!uri) return null;
  const absolute = uri.startsWith('//') ? `https:${uri}` : uri;
  return /^https?:\/\/[^\s]+$/.test(absolute) && absolute.length <= 500 ? absolute : null;
}

/** The most photos we keep of a place: the site shows the first. */
export const PHOTOS_PER_PLACE = 3;

function photosAndCredits(photos: GooglePlace['photos'] = []) {
  const kept = photos.filter((photo) => isSourcePhotoName(photo.name)).slice(0, PHOTOS_PER_PLACE);
  const urls = kept.map((photo) => sourcePhotoUrl(photo.name));
  const credits: PhotoCredit[] = kept.map((photo, index) => ({
    photo: urls[index]!,
    provider: GOOGLE_MAPS_ATTRIBUTION,
    authors: (photo.authorAttributions ?? [])
      .filter((author) => author.displayName?.trim())
      .slice(0, 5)
      .map((author) => ({
        name: author.displayName!.trim().slice(0, 200),
        url: authorProfileUrl(author.uri),
      })),
  }));
  return { photos: urls, photoCredits: credits };
}

function clipped(text: string | undefined, max: number): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
}

/**
 * A Google place as our SourcePlace, or null when it is not for the guide: permanently closed, without a
 * name or position, outside Paphos district, or of no category of ours. The sourceId is Google's place id.
 * Google gives no amenities we could trust to our keys, and we keep no text of Google's as a description.
 */
export function sourcePlaceFromGoogle(place: GooglePlace): SourcePlace | null {
  if (place.businessStatus === 'CLOSED_PERMANENTLY') return null;
  const name = clipped(place.displayName?.text, 200);
  const location = place.location;
  if (!name || !location || !isInPaphosDistrict(location.latitude, location.longitude)) return null;
  const category = categoryForGoogleTypes(place.primaryType, place.types);
  if (!category) return null;
  const website = place.websiteUri?.trim();
  const phone = clipped(place.internationalPhoneNumber ?? place.nationalPhoneNumber, 40);
  const candidate: SourcePlace = {
    sourceId: place.id,
    name,
    category,
    latitude: location.latitude,
    longitude: location.longitude,
    approximatePosition: false,
    address: clipped(place.formattedAddress, 300),
    phoneNumber: phone,
    website: website && /^https?:\/\//.test(website) && website.length <= 500 ? website : null,
    rating: place.rating ?? null,
    reviewCount: place.userRatingCount ?? 0,
    priceLevel: priceLevelFromGoogle(place.priceLevel),
    // Opening hours would move every details call up to a dearer billing tier; visitors get them from Maps.
    openingHours: null,
    ...photosAndCredits(place.photos),
    highlights: [],
    amenities: [],
    description: null,
    nameTranslations: {},
    wheelchair: null,
    toiletsWheelchair: null,
  };
  // The sync refuses a whole category for one bad place; a place we cannot make valid is left out instead.
  return sourcePlaceSchema.safeParse(candidate).success ? candidate : null;
}
