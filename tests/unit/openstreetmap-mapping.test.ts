import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../src/common/categories';
import {
  accessLevel,
  addressFromTags,
  amenitiesFromTags,
  categoryForOsmTags,
  cuisineLabels,
  highlightsFromTags,
  namesFromTags,
  OSM_CATEGORY_RULES,
  overpassQuery,
  sourcePlaceFromOsm,
  tagValues,
  websiteFromTags,
} from '../../src/server/providers/places-source/openstreetmap';
import { HARBOUR_TAVERNA, HILLTOP_CASTLE, SQUARE_CAFE, SUNSET_BAY } from '../fakes/overpass';

describe('categoryForOsmTags', () => {
  it.each([
    [{ amenity: 'restaurant' }, 'restaurant'],
    [{ amenity: 'fast_food' }, 'restaurant'],
    [{ amenity: 'cafe' }, 'cafe'],
    [{ amenity: 'bar' }, 'bar'],
    [{ amenity: 'pub' }, 'bar'],
    [{ amenity: 'nightclub' }, 'bar'],
    [{ tourism: 'hotel' }, 'hotel'],
    [{ tourism: 'guest_house' }, 'hotel'],
    [{ tourism: 'apartment' }, 'hotel'],
    [{ natural: 'beach' }, 'beach'],
    [{ historic: 'archaeological_site' }, 'landmark'],
    [{ historic: 'church' }, 'landmark'],
    [{ tourism: 'museum' }, 'attraction'],
    [{ tourism: 'attraction' }, 'attraction'],
    [{ tourism: 'zoo' }, 'entertainment'],
    [{ tourism: 'theme_park' }, 'entertainment'],
    [{ leisure: 'water_park' }, 'entertainment'],
    [{ amenity: 'cinema' }, 'entertainment'],
    [{ amenity: 'theatre' }, 'entertainment'],
    [{ shop: 'mall' }, 'shopping'],
    [{ shop: 'gift' }, 'shopping'],
    [{ shop: 'souvenir' }, 'shopping'],
    [{ leisure: 'spa' }, 'spa'],
    [{ amenity: 'spa' }, 'spa'],
  ] as const)('puts %j among %s', (tags, category) => {
    expect(categoryForOsmTags(tags)).toBe(category);
  });

  it('takes the first row of the table that matches: a hotel with a restaurant is a hotel, a castle a landmark', () => {
    expect(categoryForOsmTags({ tourism: 'hotel', amenity: 'restaurant' })).toBe('hotel');
    expect(categoryForOsmTags({ historic: 'castle', tourism: 'attraction' })).toBe('landmark');
    expect(categoryForOsmTags({ tourism: 'museum', historic: 'building' })).toBe('attraction');
    expect(categoryForOsmTags({ amenity: 'restaurant', historic: 'building' })).toBe('restaurant');
  });

  it('reads multi-valued and oddly written values, and leaves out what the table does not list', () => {
    expect(categoryForOsmTags({ amenity: 'bank; cafe' })).toBe('cafe');
    expect(categoryForOsmTags({ amenity: ' Restaurant ' })).toBe('restaurant');
    expect(categoryForOsmTags({ amenity: 'bank' })).toBeNull();
    expect(categoryForOsmTags({ historic: 'milestone' })).toBeNull();
    expect(categoryForOsmTags({ historic: 'no' })).toBeNull();
    expect(categoryForOsmTags({})).toBeNull();
  });

  it('has a row for each of the site’s ten categories', () => {
    expect(new Set(OSM_CATEGORY_RULES.map((rule) => rule.category))).toEqual(new Set(PLACE_CATEGORIES));
  });
});

describe('overpassQuery', () => {
  const query = overpassQuery(90, 134217728);

  it('asks once for the district: JSON, a server-side timeout and size, the bounding box, centres and tags', () => {
    expect(query.split('\n')[0]).toBe(
      '[out:json][timeout:90][maxsize:134217728][bbox:34.62,32.25,35.2,32.75];',
    );
    expect(query.trim().endsWith('out center tags;')).toBe(true);
  });

  it('has one named nwr filter per key of the tag table', () => {
    expect(query).toContain(
      'nwr["amenity"~"^(restaurant|fast_food|food_court|cafe|ice_cream|bar|pub|nightclub|biergarten|cinema|theatre|spa|public_bath|marketplace)$"]["name"];',
    );
    expect(query).toContain(
      'nwr["historic"]["historic"!~"^(no|milestone|boundary_stone|wayside_cross|wayside_shrine)$"]["name"];',
    );
    expect(query).toContain('nwr["natural"~"^(beach)$"]["name"];');
    expect(query.match(/nwr\[/g)).toHaveLength(new Set(OSM_CATEGORY_RULES.map((rule) => rule.key)).size);
  });
});

describe('the tag readers', () => {
  it('splits multi-valued tags on semicolons', () => {
    expect(tagValues('greek; seafood;;greek')).toEqual(['greek', 'seafood']);
    expect(tagValues('  ')).toEqual([]);
    expect(tagValues(undefined)).toEqual([]);
  });

  it('prefers name:en and keeps the other languages', () => {
    expect(namesFromTags(HARBOUR_TAVERNA.tags!)).toEqual({
      name: 'Harbour Fish Taverna',
      translations: { el: 'Ψαροταβέρνα του Λιμανιού', ru: 'Рыбная таверна у гавани' },
    });
    expect(namesFromTags({ name: 'Καφενείο', 'name:xx-bogus!': 'x', 'name:': 'y', 'name:de': ' ' })).toEqual({
      name: 'Καφενείο',
      translations: {},
    });
    expect(namesFromTags({}).name).toBeNull();
  });

  it('writes an address in the Cypriot order, or takes addr:full, or has none', () => {
    expect(addressFromTags(HARBOUR_TAVERNA.tags!)).toBe('Apostolou Pavlou 12, Kato Paphos, 8046 Paphos');
    expect(addressFromTags({ 'addr:full': 'Coral Bay Avenue, Peyia' })).toBe('Coral Bay Avenue, Peyia');
    expect(addressFromTags({ 'addr:place': 'Kathikas', 'addr:city': 'Kathikas' })).toBe('Kathikas');
    expect(
      addressFromTags({ 'addr:street': 'Main Street', 'addr:suburb': 'Peyia', 'addr:city': 'Peyia' }),
    ).toBe('Main Street, Peyia');
    expect(addressFromTags({ 'addr:postcode': '8046' })).toBeNull();
  });

  it('reads wheelchair access: designated is a yes, anything odd unknown', () => {
    expect(accessLevel('yes')).toBe('yes');
    expect(accessLevel('designated')).toBe('yes');
    expect(accessLevel('limited')).toBe('limited');
    expect(accessLevel('no')).toBe('no');
    expect(accessLevel('unknown')).toBeNull();
    expect(accessLevel(undefined)).toBeNull();
  });

  it('keeps only http(s) websites, the first of several', () => {
    expect(websiteFromTags({ website: 'https://a.example;https://b.example' })).toBe('https://a.example');
    expect(websiteFromTags({ 'contact:website': 'http://c.example/menu' })).toBe('http://c.example/menu');
    expect(websiteFromTags({ website: 'www.no-scheme.example' })).toBeNull();
    expect(websiteFromTags({ website: 'javascript:alert(1)' })).toBeNull();
  });

  it('writes cuisines plainly, peoples with a capital, odd values left out', () => {
    expect(cuisineLabels('greek;sea_food;Pizza,kebab;yes;<b>')).toEqual([
      'Greek',
      'sea food',
      'pizza',
      'kebab',
    ]);
    expect(highlightsFromTags(HARBOUR_TAVERNA.tags!)).toEqual([
      'Cuisine: Greek, seafood',
      'Vegetarian options',
    ]);
    expect(highlightsFromTags(SQUARE_CAFE.tags!)).toEqual(['Vegan only']);
    expect(highlightsFromTags({ 'diet:vegan': 'no', 'diet:vegetarian': 'limited' })).toEqual([
      'Some vegetarian options',
    ]);
  });

  it('gives amenities only on a clear yes', () => {
    expect(amenitiesFromTags(HARBOUR_TAVERNA.tags!)).toEqual(['wifi', 'outdoor_seating']);
    expect(amenitiesFromTags(SQUARE_CAFE.tags!)).toEqual(['wifi']);
    expect(
      amenitiesFromTags({ internet_access: 'terminal', outdoor_seating: 'no', wheelchair: 'yes' }),
    ).toEqual(['wheelchair_accessible']);
  });
});

describe('sourcePlaceFromOsm', () => {
  it('maps a node with every field the tags give', () => {
    expect(sourcePlaceFromOsm(HARBOUR_TAVERNA)).toEqual({
      sourceId: 'osm:node/900000001',
      name: 'Harbour Fish Taverna',
      category: 'restaurant',
      latitude: 34.7545,
      longitude: 32.4068,
      approximatePosition: false,
      address: 'Apostolou Pavlou 12, Kato Paphos, 8046 Paphos',
      phoneNumber: '+357 26 000001',
      website: 'https://harbour-taverna.example',
      rating: null,
      reviewCount: 0,
      priceLevel: null,
      openingHours: 'Mo-Sa 12:00-23:00; Su 12:00-16:00',
      photos: [],
      photoCredits: [],
      highlights: ['Cuisine: Greek, seafood', 'Vegetarian options'],
      amenities: ['wifi', 'outdoor_seating'],
      description: null,
      nameTranslations: { el: 'Ψαροταβέρνα του Λιμανιού', ru: 'Рыбная таверна у гавани' },
      wheelchair: 'limited',
      toiletsWheelchair: 'no',
    });
  });

  it('places a way at its centre (approximate for a beach) and a relation at its centre (approximate)', () => {
    expect(sourcePlaceFromOsm(SUNSET_BAY)).toMatchObject({
      sourceId: 'osm:way/800000002',
      category: 'beach',
      latitude: 34.8621,
      longitude: 32.3611,
      approximatePosition: true,
      wheelchair: 'yes',
      amenities: ['wheelchair_accessible'],
    });
    expect(sourcePlaceFromOsm(HILLTOP_CASTLE)).toMatchObject({
      sourceId: 'osm:relation/700000004',
      category: 'landmark',
      approximatePosition: true,
      nameTranslations: { de: 'Burg auf dem Hügel' },
    });
  });

  it('keeps hours as written when the site cannot read them, and drops a website without a scheme', () => {
    expect(sourcePlaceFromOsm(SQUARE_CAFE)).toMatchObject({
      openingHours: 'Mo-Su 08:00-late',
      website: null,
      phoneNumber: '+357 26 000003',
      wheelchair: null,
    });
  });

  it('leaves out unnamed elements, unknown kinds, places outside the district and ways without a centre', () => {
    expect(
      sourcePlaceFromOsm({ type: 'node', id: 1, lat: 34.76, lon: 32.41, tags: { amenity: 'cafe' } }),
    ).toBeNull();
    expect(
      sourcePlaceFromOsm({
        type: 'node',
        id: 2,
        lat: 34.76,
        lon: 32.41,
        tags: { amenity: 'bank', name: 'A Bank' },
      }),
    ).toBeNull();
    expect(
      sourcePlaceFromOsm({
        type: 'node',
        id: 3,
        lat: 34.68,
        lon: 33.04,
        tags: { amenity: 'bar', name: 'Limassol Bar' },
      }),
    ).toBeNull();
    expect(
      sourcePlaceFromOsm({ type: 'way', id: 4, tags: { amenity: 'bar', name: 'No Centre' } }),
    ).toBeNull();
  });
});
