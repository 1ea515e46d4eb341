/**
 * The places page's map from the server (GET /api/places/map): which filters it sends, and the views it
 * asks for. The map first asks for every matching place's extent (the whole district at zoom 0), fits its
 * view to it as a map of a list does (map-view.ts), and asks for that view's places and clusters; the
 * server draws the first picture from the very same answers (page-data.ts, MapPicture). The requests for
 * each view are in map-requests.ts, which only the map's own code and the server read.
 */
import type { LatLng } from '../../../common/distance';
import { DISTANCE_SLIDER, type FilterState } from '../../../common/filter-state';
import type { QueryParams } from '../../lib/api-client';
import type { MapViewLayer } from './map-view';
import { filtersFromParams } from './places-address';

/** A map whose places come from the server, clustered, for the view it shows (GET /api/places/map). */
export interface ServerMap {
  /** The places list's filters, as the map's query sends them (mapFilterParams). */
  filters: QueryParams;
  /** The views it opens on, by its size, fitted to the matching places' extent. */
  layers: MapViewLayer[];
}

/** A moment to the minute, as the server reads 'open now' at it (`at`): lists asked within a minute agree. */
function minuteOf(moment: Date): string {
  return new Date(Math.floor(moment.getTime() / 60_000) * 60_000).toISOString();
}

/**
 * The list's search and filters as GET /api/places/map's (and /page's) query: only those that differ from
 * their defaults; 'open now' at the visitor's moment, when known.
 */
export function mapFilterParams(
  filters: FilterState,
  position: LatLng | null,
  search = '',
  at: Date | null = null,
): QueryParams {
  const params: QueryParams = {};
  if (search.trim()) params.q = search.trim();
  if (filters.category !== 'all') params.category = filters.category;
  if (filters.minRating > 0) params.minRating = filters.minRating;
  if (filters.priceRange.length > 0) params.price = filters.priceRange.join(',');
  if (filters.amenities.length > 0) params.amenities = filters.amenities.join(',');
  if (filters.openNow) params.openNow = 'true';
  if (filters.openNow && at) params.at = minuteOf(at);
  if (filters.stepFree) params.stepFree = 'true';
  if (filters.beach.length > 0) params.beach = filters.beach.join(',');
  if (position && filters.maxDistance < DISTANCE_SLIDER.max) {
    Object.assign(params, { lat: position.lat, lng: position.lng, maxDistanceKm: filters.maxDistance });
  }
  return params;
}

/**
 * The map's filters as the places page starts from its address, or null when the page waits for the
 * browser's clock ('open now') and draws no map yet.
 */
export function initialMapFilterParams(search: URLSearchParams): QueryParams | null {
  const filters = filtersFromParams(search);
  return filters.openNow ? null : mapFilterParams(filters, null, search.get('q') ?? '');
}
