import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Place } from '../../../common/schemas/places';
import { getQueryFn } from '../../lib/api-client';

export const placeKeys = {
  all: ['/api/places'] as const,
  trending: ['/api/places/trending'] as const,
  recent: ['/api/places/recent'] as const,
  detail: (slug: string) => ['/api/places', slug] as const,
  nearby: (placeId: number) => ['/api/places/nearby', placeId] as const,
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
  return queryOptions({ queryKey: placeKeys.detail(slug), queryFn: getQueryFn<Place>({ on401: 'throw' }) });
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
