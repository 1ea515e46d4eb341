import { describe, expect, it } from 'vitest';
import { addressesToFetch, placeOfflineAddresses } from '../../src/web/features/favorites/offline-copies';

describe('placeOfflineAddresses', () => {
  it("keeps a place's page, its API answer and its pictures served by this site", () => {
    expect(
      placeOfflineAddresses({
        slug: 'fettas-tavern',
        photos: ['/images/places/fettas-tavern.svg', '/api/places/photos/places/abc/photos/def'],
      }),
    ).toEqual([
      '/places/fettas-tavern',
      '/api/places/fettas-tavern',
      '/images/places/fettas-tavern.svg',
      '/api/places/photos/places/abc/photos/def',
    ]);
  });

  it("leaves out other sites' pictures, and escapes a picture's address as its URL does", () => {
    expect(
      placeOfflineAddresses({
        slug: 'lara-bay',
        photos: [
          'https://cdn.example.com/lara.jpg',
          '//cdn.example.com/lara.jpg',
          '/images/places/lara bay.jpg',
        ],
      }),
    ).toEqual(['/places/lara-bay', '/api/places/lara-bay', '/images/places/lara%20bay.jpg']);
  });

  it("keeps a list card's one picture, and none for a card drawn without one", () => {
    expect(placeOfflineAddresses({ slug: 'lara-bay', photo: '/images/places/lara.svg' })).toEqual([
      '/places/lara-bay',
      '/api/places/lara-bay',
      '/images/places/lara.svg',
    ]);
    expect(placeOfflineAddresses({ slug: 'lara-bay', photo: null })).toEqual([
      '/places/lara-bay',
      '/api/places/lara-bay',
    ]);
  });
});

describe('addressesToFetch', () => {
  it('fetches every API answer again, and pages and pictures only when not kept yet', () => {
    const list = '/api/places/page?ids=1&pageSize=60&page=0';
    const wanted = ['/my-favorites', list, '/places/a', '/api/places/a', '/images/places/a.svg'];
    const kept = new Set(['/my-favorites', list, '/places/a', '/images/places/a.svg']);
    expect(addressesToFetch(wanted, kept)).toEqual([list, '/api/places/a']);
    expect(addressesToFetch(wanted, new Set())).toEqual(wanted);
  });
});
