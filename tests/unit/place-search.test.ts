import { describe, expect, it } from 'vitest';
import { normaliseTerm, PlaceSearchIndex } from '../../src/common/place-search';
import { seedPlaces } from '../../src/server/db/seed/records';

// The bundled places, published or not, as the search sees them.
const places = seedPlaces.map((place, index) => ({ ...place, id: index + 1, rating: place.sampleRating }));
const index = new PlaceSearchIndex(places);
const names = (query: string, limit?: number) => index.search(query, limit).map((place) => place.name);
const categoriesOf = (query: string, limit: number) =>
  index.search(query, limit).map((place) => place.category);

describe('normaliseTerm', () => {
  it('lower-cases, drops accents and unifies local spellings', () => {
    expect(normaliseTerm('Café')).toBe('cafe');
    expect(normaliseTerm('Pafos')).toBe('paphos');
    expect(normaliseTerm('Yeroskipou')).toBe('geroskipou');
    expect(normaliseTerm('Peyia')).toBe('pegeia');
    expect(normaliseTerm('Poli')).toBe('polis');
  });
});

describe('PlaceSearchIndex', () => {
  it("ranks a name match above a mention elsewhere, the better rated first: 'coral' gives Coral Bay Beach", () => {
    const namedCoral = places.filter((place) => /coral/i.test(place.name)).map((place) => place.name);
    expect(namedCoral.length).toBeGreaterThanOrEqual(2);
    const first = names('coral', 8).slice(0, namedCoral.length);
    expect(first[0]).toBe('Coral Bay Beach');
    expect(first.sort()).toEqual(namedCoral.sort());
  });

  it("fills 'beach' with beaches before anything that only mentions one", () => {
    const beaches = places.filter((place) => place.category === 'beach').length;
    expect(beaches).toBeGreaterThanOrEqual(6);
    expect(categoriesOf('beach', 6)).toEqual(Array(6).fill('beach'));
  });

  it('finds by a word in the address or description, not only the name', () => {
    expect(names('seafront').length).toBeGreaterThan(0);
    for (const place of index.search('seafront')) {
      expect(place.name.toLowerCase()).not.toContain('seafront');
    }
  });

  it('matches the start of a word while typing, and forgives a small typo', () => {
    expect(names('cor', 3)).toContain('Coral Bay Beach');
    expect(names('tombes of the kings', 3)).toContain('Tombs of the Kings');
  });

  it('finds places under their local spellings', () => {
    const geroskipou = names('Geroskipou');
    expect(geroskipou.length).toBeGreaterThan(0);
    expect(names('Yeroskipou')).toEqual(geroskipou);
    expect(names('Peyia')).toEqual(names('Pegeia'));
    expect(names('Pegeia').length).toBeGreaterThan(0);
  });

  it('needs every word of the query, and finds nothing for a blank one', () => {
    expect(names('coral zzzzqq')).toEqual([]);
    expect(names('   ')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(index.search('paphos', 6)).toHaveLength(6);
  });
});
