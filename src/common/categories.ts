export const PLACE_CATEGORIES = [
  'restaurant',
  'bar',
  'cafe',
  'attraction',
  'beach',
  'hotel',
  'landmark',
  'spa',
  'shopping',
  'entertainment',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** The filter panel offers only these (SPEC 9, Categories). */
export const FILTER_PANEL_CATEGORIES = [
  'restaurant',
  'bar',
  'cafe',
  'attraction',
  'beach',
  'hotel',
  'landmark',
] as const satisfies readonly PlaceCategory[];

/** Plural labels used in the footer and headings. */
export const CATEGORY_PLURALS: Record<PlaceCategory, string> = {
  restaurant: 'Restaurants',
  bar: 'Bars',
  cafe: 'Cafés',
  attraction: 'Attractions',
  beach: 'Beaches',
  hotel: 'Hotels',
  landmark: 'Landmarks',
  spa: 'Spas',
  shopping: 'Shopping',
  entertainment: 'Entertainment',
};

export const CATEGORY_LABELS: Record<PlaceCategory, string> = {
  restaurant: 'Restaurant',
  bar: 'Bar',
  cafe: 'Cafe',
  attraction: 'Attraction',
  beach: 'Beach',
  hotel: 'Hotel',
  landmark: 'Landmark',
  spa: 'Spa',
  shopping: 'Shopping',
  entertainment: 'Entertainment',
};

export function isPlaceCategory(value: unknown): value is PlaceCategory {
  return typeof value === 'string' && (PLACE_CATEGORIES as readonly string[]).includes(value);
}

export const PLACE_STATUSES = ['published', 'pending', 'archived'] as const;
export type PlaceStatus = (typeof PLACE_STATUSES)[number];

export const AMENITY_KEYS = [
  'wifi',
  'parking',
  'outdoor_seating',
  'wheelchair_accessible',
  'family_friendly',
  'pet_friendly',
  'credit_cards',
] as const;
export type AmenityKey = (typeof AMENITY_KEYS)[number];

/**
 * The beaches list's filters: a Blue Flag listed, a sandy surface, lifeguards (a season is known). Read from
 * places.beach_facts (beachFactsSchema); a fact that is not known never matches.
 */
export const BEACH_FEATURES = ['blue-flag', 'sand', 'lifeguards'] as const;
export type BeachFeature = (typeof BEACH_FEATURES)[number];

export const AMENITY_LABELS: Record<AmenityKey, string> = {
  wifi: 'Wi-Fi',
  parking: 'Parking',
  outdoor_seating: 'Outdoor seating',
  wheelchair_accessible: 'Wheelchair accessible',
  family_friendly: 'Family friendly',
  pet_friendly: 'Pet friendly',
  credit_cards: 'Accepts cards',
};

export const PRICE_TIERS = ['budget', 'moderate', 'upscale', 'luxury'] as const;
export type PriceTier = (typeof PRICE_TIERS)[number];

export const PRICE_TIER_LABELS: Record<PriceTier, string> = {
  budget: 'Budget',
  moderate: 'Moderate',
  upscale: 'Upscale',
  luxury: 'Luxury',
};

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_LENGTHS = ['short', 'medium', 'long'] as const;
export type ArticleLength = (typeof ARTICLE_LENGTHS)[number];

export const AI_MODELS = ['gpt-4o-mini', 'gpt-4o', 'gpt-5'] as const;
export type AiModel = (typeof AI_MODELS)[number];
/** SPEC 9: gpt-4o-mini unless the operator picks another. */
export const DEFAULT_AI_MODEL: AiModel = AI_MODELS[0];

export const SYNC_STATUSES = ['success', 'failed', 'partial'] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];
