import { describe, expect, it } from 'vitest';
import { PLACES_PAGE_SIZE } from '../../src/common/schemas/places';
import {
  SAVED_PLACES_PAGE_SIZE,
  savedPlacesAddresses,
  savedPlacesRequests,
} from '../../src/web/features/favorites/favorite-places';

describe('savedPlacesRequests', () => {
  it('asks for the saved places by id, in ascending order, each once', () => {
    expect(savedPlacesRequests([30, 4, 17, 4])).toEqual([{ ids: '4,17,30', pageSize: 60, page: 0 }]);
    expect(savedPlacesRequests([])).toEqual([]);
  });

  it('asks a page of the most cards the server answers at a time, and at most 200 ids a question', () => {
    expect(SAVED_PLACES_PAGE_SIZE).toBe(PLACES_PAGE_SIZE.max);
    const ids = Array.from({ length: 250 }, (_, index) => index + 1);
    const requests = savedPlacesRequests(ids);
    expect(requests.map(({ page }) => page)).toEqual([0, 1, 2, 3, 0]);
    expect(String(requests[0]!.ids).split(',')).toHaveLength(200);
    expect(requests[4]!.ids).toBe(ids.slice(200).join(','));
  });

  it('gives the addresses the favourites page reads, for keeping them offline', () => {
    expect(savedPlacesAddresses([9, 2])).toEqual(['/api/places/page?ids=2%2C9&pageSize=60&page=0']);
  });
});
