/**
 * What the /places address holds: the view, the search, the order, how many pages of cards are shown, and
 * every filter, so a list can be shared, reloaded and come back to with Back as it was. Apart from the rest
 * of places-page.ts: the server's page reads and the map's requests need these on every page that shows a
 * map, the rest only on /places.
 */
import {
  AMENITY_KEYS,
  BEACH_FEATURES,
  isPlaceCategory,
  PRICE_TIERS,
  type AmenityKey,
  type BeachFeature,
  type PriceTier,
} from '../../../common/categories';
import {
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  RATING_SLIDER,
  SORT_ORDERS,
  type FilterState,
  type SortOrder,
} from '../../../common/filter-state';
import type { CategoryFilter } from '../../../common/page-meta';

/** The list or the map, as ?view= keeps it (anything but 'map' is the list). */
export type PlacesView = 'list' | 'map';

export function placesViewFromParam(value: string | null): PlacesView {
  return value === 'map' ? 'map' : 'list';
}

/** The ?category= value of /places: one of the ten categories, anything else means all. */
export function categoryFromParam(value: string | null | undefined): CategoryFilter {
  return isPlaceCategory(value) ? value : 'all';
}

/** Reads a ?sort= value; anything unknown is the recommended order. */
export function sortOrderFromParam(value: string | null): SortOrder {
  return SORT_ORDERS.find((order) => order === value) ?? 'recommended';
}

/** The most pages of cards an address can ask for (?pages=): a bound on the reads one link starts. */
export const MAX_PAGES = 1000;

/** ?pages=: how many pages of cards the list shows, from 1 (absent or unreadable) to MAX_PAGES. */
export function pagesFromParam(value: string | null): number {
  const pages = Number(value);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_PAGES) : 1;
}

/** The parameters the filters take in the address. */
export type FilterParam =
  'category' | 'rating' | 'within' | 'price' | 'amenities' | 'open' | 'access' | 'beach';

/** The known words of a comma-separated value, in their list's order; unknown ones are left out. */
function wordsOf<T extends string>(value: string | null, known: readonly T[]): T[] {
  const given = (value ?? '').split(',');
  return known.filter((word) => given.includes(word));
}

/** A number the slider can take (on its steps, within its ends), or the fallback. */
function sliderValue(
  value: string | null,
  slider: { min: number; max: number; step: number },
  fallback: number,
): number {
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  const onStep = Number.isInteger((number - slider.min) / slider.step);
  return onStep && number >= slider.min && number <= slider.max ? number : fallback;
}

/**
 * Every filter from the address: ?category=beach, ?rating=4.5, ?within=5 (km), ?price=budget,moderate,
 * ?amenities=wifi,parking, ?open=now, ?access=step-free, ?beach=blue-flag,sand. Values the panel could not
 * have chosen are left out.
 */
export function filtersFromParams(params: URLSearchParams): FilterState {
  return {
    category: categoryFromParam(params.get('category')),
    minRating: sliderValue(params.get('rating'), RATING_SLIDER, DEFAULT_FILTERS.minRating),
    maxDistance: sliderValue(params.get('within'), DISTANCE_SLIDER, DEFAULT_FILTERS.maxDistance),
    priceRange: wordsOf<PriceTier>(params.get('price'), PRICE_TIERS),
    amenities: wordsOf<AmenityKey>(params.get('amenities'), AMENITY_KEYS),
    openNow: params.get('open') === 'now',
    stepFree: params.get('access') === 'step-free',
    beach: wordsOf<BeachFeature>(params.get('beach'), BEACH_FEATURES),
  };
}

/** A list's words in their known order, or null (the parameter goes) when there are none. */
function listParam<T extends string>(chosen: readonly T[], known: readonly T[]): string | null {
  return chosen.length > 0 ? known.filter((word) => chosen.includes(word)).join(',') : null;
}

/** The address's parameters for the filters: each null at its default (the parameter goes). */
export function filterParams(filters: FilterState): Record<FilterParam, string | null> {
  return {
    category: filters.category === 'all' ? null : filters.category,
    rating: filters.minRating > RATING_SLIDER.min ? String(filters.minRating) : null,
    within: filters.maxDistance < DISTANCE_SLIDER.max ? String(filters.maxDistance) : null,
    price: listParam(filters.priceRange, PRICE_TIERS),
    amenities: listParam(filters.amenities, AMENITY_KEYS),
    open: filters.openNow ? 'now' : null,
    access: filters.stepFree ? 'step-free' : null,
    beach: listParam(filters.beach, BEACH_FEATURES),
  };
}
