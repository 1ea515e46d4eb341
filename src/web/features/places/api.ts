import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacesMap } from '../../../common/schemas/place-map';
import type { Place, PlaceDetail } from '../../../common/schemas/places';
import { getQueryFn, type QueryParams } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const placeKeys = {
  all: [API.places.list] as const,
  trending: [API.places.trending] as const,
  recent: [API.places.recent] as const,
  detail: (slug: string) => [API.places.list, slug] as const,
  /** Every place's neighbours start with this. */
  allNearby: [API.places.nearby] as const,
  nearby: (placeId: number) => [API.places.nearby, placeId] as const,
};

const list = getQueryFn<Place[]>({ on401: 'throw' });

/** GET /api/places: all published places. */
export const placesQuery = queryOptions({ queryKey: placeKeys.all, queryFn: list });
/** GET /api/places/trending */
export const trendingPlacesQuery = queryOptions({ queryKey: placeKeys.trending, queryFn: list });
/** GET /api/places/recent */
export const recentPlacesQuery = queryOptions({ queryKey: placeKeys.recent, queryFn: list });

/** GET /api/places/{slug}; a missing place is a '404: ...' error. */
export function placeQuery(slug: string) {
  return queryOptions({
    queryKey: placeKeys.detail(slug),
    queryFn: getQueryFn<PlaceDetail>({ on401: 'throw' }),
  });
}

/** GET /api/places/nearby/{placeId} */
export function nearbyPlacesQuery(placeId: number) {
  return queryOptions({ queryKey: placeKeys.nearby(placeId), queryFn: list });
}

/** All published places; `enabled: false` holds the request back until the page needs them. */
export const usePlaces = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...placesQuery, enabled });
export const useTrendingPlaces = () => useQuery(trendingPlacesQuery);
export const useRecentPlaces = () => useQuery(recentPlacesQuery);
export const usePlace = (slug: string) => useQuery(placeQuery(slug));
export const useNearbyPlaces = (placeId: number | undefined) =>
  useQuery({ ...nearbyPlacesQuery(placeId ?? 0), enabled: placeId !== undefined });

/** GET /api/places/map?bbox=&zoom= and the list's filters: a map view's single places and clusters. */
export function placesMapQuery(params: QueryParams) {
  return queryOptions({
    queryKey: [API.places.map, params] as const,
    queryFn: getQueryFn<PlacesMap>({ on401: 'throw' }),
  });
}

/** A server map's first question: the whole district at zoom 0, whose answer holds the matching places' extent. */
export function extentParams(filters: QueryParams): QueryParams {
  return { ...filters, zoom: 0 };
}

/** A map view's places; null asks nothing. The last view's stay drawn while the next one loads. */
export const usePlacesMap = (params: QueryParams | null) =>
  useQuery({ ...placesMapQuery(params ?? {}), enabled: params !== null, placeholderData: keepPreviousData });
