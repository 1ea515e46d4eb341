import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES } from '../../src/common/categories';
import { PAPHOS_DISTRICT_BOUNDS } from '../../src/common/paphos-district';
import { nextOccurrence } from '../../src/server/lib/event-schedule';
import { nicosiaTime } from '../../src/common/nicosia-time';
import {
  DISTRICT_AREAS,
  placeCandidates,
  seedEventSchema,
  seedEvents,
  seedGuideSchema,
  seedGuides,
  seedPlaceSchema,
  seedPlaces,
  type SeedPlace,
} from '../../src/server/db/seed/records';

const everyPlace = [...seedPlaces, ...placeCandidates];
const published = seedPlaces.filter((place) => place.status === 'published');
const DAY_MS = 24 * 60 * 60 * 1000;

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('the bundled places', () => {
  it('cover all 10 categories, with pending ones for the admin queue', () => {
    const categories = new Set(published.map((place) => place.category));
    expect([...categories].sort()).toEqual([...PLACE_CATEGORIES].sort());
    expect(seedPlaces.some((place) => place.status === 'pending')).toBe(true);
  });

  it.each(DISTRICT_AREAS.filter((area) => area !== 'Other'))('cover %s', (area) => {
    expect(published.filter((place) => place.area === area).length).toBeGreaterThan(0);
  });

  it('all lie inside Paphos district', () => {
    const { south, north, west, east } = PAPHOS_DISTRICT_BOUNDS;
    for (const place of everyPlace) {
      expect(place.latitude, place.name).toBeGreaterThanOrEqual(south);
      expect(place.latitude, place.name).toBeLessThanOrEqual(north);
      expect(place.longitude, place.name).toBeGreaterThanOrEqual(west);
      expect(place.longitude, place.name).toBeLessThanOrEqual(east);
    }
  });

  it('never share a name, slug or source id', () => {
    expect(duplicates(everyPlace.map((place) => place.name.toLowerCase()))).toEqual([]);
    expect(duplicates(everyPlace.map((place) => place.slug))).toEqual([]);
    expect(duplicates(everyPlace.map((place) => place.sourceId))).toEqual([]);
  });

  it('each say first in their sources how the position was fixed, with the day it was checked', () => {
    for (const place of everyPlace) {
      expect(place.sources[0], place.name).toMatch(/^Position: /);
      expect(Number.isNaN(Date.parse(place.checkedAt)), place.name).toBe(false);
    }
  });

  it('state facts only with a source for them, not only one for their position', () => {
    const statesFacts = (place: SeedPlace) =>
      place.description !== null ||
      place.highlights.length > 0 ||
      place.amenities.length > 0 ||
      place.priceLevel !== null;
    const unsourced = everyPlace
      .filter((place) => statesFacts(place) && place.sources.length < 2)
      .map((place) => place.name);
    expect(unsourced).toEqual([]);
  });

  it('are pinned to at least 4 decimals (about 10 m), not rounded guesses', () => {
    const decimals = (value: number) => String(value).split('.')[1]?.length ?? 0;
    const rounded = everyPlace
      .filter((place) => decimals(place.latitude) < 4 || decimals(place.longitude) < 4)
      .map((place) => `${place.name} (${place.latitude}, ${place.longitude})`);
    expect(rounded).toEqual([]);
  });

  it('give opening hours only with a source that gives them', () => {
    const withHours = everyPlace.filter((place) => place.openingHours !== null);
    expect(withHours.length).toBeGreaterThan(0);
    for (const place of withHours) {
      expect(
        place.sources.some((source) => /gives the opening hours/i.test(source)),
        place.name,
      ).toBe(true);
    }
  });

  it('never show a phone number that no cited source gives', () => {
    const unsourced = everyPlace
      .filter((place) => place.phoneNumber !== null && !place.sources.some((source) => /phone/i.test(source)))
      .map((place) => place.name);
    expect(unsourced).toEqual([]);
  });

  it('claim wifi, wheelchair access, card payments or pets welcome only with a source that mentions them', () => {
    const mentions: Partial<Record<SeedPlace['amenities'][number], RegExp>> = {
      wifi: /wi-?fi/i,
      wheelchair_accessible: /wheelchair/i,
      credit_cards: /card/i,
      pet_friendly: /\b(dogs?|pets?)\b/i,
    };
    const unsourced = everyPlace.flatMap((place) =>
      place.amenities
        .filter((amenity) => {
          const mention = mentions[amenity];
          return mention !== undefined && !place.sources.some((source) => mention.test(source));
        })
        .map((amenity) => `${place.name}: ${amenity}`),
    );
    expect(unsourced).toEqual([]);
  });

  it('give a description of two to four sentences to every published place', () => {
    for (const place of published) {
      const sentences = (place.description ?? '').split(/(?<=[.!?])\s+(?=[A-Z0-9'‘"])/).filter(Boolean);
      expect(sentences.length, place.name).toBeGreaterThanOrEqual(2);
      expect(sentences.length, place.name).toBeLessThanOrEqual(4);
    }
  });
});

describe('a bundled place record', () => {
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

  it('is accepted with its sources and check date', () => {
    expect(seedPlaceSchema.safeParse(record).success).toBe(true);
  });

  it('is refused with an empty list of sources', () => {
    const result = seedPlaceSchema.safeParse({ ...record, sources: [] });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['needs at least one source']);
  });

  it('is refused without sources', () => {
    const { sources: _sources, ...unsourced } = record;
    expect(seedPlaceSchema.safeParse(unsourced).success).toBe(false);
  });

  it('is refused with opening hours it cannot read, saying why', () => {
    const result = seedPlaceSchema.safeParse({ ...record, openingHours: 'Mon-Fri 9-5' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Opening hours: 'Mon' is not a weekday (Mo-Su), month (Jan-Dec) or word of opening_hours",
    ]);
  });

  it('is refused with a check date that is not a date', () => {
    expect(seedPlaceSchema.safeParse({ ...record, checkedAt: 'last week' }).success).toBe(false);
  });

  it('is refused with a review count, which no source gives for the bundled guide', () => {
    expect(seedPlaceSchema.safeParse({ ...record, reviewCount: 15800 }).success).toBe(false);
  });

  it('is refused outside Paphos district (Limassol harbour)', () => {
    expect(seedPlaceSchema.safeParse({ ...record, latitude: 34.6722, longitude: 33.0431 }).success).toBe(
      false,
    );
  });
});

describe('the bundled guides', () => {
  it('each name their sources and the day they were checked', () => {
    for (const guide of seedGuides) {
      expect(guide.sources.length, guide.title).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(guide.checkedAt)), guide.title).toBe(false);
    }
  });

  it('are refused without sources', () => {
    const { content: _content, sources: _sources, ...unsourced } = seedGuides[0]!;
    expect(seedGuideSchema.safeParse(unsourced).success).toBe(false);
  });

  it('feature only published bundled places', () => {
    const publishedSlugs = new Set(published.map((place) => place.slug));
    for (const guide of seedGuides) {
      expect(
        guide.placeSlugs.filter((slug) => !publishedSlugs.has(slug)),
        guide.title,
      ).toEqual([]);
    }
  });
});

describe('the bundled events', () => {
  /** The records as the data file writes them, before the seed fills in a whole day for an unknown time. */
  const eventRecords = JSON.parse(
    readFileSync(new URL('../../src/server/db/seed/data/events.json', import.meta.url), 'utf8'),
  ) as Array<Record<string, unknown> & { schedule: Record<string, unknown> }>;

  it('are refused without a source', () => {
    const [record] = eventRecords;
    expect(seedEventSchema.safeParse(record).success).toBe(true);
    expect(seedEventSchema.safeParse({ ...record, sources: undefined }).success).toBe(false);
  });

  it('show a time only when a source gives it; the others say it is to be confirmed', () => {
    for (const event of seedEvents) {
      if (event.timeToBeConfirmed) continue;
      const time = `${String(event.schedule.hour).padStart(2, '0')}:${String(event.schedule.minute).padStart(2, '0')}`;
      expect(
        event.sources.some((source) => source.includes(time)),
        `${event.name} at ${time}`,
      ).toBe(true);
    }
    expect(seedEvents.filter((event) => event.timeToBeConfirmed).map((event) => event.name)).toEqual([
      'Saturday morning at the Paphos Municipal Market',
      'Epiphany: blessing of the waters at the harbour',
      'Anthestiria flower festival parade',
      'Kataklysmos, the Festival of the Flood',
      'Greek Independence Day parade (25 March)',
      'Ochi Day parade (28 October)',
      'Feast of the Dormition at Chrysorrogiatissa Monastery',
      'Feast of Saint Theodore at the cathedral',
      'Feast of Saint Neophytos at his monastery',
      'Pafos Aphrodite Festival: opera at the castle',
      'Christmas tree lighting in Kennedy Square',
      'Paphos Santa Run',
      'Feast of Agia Paraskevi in Geroskipou',
      'Peyia Carob Festival at Agios Georgios',
      'Latchi Fish Festival',
      'Traditional Products and Folk Art Day in Polis',
      'Cyprus Marathon in Paphos',
      'Good Friday Passion procession in Kathikas',
      'Palouze festival in Salamiou',
      'Grape Harvest Festival in Panagia',
      'Peyia carnival parade',
      'Entry of the Carnival King',
      'Feast of Agia Kyriaki in Kato Paphos',
      'Feast of Agia Solomoni',
    ]);
  });

  it('refuse a time together with time to be confirmed, or neither', () => {
    const timed = eventRecords.find((record) => record.schedule.hour !== undefined)!;
    const unknown = eventRecords.find((record) => record.schedule.timeToBeConfirmed === true)!;
    const message =
      'needs hour, minute and durationMinutes from a source, or timeToBeConfirmed and none of them';
    for (const record of [
      { ...timed, schedule: { ...timed.schedule, timeToBeConfirmed: true } },
      { ...unknown, schedule: { ...unknown.schedule, timeToBeConfirmed: undefined } },
    ]) {
      const result = seedEventSchema.safeParse(record);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(message);
    }
  });

  it('hold no parade on 1 October in Paphos (that parade is in Nicosia)', () => {
    const onFirstOctober = seedEvents.filter(
      (event) => event.schedule.kind === 'annual' && event.schedule.month === 10 && event.schedule.day === 1,
    );
    expect(onFirstOctober).toEqual([]);
  });

  it('place the movable feasts by Orthodox Easter, not on fixed days', () => {
    const movable = seedEvents.filter((event) => /carnival|kataklysmos|good friday/i.test(event.name));
    expect(movable.length).toBeGreaterThanOrEqual(2);
    expect(movable.filter((event) => event.schedule.kind !== 'orthodox-easter')).toEqual([]);
  });

  it('each name a source and a check date', () => {
    for (const event of seedEvents) {
      expect(event.sources.length, event.name).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(event.checkedAt)), event.name).toBe(false);
    }
  });

  it('are at least 25, each with a page a reader can open among its sources', () => {
    expect(seedEvents.length).toBeGreaterThanOrEqual(25);
    expect(
      seedEvents.filter((event) => !event.sources.some((source) => /^https?:\/\//.test(source))),
    ).toEqual([]);
  });

  it('say the organiser confirms the day when it is only a typical weekday of the month', () => {
    const typical = seedEvents.filter((event) => event.schedule.kind === 'monthly');
    expect(typical.length).toBeGreaterThan(0);
    expect(typical.filter((event) => !/confirm/i.test(event.description)).map((event) => event.name)).toEqual(
      [],
    );
  });

  it('all recur: every schedule gives a date within a year, from any day of 2026-2030', () => {
    for (let year = 2026; year <= 2030; year++) {
      for (const month of [1, 4, 7, 10]) {
        const now = nicosiaTime(year, month, 15, 12, 0);
        for (const event of seedEvents) {
          const { startTime, endTime } = nextOccurrence(event.schedule, now);
          // Orthodox Easter falls between 4 April and 8 May, so a feast tied to it can be a year and
          // up to 34 days away (Good Friday 2026 is 10 April, in 2027 30 April).
          const within = event.schedule.kind === 'orthodox-easter' ? 366 + 34 : 366;
          expect(endTime.getTime(), event.name).toBeGreaterThan(now.getTime());
          expect(startTime.getTime() - now.getTime(), event.name).toBeLessThanOrEqual(within * DAY_MS);
        }
      }
    }
  });

  it('never share a name', () => {
    expect(duplicates(seedEvents.map((event) => event.name))).toEqual([]);
  });
});
