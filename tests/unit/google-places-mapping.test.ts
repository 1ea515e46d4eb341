import { describe, expect, it } from 'vitest';
import { isInPaphosDistrict } from '../../src/common/paphos-district';
import { PhotoCache } from '../../src/server/modules/places/photo-service';
import {
  isSourcePhotoName,
  sourcePhotoUrl,
  type SourcePhoto,
} from '../../src/server/providers/places-source';
import {
  authorProfileUrl,
  categoryForGoogleTypes,
  PHOTOS_PER_PLACE,
  priceLevelFromGoogle,
  sourcePlaceFromGoogle,
  type GooglePlace,
} from '../../src/server/providers/places-source/google-places';

describe('categoryForGoogleTypes', () => {
  it.each([
    ['restaurant', 'restaurant'],
    ['greek_restaurant', 'restaurant'],
    ['steak_house', 'restaurant'],
    ['bar', 'bar'],
    ['wine_bar', 'bar'],
    ['night_club', 'bar'],
    ['cafe', 'cafe'],
    ['coffee_shop', 'cafe'],
    ['bakery', 'cafe'],
    ['tourist_attraction', 'attraction'],
    ['museum', 'attraction'],
    ['national_park', 'attraction'],
    ['beach', 'beach'],
    ['hotel', 'hotel'],
    ['resort_hotel', 'hotel'],
    ['lodging', 'hotel'],
    ['historical_landmark', 'landmark'],
    ['monument', 'landmark'],
    ['church', 'landmark'],
    ['spa', 'spa'],
    ['wellness_center', 'spa'],
    ['shopping_mall', 'shopping'],
    ['market', 'shopping'],
    ['water_park', 'entertainment'],
    ['movie_theater', 'entertainment'],
    ['zoo', 'entertainment'],
  ] as const)('puts a place whose primary type is %s among %s', (primaryType, category) => {
    expect(categoryForGoogleTypes(primaryType, [primaryType, 'point_of_interest', 'establishment'])).toBe(
      category,
    );
  });

  it('lets the primary type decide over the other types', () => {
    expect(categoryForGoogleTypes('resort_hotel', ['spa', 'restaurant', 'lodging'])).toBe('hotel');
  });

  it('takes the first type it knows when the primary type is missing or unknown', () => {
    expect(categoryForGoogleTypes(undefined, ['point_of_interest', 'beach', 'tourist_attraction'])).toBe(
      'beach',
    );
    expect(categoryForGoogleTypes('event_venue', ['event_venue', 'bar', 'restaurant'])).toBe('bar');
  });

  it('finds no category for generic or unrelated types', () => {
    expect(
      categoryForGoogleTypes(undefined, ['point_of_interest', 'establishment', 'food', 'store']),
    ).toBeNull();
    expect(categoryForGoogleTypes('car_repair', ['car_repair', 'point_of_interest'])).toBeNull();
    expect(categoryForGoogleTypes(undefined, [])).toBeNull();
    expect(categoryForGoogleTypes(undefined)).toBeNull();
  });
});

describe('priceLevelFromGoogle', () => {
  it('turns inexpensive to very expensive into 1 to 4', () => {
    expect(priceLevelFromGoogle('PRICE_LEVEL_INEXPENSIVE')).toBe(1);
    expect(priceLevelFromGoogle('PRICE_LEVEL_MODERATE')).toBe(2);
    expect(priceLevelFromGoogle('PRICE_LEVEL_EXPENSIVE')).toBe(3);
    expect(priceLevelFromGoogle('PRICE_LEVEL_VERY_EXPENSIVE')).toBe(4);
  });

  it('shows no price for free places, like our own free beaches and landmarks', () => {
    expect(priceLevelFromGoogle('PRICE_LEVEL_FREE')).toBeNull();
  });

  it('has no price for an unspecified, unknown or missing level', () => {
    expect(priceLevelFromGoogle('PRICE_LEVEL_UNSPECIFIED')).toBeNull();
    expect(priceLevelFromGoogle('PRICE_LEVEL_PRICELESS')).toBeNull();
    expect(priceLevelFromGoogle(undefined)).toBeNull();
  });
});

describe('authorProfileUrl', () => {
  it('gives a scheme-relative Google link https', () => {
    expect(authorProfileUrl('//maps.google.com/maps/contrib/123')).toBe(
      'https://maps.google.com/maps/contrib/123',
    );
  });

  it('keeps an http(s) link and drops anything else', () => {
    expect(authorProfileUrl('https://www.google.com/maps/contrib/123')).toBe(
      'https://www.google.com/maps/contrib/123',
    );
    expect(authorProfileUrl('javascript:alert(1)')).toBeNull();
    expect(authorProfileUrl('')).toBeNull();
    expect(authorProfileUrl(undefined)).toBeNull();
  });
});

describe('isInPaphosDistrict', () => {
  it('holds Kato Paphos, Polis and Petra tou Romiou, not Limassol or Nicosia', () => {
    expect(isInPaphosDistrict(34.7551, 32.4078)).toBe(true);
    expect(isInPaphosDistrict(35.0361, 32.4256)).toBe(true);
    expect(isInPaphosDistrict(34.6641, 32.6272)).toBe(true);
    expect(isInPaphosDistrict(34.6786, 33.0413)).toBe(false);
    expect(isInPaphosDistrict(35.1856, 33.3823)).toBe(false);
  });
});

describe('sourcePlaceFromGoogle', () => {
  const place: GooglePlace = {
    id: 'ChIJexample',
    displayName: { text: '  Harbour Fish Taverna  ' },
    location: { latitude: 34.7551, longitude: 32.4078 },
    primaryType: 'seafood_restaurant',
    types: ['seafood_restaurant', 'restaurant'],
  };

  it('needs no more than an id, a name, a position and a type of ours', () => {
    expect(sourcePlaceFromGoogle(place)).toEqual({
      sourceId: 'ChIJexample',
      name: 'Harbour Fish Taverna',
      category: 'restaurant',
      latitude: 34.7551,
      longitude: 32.4078,
      approximatePosition: false,
      address: null,
      phoneNumber: null,
      website: null,
      rating: null,
      reviewCount: 0,
      priceLevel: null,
      openingHours: null,
      photos: [],
      photoCredits: [],
      highlights: [],
      amenities: [],
      description: null,
      // Google gives no other-language names or accessibility here: the sync keeps what another source gave.
      nameTranslations: {},
      wheelchair: null,
      toiletsWheelchair: null,
    });
  });

  it('leaves out a place without a name or a position, outside the district, closed for good, or not ours', () => {
    expect(sourcePlaceFromGoogle({ ...place, displayName: { text: ' ' } })).toBeNull();
    expect(sourcePlaceFromGoogle({ ...place, location: undefined })).toBeNull();
    expect(
      sourcePlaceFromGoogle({ ...place, location: { latitude: 34.6786, longitude: 33.0413 } }),
    ).toBeNull();
    expect(sourcePlaceFromGoogle({ ...place, businessStatus: 'CLOSED_PERMANENTLY' })).toBeNull();
    expect(sourcePlaceFromGoogle({ ...place, primaryType: 'car_repair', types: ['car_repair'] })).toBeNull();
  });

  it('keeps a temporarily closed place', () => {
    expect(sourcePlaceFromGoogle({ ...place, businessStatus: 'CLOSED_TEMPORARILY' })).not.toBeNull();
  });

  it('keeps only http(s) websites, and the international phone number before the national one', () => {
    expect(sourcePlaceFromGoogle({ ...place, websiteUri: 'ftp://example.com' })?.website).toBeNull();
    expect(
      sourcePlaceFromGoogle({
        ...place,
        nationalPhoneNumber: '26 000001',
        internationalPhoneNumber: '+357 26 000001',
      })?.phoneNumber,
    ).toBe('+357 26 000001');
  });

  it(`keeps the first ${PHOTOS_PER_PLACE} photos whose names are Google photo names, with their credits`, () => {
    const photo = (ref: string) => ({
      name: `places/ChIJexample/photos/${ref}`,
      authorAttributions: [{ displayName: `Author ${ref}`, uri: '//maps.google.com/maps/contrib/1' }],
    });
    const mapped = sourcePlaceFromGoogle({
      ...place,
      photos: [photo('a/../../etc'), photo('ref1'), photo('ref2'), photo('ref3'), photo('ref4')],
    });
    expect(mapped?.photos).toEqual(
      ['ref1', 'ref2', 'ref3'].map((ref) => sourcePhotoUrl(`places/ChIJexample/photos/${ref}`)),
    );
    expect(mapped?.photoCredits.map((credit) => credit.authors[0]?.name)).toEqual([
      'Author ref1',
      'Author ref2',
      'Author ref3',
    ]);
  });
});

describe('photo names and our photo URLs', () => {
  it('accepts Google photo names only', () => {
    expect(isSourcePhotoName('places/ChIJN1t_tDeuEmsRUsoyG83frY4/photos/AUc7tXW-3x_9Q')).toBe(true);
    for (const bad of [
      'places/abc/photos/../../v1/places:searchText',
      'places/abc/photos/x/media',
      'places/abc/photos/x?key=1',
      '/places/abc/photos/x',
      'https://evil.example/places/abc/photos/x',
      'places//photos/x',
      `places/abc/photos/${'x'.repeat(701)}`,
    ]) {
      expect(isSourcePhotoName(bad)).toBe(false);
    }
  });

  it('serves a photo at our own route, its name one path segment', () => {
    expect(sourcePhotoUrl('places/abc/photos/x_1')).toBe('/api/places/photos/places%2Fabc%2Fphotos%2Fx_1');
  });
});

describe('PhotoCache', () => {
  const photo = (size: number): SourcePhoto => ({ bytes: Buffer.alloc(size), contentType: 'image/jpeg' });

  it('drops the least recently used photos once its bytes pass the bound', () => {
    const cache = new PhotoCache(100);
    cache.set('a', photo(40));
    cache.set('b', photo(40));
    cache.get('a');
    cache.set('c', photo(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(80);
  });

  it('keeps no photo larger than the whole bound, and counts a replaced photo once', () => {
    const cache = new PhotoCache(100);
    cache.set('huge', photo(101));
    expect(cache.get('huge')).toBeUndefined();
    cache.set('a', photo(30));
    cache.set('a', photo(50));
    expect(cache.size).toBe(50);
  });
});
