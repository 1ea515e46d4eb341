import { describe, expect, it } from 'vitest';
import { favoritePlaces, savedCountText } from '../../src/web/features/favorites/favorite-places';

describe('favoritePlaces', () => {
  it('keeps the favourite places in list order', () => {
    const places = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(favoritePlaces(places, [{ placeId: 3 }, { placeId: 1 }, { placeId: 99 }])).toEqual([
      { id: 1 },
      { id: 3 },
    ]);
    expect(favoritePlaces(places, [])).toEqual([]);
  });
});

describe('savedCountText', () => {
  it('counts saved places, singular for one', () => {
    expect(savedCountText(0)).toBe('0 places saved');
    expect(savedCountText(1)).toBe('1 place saved');
    expect(savedCountText(4)).toBe('4 places saved');
  });
});
