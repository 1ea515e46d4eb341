import { API } from '../../../common/api-paths';
import { MAX_DEVICE_FAVORITES } from '../../../common/favorites-limits';
import { pathFromQueryKey, type QueryParams } from '../../lib/api-client';

/**
 * The most cards GET /api/places/page answers at a time (PLACES_PAGE_SIZE.max in common/schemas/places.ts,
 * whose parsing code the favourite button's pages do not load; a unit test holds the two equal).
 */
export const SAVED_PLACES_PAGE_SIZE = 60;

/**
 * The reads of the saved places' cards (GET /api/places/page?ids=): the ids in ascending order (the same
 * favourites ask the same questions, whatever order they were saved in), at most MAX_DEVICE_FAVORITES a
 * question (the server's limit), each asked a page of SAVED_PLACES_PAGE_SIZE cards at a time. The server
 * orders each question's places as the list does (best rated first).
 */
export function savedPlacesRequests(placeIds: readonly number[]): QueryParams[] {
  const ids = [...new Set(placeIds)].sort((a, b) => a - b);
  const requests: QueryParams[] = [];
  for (let start = 0; start < ids.length; start += MAX_DEVICE_FAVORITES) {
    const chunk = ids.slice(start, start + MAX_DEVICE_FAVORITES);
    for (let page = 0; page * SAVED_PLACES_PAGE_SIZE < chunk.length; page++) {
      requests.push({ ids: chunk.join(','), pageSize: SAVED_PLACES_PAGE_SIZE, page });
    }
  }
  return requests;
}

/** A saved-places read's query key: a places list page, as the places feature's own reads are. */
export const savedPlacesKey = (params: QueryParams) => [API.places.page, params] as const;

/** The addresses the saved places are read from: what the favourites page needs kept for use offline. */
export function savedPlacesAddresses(placeIds: readonly number[]): string[] {
  return savedPlacesRequests(placeIds).map((params) => pathFromQueryKey(savedPlacesKey(params)));
}
