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
});

describe('addressesToFetch', () => {
  it('fetches every API answer again, and pages and pictures only when not kept yet', () => {
    const wanted = ['/my-favorites', '/api/places', '/places/a', '/api/places/a', '/images/places/a.svg'];
    const kept = new Set(['/my-favorites', '/api/places', '/places/a', '/images/places/a.svg']);
    expect(addressesToFetch(wanted, kept)).toEqual(['/api/places', '/api/places/a']);
    expect(addressesToFetch(wanted, new Set())).toEqual(wanted);
  });
});
