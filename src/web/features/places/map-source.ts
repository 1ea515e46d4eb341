/**
 * The places page's map from the server (GET /api/places/map): which filters it sends, and the views it
 * asks for. The map first asks for every matching place's extent (the whole district at zoom 0), fits its
 * view to it as a map of a list does (map-view.ts), and asks for that view's places and clusters; the
 * server draws the first picture from the very same answers (page-data.ts, MapPicture). The requests for
 * each view are in map-requests.ts, which only the map's own code and the server read.
 */
import type { LatLng } from '../../../common/distance';
import { DEFAULT_FILTERS, DISTANCE_SLIDER, type FilterState } from '../../../common/filter-state';
import type { Bbox } from '../../../common/place-map';
import type { QueryParams } from '../../lib/api-client';
import { mapViewLayers, type MapPlace, type MapViewLayer } from './map-view';
import { categoryFromParam, urlFiltersFromParams } from './places-address';

/** A map whose places come from the server, clustered, for the view it shows (GET /api/places/map). */
export interface ServerMap {
  /** The places list's filters, as the map's query sends them (mapFilterParams). */
  filters: QueryParams;
  /** The views it opens on, by its size, fitted to the matching places' extent. */
  layers: MapViewLayer[];
}

/** The list's filters as GET /api/places/map's query: only those that differ from their defaults. */
export function mapFilterParams(filters: FilterState, position: LatLng | null): QueryParams {
  const params: QueryParams = {};
  if (filters.category !== 'all') params.category = filters.category;
  if (filters.minRating > 0) params.minRating = filters.minRating;
  if (filters.priceRange.length > 0) params.price = filters.priceRange.join(',');
  if (filters.amenities.length > 0) params.amenities = filters.amenities.join(',');
  if (filters.openNow) params.openNow = 'true';
  if (filters.stepFree) params.stepFree = 'true';
  if (filters.beach.length > 0) params.beach = filters.beach.join(',');
  if (position && filters.maxDistance < DISTANCE_SLIDER.max) {
    Object.assign(params, { lat: position.lat, lng: position.lng, maxDistanceKm: filters.maxDistance });
  }
  return params;
}

/**
 * The map's filters as the places page starts from its address (the filters it keeps there; the others
 * at their defaults), or null when the page waits for the browser's clock ('open now') and draws no map yet.
 */
export function initialMapFilterParams(search: URLSearchParams): QueryParams | null {
  const filters: FilterState = {
    ...DEFAULT_FILTERS,
    category: categoryFromParam(search.get('category')),
    ...urlFiltersFromParams(search),
  };
  return filters.openNow ? null : mapFilterParams(filters, null);
}

/** The views the map can open on for an extent, smallest first (one for an empty map). */
export function extentLayers(extent: Bbox | null): MapViewLayer[] {
  const corner = (lat: number, lng: number, id: number): MapPlace => ({
    id,
    slug: '',
    name: '',
    category: 'landmark',
    latitude: lat,
    longitude: lng,
  });
  const places = extent ? [corner(extent.south, extent.west, 1), corner(extent.north, extent.east, 2)] : [];
  return mapViewLayers({ places });
}
