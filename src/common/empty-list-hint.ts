/**
 * Why the places list shows nothing (the empty state's hint): which chosen filters empty it and how many
 * places each matches alone. Apart from place-filters.ts, so the home page's first load does not carry it.
 */
import type { WithDistance } from './distance';
import { AMENITY_LABELS, CATEGORY_PLURALS, PRICE_TIER_LABELS } from './categories';
import {
  DEFAULT_FILTERS,
  DISTANCE_SLIDER,
  distanceLabel,
  filterPlaces,
  ratingLabel,
  type FilterablePlace,
  type FilterState,
} from './place-filters';
import type { BeachFeature } from './categories';

const BEACH_FEATURE_NAMES: Record<BeachFeature, string> = {
  'blue-flag': 'Blue Flag',
  sand: 'Sandy beach',
  lifeguards: 'Lifeguards',
};

/** One chosen filter as the empty-list hint names it, and the filter state that applies it alone. */
interface ChosenFilter {
  label: string;
  isAmenity: boolean;
  applies: Partial<FilterState>;
}

/** The filters that differ from their defaults, in the panel's order; distance only when distances exist. */
function chosenFilters(filters: FilterState, hasDistances: boolean): ChosenFilter[] {
  const chosen: ChosenFilter[] = [];
  if (filters.category !== 'all') {
    chosen.push({
      label: CATEGORY_PLURALS[filters.category],
      isAmenity: false,
      applies: { category: filters.category },
    });
  }
  if (filters.minRating > 0) {
    chosen.push({
      label: `Rating ${ratingLabel(filters.minRating)}`,
      isAmenity: false,
      applies: { minRating: filters.minRating },
    });
  }
  if (hasDistances && filters.maxDistance < DISTANCE_SLIDER.max) {
    chosen.push({
      label: `Within ${distanceLabel(filters.maxDistance)}`,
      isAmenity: false,
      applies: { maxDistance: filters.maxDistance },
    });
  }
  if (filters.priceRange.length > 0) {
    chosen.push({
      label: `${filters.priceRange.map((tier) => PRICE_TIER_LABELS[tier]).join(' or ')} price`,
      isAmenity: false,
      applies: { priceRange: filters.priceRange },
    });
  }
  for (const amenity of filters.amenities) {
    chosen.push({ label: AMENITY_LABELS[amenity], isAmenity: true, applies: { amenities: [amenity] } });
  }
  if (filters.openNow) chosen.push({ label: 'Open now', isAmenity: false, applies: { openNow: true } });
  if (filters.stepFree) {
    chosen.push({ label: 'Step-free entrance', isAmenity: false, applies: { stepFree: true } });
  }
  for (const feature of filters.beach) {
    chosen.push({ label: BEACH_FEATURE_NAMES[feature], isAmenity: false, applies: { beach: [feature] } });
  }
  return chosen;
}

/** The filter state that applies all of these filters and no other. */
function applyingAll(chosen: readonly ChosenFilter[]): FilterState {
  return chosen.reduce<FilterState>(
    (state, { applies }) => ({
      ...state,
      ...applies,
      amenities: [...state.amenities, ...(applies.amenities ?? [])],
      beach: [...state.beach, ...(applies.beach ?? [])],
    }),
    DEFAULT_FILTERS,
  );
}

/** Every way to pick `size` of the items, in their order. */
function combinations<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  return items.flatMap((item, index) =>
    combinations(items.slice(index + 1), size - 1).map((rest) => [item, ...rest]),
  );
}

/** 'A', 'A and B', 'A, B and C'. */
function listText(labels: readonly string[]): string {
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** 'has Wi-Fi', 'has both Wi-Fi and Parking', 'matches the filters Bars and Parking together'. */
function culpritText(culprits: readonly ChosenFilter[]): string {
  const labels = culprits.map((filter) => filter.label);
  if (culprits.every((filter) => filter.isAmenity)) {
    if (labels.length === 1) return `has ${labels[0]}`;
    return `has ${labels.length === 2 ? 'both' : 'all of'} ${listText(labels)}`;
  }
  if (labels.length === 1) return `matches the filter ${labels[0]}`;
  return `matches the filters ${listText(labels)} together`;
}

const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;

export interface EmptyListHint {
  /** Why the list is empty: the fewest chosen filters that together match no place. */
  reason: string;
  /** With two or more filters chosen: how many places each matches on its own ('Wi-Fi: 0 places'). */
  counts: string[];
  /** What the hint's button clears: the amenities when they alone empty the list, else every filter. */
  clear: 'amenities' | 'filters' | null;
}

/**
 * Why /places shows no place (call it when `filterPlaces` gives none): the smallest combination of the
 * chosen filters that no place matches ('No place has both Wi-Fi and Parking', 'No place matches the filters
 * Bars and Budget price together'), how many
 * places each chosen filter matches on its own, and what to clear. Counts are among the places the search
 * (`searchMatches`, `query`) found. Null when there is nothing to explain: no place at all, no search, no filter.
 * 'Open now' is read at `now`. GET /api/places/page answers it for an empty page.
 */
export function emptyListHint<T extends FilterablePlace>(
  places: WithDistance<T>[],
  searchMatches: ReadonlySet<number> | null,
  query: string,
  filters: FilterState,
  now: Date = new Date(),
): EmptyListHint | null {
  const needle = query.trim();
  const found = filterPlaces(places, searchMatches, DEFAULT_FILTERS, now);
  if (found.length === 0) {
    return needle ? { reason: `No place matches "${needle}".`, counts: [], clear: null } : null;
  }
  const chosen = chosenFilters(
    filters,
    found.some((place) => place.distanceKm !== undefined),
  );
  const matching = (some: readonly ChosenFilter[]) =>
    filterPlaces(found, null, applyingAll(some), now).length;
  let culprits: ChosenFilter[] | undefined;
  for (let size = 1; size <= chosen.length && !culprits; size++) {
    culprits = combinations(chosen, size).find((some) => matching(some) === 0);
  }
  if (!culprits) return null;

  const subject = needle ? `None of the places found for "${needle}"` : 'No place';
  return {
    reason: `${subject} ${culpritText(culprits)}.`,
    counts:
      chosen.length > 1 ? chosen.map((filter) => `${filter.label}: ${placesText(matching([filter]))}`) : [],
    clear: culprits.every((filter) => filter.isAmenity) ? 'amenities' : 'filters',
  };
}
