/**
 * What the /places address holds (the view, the category, and the filters kept in it), apart from the rest
 * of places-page.ts: the server's page reads and the map's requests need these on every page that shows a
 * map, the rest only on /places.
 */
import { BEACH_FEATURES, isPlaceCategory, type BeachFeature } from '../../../common/categories';
import type { FilterState } from '../../../common/filter-state';
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

/** The filters /places keeps in its address: ?open=now, ?access=step-free, ?beach=blue-flag,sand. */
export type UrlFilters = Pick<FilterState, 'openNow' | 'stepFree' | 'beach'>;

/** The address's filters; unknown values are left out. */
export function urlFiltersFromParams(params: URLSearchParams): UrlFilters {
  const beach = (params.get('beach') ?? '')
    .split(',')
    .filter((value): value is BeachFeature => (BEACH_FEATURES as readonly string[]).includes(value));
  return {
    openNow: params.get('open') === 'now',
    stepFree: params.get('access') === 'step-free',
    beach: BEACH_FEATURES.filter((feature) => beach.includes(feature)),
  };
}

/** The address's parameters for the filters: each null when it is off (the parameter goes). */
export function urlFilterParams(filters: UrlFilters): Record<'open' | 'access' | 'beach', string | null> {
  return {
    open: filters.openNow ? 'now' : null,
    access: filters.stepFree ? 'step-free' : null,
    beach:
      filters.beach.length > 0 ? BEACH_FEATURES.filter((f) => filters.beach.includes(f)).join(',') : null,
  };
}
