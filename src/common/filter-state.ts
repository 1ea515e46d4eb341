/**
 * The places list's filter state and its defaults, apart from the filtering itself (place-filters.ts), so a
 * page that only passes filters on (the map's requests) does not load the opening-hours reader with them.
 */
import type { AmenityKey, BeachFeature, PlaceCategory, PriceTier } from './categories';

export const RATING_SLIDER = { min: 0, max: 5, step: 0.5 } as const;
export const DISTANCE_SLIDER = { min: 1, max: 50, step: 1 } as const;

export interface FilterState {
  category: 'all' | PlaceCategory;
  minRating: number;
  maxDistance: number;
  priceRange: PriceTier[];
  amenities: AmenityKey[];
  /** Open at this moment by the place's opening hours, in Paphos time. */
  openNow: boolean;
  /** A source says the entrance is step-free. */
  stepFree: boolean;
  /** Beach facts every listed place must have (Blue Flag, sand, lifeguards). */
  beach: BeachFeature[];
}

export const DEFAULT_FILTERS: FilterState = {
  category: 'all',
  minRating: 0,
  maxDistance: DISTANCE_SLIDER.max,
  priceRange: [],
  amenities: [],
  openNow: false,
  stepFree: false,
  beach: [],
};

/** How the list is ordered: 'recommended' is SPEC 5's rule; the others are the visitor's choice. */
export const SORT_ORDERS = ['recommended', 'distance', 'rating', 'name'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
