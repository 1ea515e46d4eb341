import { describe, expect, it } from 'vitest';
import { RESERVED_PLACE_SLUGS } from '../../src/common/api-paths';
import { firstFreeSlug } from '../../src/server/lib/slug';

describe('RESERVED_PLACE_SLUGS', () => {
  it('holds every path under /api/places/ that names no place', () => {
    expect([...RESERVED_PLACE_SLUGS].sort()).toEqual([
      'map',
      'nearby',
      'page',
      'photos',
      'recent',
      'search',
      'trending',
    ]);
  });

  it('keeps a place called "Page" off the list path: it gets page-2', () => {
    expect(firstFreeSlug('page', new Set(RESERVED_PLACE_SLUGS))).toBe('page-2');
  });
});
