import { describe, expect, it } from 'vitest';
import { nicosiaWallClock } from '../../src/common/nicosia-time';
import { parseOpeningHours } from '../../src/common/opening-hours';
import {
  mainFactsSource,
  placeCandidates,
  seedPlaceSchema,
  seedPlaces,
} from '../../src/server/db/seed/records';

const everyPlace = [...seedPlaces, ...placeCandidates];
const published = seedPlaces.filter((place) => place.status === 'published');
const withBeachFacts = everyPlace.filter((place) => place.beachFacts !== null);
/** The addresses a list of sources cites. */
const addresses = (sources: readonly string[]) =>
  sources.flatMap((source) => source.match(/https?:\/\/\S+/g) ?? []);

describe("the bundled places' know-before-you-go facts", () => {
  it('give opening hours for the museums and sites the sources cover, each readable', () => {
    const withHours = published.filter((place) => place.openingHours !== null);
    expect(withHours.length).toBeGreaterThanOrEqual(13);
    for (const place of withHours) expect(parseOpeningHours(place.openingHours!).ok, place.name).toBe(true);
  });

  it('cite a page that gives the opening hours for every place with hours', () => {
    const uncited = everyPlace
      .filter((place) => place.openingHours !== null)
      .filter((place) => !place.sources.some((source) => source.includes('(gives the opening hours')))
      .map((place) => place.name);
    expect(uncited).toEqual([]);
  });

  it('give beach facts only to beaches, each with its own sources', () => {
    expect(withBeachFacts.length).toBeGreaterThanOrEqual(15);
    for (const place of withBeachFacts) {
      expect(place.category, place.name).toBe('beach');
      expect(addresses(place.beachFacts!.sources).length, place.name).toBeGreaterThan(0);
    }
  });

  it('never date a Blue Flag after this year, and cite the list that names the beach among its sources', () => {
    const thisYear = nicosiaWallClock(new Date()).year;
    for (const place of withBeachFacts) {
      const flag = place.beachFacts!.blueFlag;
      if (!flag) continue;
      expect(flag.year, place.name).toBeLessThanOrEqual(thisYear);
      const [list] = addresses([flag.source]);
      expect(list, place.name).toBeDefined();
      expect(addresses(place.beachFacts!.sources), place.name).toContain(list);
    }
  });

  it('give the 2025 Blue Flag to Geroskipou beach, and no newer year than the lists found to the others', () => {
    const flags = Object.fromEntries(
      withBeachFacts.map((place) => [place.slug, place.beachFacts!.blueFlag?.year ?? null]),
    );
    expect(flags['geroskipou-beach']).toBe(2025);
    expect(flags['vrysoudia-beach']).toBe(2016);
    expect(flags['pomos-harbour-beach']).toBeNull();
  });

  it('say a place is wheelchair accessible, or not, only with a source that speaks of wheelchairs', () => {
    const unsourced = everyPlace
      .filter((place) => place.wheelchair !== null || place.toiletsWheelchair !== null)
      .filter((place) => !place.sources.some((source) => /wheelchair|disabled/i.test(source)))
      .map((place) => place.name);
    expect(unsourced).toEqual([]);
  });
});

describe('mainFactsSource', () => {
  const position = 'Position: OpenStreetMap node 1 (extract of September 2019)';

  it('is the page that gives the opening hours, by its address', () => {
    expect(
      mainFactsSource([
        position,
        'https://en.wikipedia.org/wiki/X (facts restated in our own words)',
        'https://www.visitcyprus.com/page/69 (gives the opening hours; undated)',
      ]),
    ).toBe('https://www.visitcyprus.com/page/69');
  });

  it('is otherwise the first source after the position', () => {
    expect(mainFactsSource([position, 'https://a.example/b (facts)', 'https://c.example/d'])).toBe(
      'https://a.example/b',
    );
  });

  it('keeps a source without an address, less its notes', () => {
    expect(mainFactsSource([position, 'in-cyprus news report of 8 January 2020 (read in a copy)'])).toBe(
      'in-cyprus news report of 8 January 2020',
    );
  });

  it('is null when only the position has a source', () => {
    expect(mainFactsSource([position])).toBeNull();
  });
});

describe('a bundled place record with facts', () => {
  const record = {
    sourceId: 'paphos-test-cove',
    slug: 'test-cove',
    name: 'Test Cove',
    category: 'beach',
    sampleRating: null,
    description: null,
    latitude: 34.7541,
    longitude: 32.4061,
    address: 'Kato Paphos',
    phoneNumber: null,
    website: null,
    priceLevel: null,
    highlights: [],
    amenities: [],
    status: 'published',
    area: 'Kato Paphos',
    addedDaysAgo: 10,
    sources: ['Position: a test'],
    checkedAt: '2026-11-24',
  };
  const beachFacts = {
    blueFlag: null,
    lifeguardSeason: null,
    surface: 'sand',
    sunbeds: true,
    showers: null,
    toilets: null,
    shade: null,
    sources: ['https://example.com/cove (a sandy beach with sunbeds)'],
  };

  it('leaves the facts unknown when it gives none', () => {
    const place = seedPlaceSchema.parse(record);
    expect([place.wheelchair, place.toiletsWheelchair, place.beachFacts]).toEqual([null, null, null]);
  });

  it('is accepted with beach facts and wheelchair access', () => {
    const place = seedPlaceSchema.parse({ ...record, beachFacts, wheelchair: 'limited' });
    expect(place.beachFacts?.surface).toBe('sand');
    expect(place.wheelchair).toBe('limited');
  });

  it('is refused with beach facts that name no source', () => {
    expect(seedPlaceSchema.safeParse({ ...record, beachFacts: { ...beachFacts, sources: [] } }).success).toBe(
      false,
    );
  });

  it("is refused with a wheelchair access other than 'yes', 'limited' or 'no'", () => {
    expect(seedPlaceSchema.safeParse({ ...record, wheelchair: 'maybe' }).success).toBe(false);
  });
});
