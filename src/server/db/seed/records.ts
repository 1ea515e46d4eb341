import { PAPHOS_DISTRICT_BOUNDS } from '../../../common/paphos-district';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { AMENITY_KEYS, PLACE_CATEGORIES } from '../../../common/categories';
import { ACCESS_LEVELS, beachFactsSchema, openingHoursSchema } from '../../../common/schemas/places';
import { EVENT_CATEGORIES, MONTH_WEEKS } from '../../../common/schemas/events';
import type { EventSchedule } from '../../lib/event-schedule';

/**
 * The bundled guide's records live in `data/*.json` (a travel guide's text in `data/guides/<slug>.md`) so an editor can correct a fact without touching code;
 * each file is checked against these schemas when the seed loads it. A place, an event or a guide without
 * its sources (and the day they were checked) is refused.
 */

/** The parts of the district a visitor plans by; the guide should cover each of them. */
export const DISTRICT_AREAS = [
  'Kato Paphos',
  'Ktima',
  'Geroskipou',
  'Chlorakas/Kissonerga',
  'Coral Bay/Peyia',
  'Akamas/Latchi/Polis',
  'Kouklia/Petra tou Romiou',
  'Wine villages',
  'Other',
] as const;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD');

/** Where a record's facts come from (URLs or named references) and the day they were last checked. */
const checkedFacts = {
  sources: z.array(z.string().trim().min(1)).min(1, 'needs at least one source'),
  checkedAt: isoDate,
};

const latitude = z.number().min(PAPHOS_DISTRICT_BOUNDS.south).max(PAPHOS_DISTRICT_BOUNDS.north);
const longitude = z.number().min(PAPHOS_DISTRICT_BOUNDS.west).max(PAPHOS_DISTRICT_BOUNDS.east);
const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens');

export const seedPlaceSchema = z.strictObject({
  /** Stable id, as the places provider would give it (e.g. 'paphos-tombs-of-the-kings'). */
  sourceId: z.string().regex(/^paphos-[a-z0-9-]+$/),
  slug,
  name: z.string().trim().min(1),
  category: z.enum(PLACE_CATEGORIES),
  /** A sample figure, labelled as one wherever it is shown; null shows 'No ratings yet'. */
  sampleRating: z.number().min(1).max(5).nullable(),
  /** Two to four sentences written for this guide; null leaves it to the writer at publishing. */
  description: z.string().trim().min(1).nullable(),
  latitude,
  longitude,
  address: z.string().trim().min(1),
  /** Only with a source that lists it. */
  phoneNumber: z
    .string()
    .regex(/^\+357 \d{2} \d{6}$/, "must be written '+357 26 123456'")
    .nullable(),
  website: z.url({ protocol: /^https?$/ }).nullable(),
  /** 1-4, or null where price makes no sense (a beach, a free landmark). */
  priceLevel: z.number().int().min(1).max(4).nullable(),
  /** Only with a source that gives them ('... (gives the opening hours)'); null or absent otherwise. */
  openingHours: openingHoursSchema.nullable().default(null),
  /** The pin is estimated from nearby mapped points (its source says how far off it may be); the place page says so. */
  approximatePosition: z.boolean().default(false),
  /** Step-free entrance, only as a cited source says it ('... (says it is wheelchair accessible)'); null is unknown. */
  wheelchair: z.enum(ACCESS_LEVELS).nullable().default(null),
  /** An accessible toilet, likewise. */
  toiletsWheelchair: z.enum(ACCESS_LEVELS).nullable().default(null),
  /** A beach's facts with their own sources; each unknown fact stays null. */
  beachFacts: beachFactsSchema.nullable().default(null),
  highlights: z.array(z.string().trim().min(1).max(60)).max(6),
  amenities: z.array(z.enum(AMENITY_KEYS)),
  /** 'pending' ones give the admin's publishing queue something to do. */
  status: z.enum(['published', 'pending']),
  area: z.enum(DISTRICT_AREAS),
  /** How many days before the seed the place was added; small values show the 'New' badge. */
  addedDaysAgo: z.number().int().min(0),
  /** Days before the seed it was last updated, if ever after being added ('Updated' badge). */
  updatedDaysAgo: z.number().int().min(0).optional(),
  ...checkedFacts,
});
export type SeedPlace = z.infer<typeof seedPlaceSchema>;

/**
 * The source a place's facts were checked against, as the place page names it: the page that gives its
 * opening hours, else its first source after the position line; a web address alone when the source starts
 * with one. Null when only the position has a source.
 */
export function mainFactsSource(sources: readonly string[]): string | null {
  const facts = sources.filter((source) => !source.startsWith('Position:'));
  const main = facts.find((source) => /gives the opening hours/i.test(source)) ?? facts[0];
  if (!main) return null;
  return /^https?:\/\/\S+/.exec(main)?.[0] ?? main.replace(/\s*\(.*$/s, '');
}

/** The time a source gives; an event whose sources give none says `"timeToBeConfirmed": true` instead. */
const timeOfDay = {
  hour: z.number().int().min(0).max(23).optional(),
  minute: z.number().int().min(0).max(59).optional(),
  durationMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .optional(),
  timeToBeConfirmed: z.literal(true).optional(),
};

/** A day with no sourced time is held from its midnight for the whole day: the page says the time is to be confirmed. */
const WHOLE_DAY_MINUTES = 24 * 60;

const eventScheduleSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('weekly'),
    weekday: z.number().int().min(0).max(6),
    /** Only in these months (1-12), for a seasonal event. */
    months: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    ...timeOfDay,
  }),
  z.strictObject({
    kind: z.literal('monthly'),
    /** The nth such weekday of the month (1-5), or -1 for the last. */
    week: z.union(MONTH_WEEKS.map((week) => z.literal(week))),
    weekday: z.number().int().min(0).max(6),
    months: z.array(z.number().int().min(1).max(12)).min(1).optional(),
    ...timeOfDay,
  }),
  z.strictObject({
    kind: z.literal('annual'),
    month: z.number().int().min(1).max(12),
    day: z.number().int().min(1).max(31),
    ...timeOfDay,
  }),
  z.strictObject({
    kind: z.literal('orthodox-easter'),
    daysAfterEaster: z.number().int().min(-70).max(70),
    ...timeOfDay,
  }),
]);

export const seedEventSchema = z
  .strictObject({
    name: z.string().trim().min(1),
    description: z.string().trim().min(1),
    venueName: z.string().trim().min(1),
    venueAddress: z.string().trim().min(1),
    category: z.enum(EVENT_CATEGORIES),
    isFree: z.boolean(),
    ticketUrl: z.url({ protocol: /^https$/ }).nullable(),
    schedule: eventScheduleSchema,
    ...checkedFacts,
  })
  .superRefine(({ schedule }, issue) => {
    const timed = [schedule.hour, schedule.minute, schedule.durationMinutes].map(
      (part) => part !== undefined,
    );
    if (schedule.timeToBeConfirmed ? timed.some(Boolean) : !timed.every(Boolean)) {
      issue.addIssue({
        code: 'custom',
        path: ['schedule'],
        message:
          'needs hour, minute and durationMinutes from a source, or timeToBeConfirmed and none of them',
      });
    }
  })
  .transform(({ schedule: { timeToBeConfirmed, hour, minute, durationMinutes, ...day }, ...event }) => ({
    ...event,
    timeToBeConfirmed: timeToBeConfirmed === true,
    schedule: {
      ...day,
      hour: hour ?? 0,
      minute: minute ?? 0,
      durationMinutes: durationMinutes ?? WHOLE_DAY_MINUTES,
    } as EventSchedule,
  }));
export type SeedEvent = z.infer<typeof seedEventSchema>;

/** Sample tour products: a typical 'from' price and a sample rating, both shown as samples. */
export const seedTourSchema = z.strictObject({
  productCode: z.string().regex(/^PFO-\d{3}$/),
  title: z.string().trim().min(1),
  description: z.string().trim().min(1),
  duration: z.string().trim().min(1),
  /** Euro. */
  priceFrom: z.number().positive(),
  sampleRating: z.number().min(1).max(5),
  /** Words that tie the tour to places (matched against a place's name and description). */
  keywords: z.array(z.string().trim().min(1)),
  categories: z.array(z.enum(PLACE_CATEGORIES)),
  /** Where the tour starts or mostly happens: in Cyprus, not always in Paphos district (a Troodos day trip). */
  latitude: z.number().min(34.55).max(35.7),
  longitude: z.number().min(32.25).max(34.6),
  imageUrl: z.string().startsWith('/images/tours/'),
});
export type SeedTour = z.infer<typeof seedTourSchema>;

export const seedGuideSchema = z.strictObject({
  slug,
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.string().trim().min(1),
  featuredImageUrl: z.string().startsWith('/images/'),
  longtailKeywords: z.array(z.string().trim().min(1)),
  /** With it, each '## ' section naming a featured place becomes one accordion panel. */
  useAccordion: z.boolean(),
  /** Bundled places the guide features, in order; each must exist. */
  placeSlugs: z.array(slug),
  publishedDaysAgo: z.number().int().min(0),
  ...checkedFacts,
});
/** A guide as the seed loads it: its record from guides.json and its Markdown from guides/<slug>.md. */
export type SeedGuide = z.infer<typeof seedGuideSchema> & { content: string };

/** Reads and checks one data file; a bad record fails the load with the file, the record and the reason. */
export function loadSeedRecords<T>(file: string, schema: z.ZodType<T>): T[] {
  const url = new URL(`./data/${file}`, import.meta.url);
  const parsed: unknown = JSON.parse(readFileSync(url, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`Seed data ${file} must hold a JSON array`);
  return parsed.map((record: unknown, index) => {
    const result = schema.safeParse(record);
    if (result.success) return result.data;
    const named = typeof record === 'object' && record !== null ? (record as Record<string, unknown>) : {};
    const name = named.name ?? named.title;
    const label = typeof name === 'string' ? ` '${name}'` : '';
    const reasons = result.error.issues
      .map((issue) => `${issue.path.join('.') || '(record)'}: ${issue.message}`)
      .join('; ');
    throw new Error(`Seed data ${file}, record ${index}${label}: ${reasons}`);
  });
}

export const seedPlaces: SeedPlace[] = loadSeedRecords('places.json', seedPlaceSchema);
/**
 * Real places the offline places source reports but the seed does not load: the first sync finds them
 * and queues them as pending, so the admin's publishing queue moves on a fresh install.
 */
export const placeCandidates: SeedPlace[] = loadSeedRecords('place-candidates.json', seedPlaceSchema);
export const seedEvents: SeedEvent[] = loadSeedRecords('events.json', seedEventSchema);
export const seedTours: SeedTour[] = loadSeedRecords('tours.json', seedTourSchema);
export const seedGuides: SeedGuide[] = loadSeedRecords('guides.json', seedGuideSchema).map((guide) => ({
  ...guide,
  content: readFileSync(new URL(`./data/guides/${guide.slug}.md`, import.meta.url), 'utf8'),
}));
