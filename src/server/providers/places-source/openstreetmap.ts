/**
 * OpenStreetMap as a places source: the one Overpass query a sync sends for Paphos district, what Overpass
 * answers, and the pure mapping from an element's tags to our SourcePlace.
 *
 * Written against:
 * - Overpass QL (https://wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL): the settings
 *   [out:json][timeout:<s>][maxsize:<bytes>][bbox:<south>,<west>,<north>,<east>], the `nwr` query (nodes, ways
 *   and relations) with tag filters, and `out center tags`: each element's id and tags, the position of a
 *   node and, for a way or a relation, the centre of its bounding box as `center`.
 * - Its JSON output: { version, generator, osm3s: { timestamp_osm_base, copyright }, elements: [{ type, id,
 *   lat, lon } | { type, id, center: { lat, lon } }, each with tags], remark? }. A query the server stopped
 *   (out of time or memory) still answers 200, with a `remark` that begins 'runtime error:' and whatever
 *   elements it had so far (drolbr/Overpass-API issue #94; openstreetmap/openstreetmap-website issue #1178).
 * - The tags' meanings on the OpenStreetMap wiki: Map features, Key:opening_hours, Key:wheelchair,
 *   Key:toilets:wheelchair, Key:cuisine, Key:outdoor_seating, Key:internet_access, Key:diet:*, Key:contact:*,
 *   Key:addr:* and Multilingual names (name:<language code>). A key may hold several values separated by ';'.
 */
import { z } from 'zod';
import type { AmenityKey, PlaceCategory } from '../../../common/categories';
import type { AccessLevel } from '../../../common/schemas/places';
import { isInPaphosDistrict, PAPHOS_DISTRICT_BOUNDS } from '../../../common/paphos-district';
import { sourcePlaceSchema, type SourcePlace } from './index';

/** Named beside every fact that comes from OpenStreetMap; the source id of its places too. */
export const OPENSTREETMAP = 'OpenStreetMap';

/** One row of the tag table: the elements whose `key` holds one of `values` ('*': any value but `except`). */
interface CategoryRule {
  key: string;
  values: readonly string[] | '*';
  except?: readonly string[];
  category: PlaceCategory;
}

/**
 * Which OpenStreetMap tags make a place of which of our categories. An element that matches several rows
 * takes the first: a hotel with a restaurant inside is a hotel, a museum in a historic building an
 * attraction, a castle that is also tagged tourism=attraction a landmark. The README shows this table.
 */
export const OSM_CATEGORY_RULES: readonly CategoryRule[] = [
  { key: 'tourism', values: ['hotel', 'guest_house', 'apartment', 'hostel', 'motel'], category: 'hotel' },
  { key: 'amenity', values: ['restaurant', 'fast_food', 'food_court'], category: 'restaurant' },
  { key: 'amenity', values: ['cafe', 'ice_cream'], category: 'cafe' },
  { key: 'amenity', values: ['bar', 'pub', 'nightclub', 'biergarten'], category: 'bar' },
  { key: 'natural', values: ['beach'], category: 'beach' },
  { key: 'tourism', values: ['museum', 'gallery'], category: 'attraction' },
  // Small roadside marks are history too, but not sights a visitor would look for.
  {
    key: 'historic',
    values: '*',
    except: ['no', 'milestone', 'boundary_stone', 'wayside_cross', 'wayside_shrine'],
    category: 'landmark',
  },
  { key: 'tourism', values: ['zoo', 'theme_park', 'aquarium'], category: 'entertainment' },
  { key: 'leisure', values: ['water_park'], category: 'entertainment' },
  { key: 'amenity', values: ['cinema', 'theatre'], category: 'entertainment' },
  { key: 'tourism', values: ['attraction'], category: 'attraction' },
  { key: 'leisure', values: ['spa', 'sauna'], category: 'spa' },
  { key: 'amenity', values: ['spa', 'public_bath'], category: 'spa' },
  { key: 'shop', values: ['massage'], category: 'spa' },
  {
    key: 'shop',
    values: [
      'mall',
      'department_store',
      'gift',
      'souvenir',
      'craft',
      'art',
      'jewelry',
      'books',
      'clothes',
      'shoes',
    ],
    category: 'shopping',
  },
  { key: 'amenity', values: ['marketplace'], category: 'shopping' },
];

type Tags = Readonly<Record<string, string>>;

/** The values of a tag: 'greek; seafood' -> ['greek', 'seafood']; none for a missing or blank tag. */
export function tagValues(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

const firstValue = (value: string | undefined): string | undefined => tagValues(value)[0];

function matches(rule: CategoryRule, value: string | undefined): boolean {
  const values = tagValues(value).map((part) => part.toLowerCase());
  if (values.length === 0) return false;
  return rule.values === '*'
    ? values.some((part) => !rule.except?.includes(part))
    : values.some((part) => (rule.values as readonly string[]).includes(part));
}

/** Our category for an element's tags (the first row of OSM_CATEGORY_RULES that matches), or null. */
export function categoryForOsmTags(tags: Tags): PlaceCategory | null {
  return OSM_CATEGORY_RULES.find((rule) => matches(rule, tags[rule.key]))?.category ?? null;
}

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Overpass QL of a sync: every named node, way and relation in Paphos district that a row of the tag
 * table matches (one filter per key), with their centres and tags. The server gives up after
 * `timeoutSeconds` and `maxSizeBytes` of memory rather than run on.
 */
export function overpassQuery(timeoutSeconds: number, maxSizeBytes: number): string {
  const { south, west, north, east } = PAPHOS_DISTRICT_BOUNDS;
  const bbox = [south, west, north, east].join(',');
  const byKey = new Map<string, { values: Set<string>; any: boolean; except: string[] }>();
  for (const rule of OSM_CATEGORY_RULES) {
    const entry = byKey.get(rule.key) ?? { values: new Set<string>(), any: false, except: [] };
    if (rule.values === '*') {
      entry.any = true;
      entry.except.push(...(rule.except ?? []));
    } else {
      for (const value of rule.values) entry.values.add(value);
    }
    byKey.set(rule.key, entry);
  }
  const filters = [...byKey].map(([key, { values, any, except }]) => {
    const alternatives = (list: Iterable<string>) => [...list].map(escapeRegex).join('|');
    const test = any
      ? `["${key}"]${except.length > 0 ? `["${key}"!~"^(${alternatives(except)})$"]` : ''}`
      : `["${key}"~"^(${alternatives(values)})$"]`;
    return `  nwr${test}["name"];`;
  });
  return [
    `[out:json][timeout:${timeoutSeconds}][maxsize:${maxSizeBytes}][bbox:${bbox}];`,
    '(',
    ...filters,
    ');',
    'out center tags;',
  ].join('\n');
}

const coordinatesSchema = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });

/** One element of the answer, as `out center tags` prints it. */
export const overpassElementSchema = z.object({
  type: z.enum(['node', 'way', 'relation']),
  id: z.number().int().positive(),
  lat: z.number().min(-90).max(90).optional(),
  lon: z.number().min(-180).max(180).optional(),
  center: coordinatesSchema.optional(),
  tags: z.record(z.string(), z.string()).optional(),
});
export type OverpassElement = z.infer<typeof overpassElementSchema>;

/** The answer's envelope; each element is read on its own, so one odd element costs only itself. */
export const overpassAnswerSchema = z.object({
  version: z.number().optional(),
  generator: z.string().optional(),
  elements: z.array(z.unknown()),
  /** Set when the server stopped the query: 'runtime error: Query timed out in "query" at line 3 after 91 seconds.' */
  remark: z.string().optional(),
});

/** A remark that means the elements are incomplete. */
export const isRuntimeError = (remark: string | undefined): boolean =>
  remark !== undefined && /runtime error/i.test(remark);

function clipped(value: string | undefined, max: number): string | null {
  const trimmed = value?.trim().replace(/\s+/g, ' ');
  return trimmed && trimmed.length <= max ? trimmed : null;
}

const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const MAX_TRANSLATIONS = 40;

/** The English name (name:en, else name) and the others by language code (name:el, name:de...), name:en left out. */
export function namesFromTags(tags: Tags): { name: string | null; translations: Record<string, string> } {
  const name = clipped(tags['name:en'], 200) ?? clipped(tags.name, 200);
  const translations: Record<string, string> = {};
  for (const [key, value] of Object.entries(tags)) {
    const language = key.startsWith('name:') ? key.slice('name:'.length) : '';
    if (language === 'en' || !LANGUAGE_CODE.test(language)) continue;
    const text = clipped(value, 200);
    if (text && Object.keys(translations).length < MAX_TRANSLATIONS) translations[language] = text;
  }
  return { name, translations };
}

/**
 * The address the addr:* tags give, in the Cypriot order: 'Apostolou Pavlou 35, Kato Paphos, 8046 Paphos'.
 * addr:full wins when present; a village address without a street uses addr:place. Null without a street,
 * a place or a town.
 */
export function addressFromTags(tags: Tags): string | null {
  const full = clipped(tags['addr:full'], 300);
  if (full) return full;
  const value = (key: string) => clipped(firstValue(tags[key]), 100);
  const street = value('addr:street');
  const streetLine = street
    ? [street, value('addr:housenumber')].filter(Boolean).join(' ')
    : value('addr:place');
  const suburb = value('addr:suburb');
  const city = value('addr:city');
  const town = [value('addr:postcode'), city].filter(Boolean).join(' ');
  if (!streetLine && !city) return null;
  const parts = [streetLine, suburb, town].filter(
    (part, index, all): part is string => !!part && all.indexOf(part) === index,
  );
  return clipped(parts.join(', '), 300);
}

/** wheelchair / toilets:wheelchair as our access level; 'designated' is a yes, anything else unknown. */
export function accessLevel(value: string | undefined): AccessLevel | null {
  const first = firstValue(value)?.toLowerCase();
  if (first === 'yes' || first === 'designated') return 'yes';
  if (first === 'limited' || first === 'no') return first;
  return null;
}

/** An http(s) address as written (the first of several); null for anything else. */
export function websiteFromTags(tags: Tags): string | null {
  const website = firstValue(tags.website) ?? firstValue(tags['contact:website']);
  return website && /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website) && website.length <= 500 ? website : null;
}

export function phoneFromTags(tags: Tags): string | null {
  return clipped(firstValue(tags.phone) ?? firstValue(tags['contact:phone']), 40);
}

/**
 * The opening_hours text as written: src/common/opening-hours.ts reads most of it, and the place page
 * shows the rest ('Mo-Su 08:00-late') as written instead of guessing. Null when absent or over 300 characters.
 */
export function openingHoursFromTags(tags: Tags): string | null {
  const text = tags.opening_hours?.trim();
  return text && text.length <= 300 ? text : null;
}

/** Cuisine values that are names of peoples or regions, written with a capital. */
const CUISINE_NAMES: Record<string, string> = {
  greek: 'Greek',
  cypriot: 'Cypriot',
  mediterranean: 'Mediterranean',
  italian: 'Italian',
  french: 'French',
  spanish: 'Spanish',
  portuguese: 'Portuguese',
  british: 'British',
  english: 'English',
  irish: 'Irish',
  german: 'German',
  russian: 'Russian',
  georgian: 'Georgian',
  armenian: 'Armenian',
  european: 'European',
  lebanese: 'Lebanese',
  syrian: 'Syrian',
  arab: 'Arab',
  turkish: 'Turkish',
  middle_eastern: 'Middle Eastern',
  indian: 'Indian',
  chinese: 'Chinese',
  japanese: 'Japanese',
  thai: 'Thai',
  vietnamese: 'Vietnamese',
  korean: 'Korean',
  asian: 'Asian',
  mexican: 'Mexican',
  american: 'American',
};

/** 'greek;sea_food;Pizza' -> ['Greek', 'sea food', 'pizza']: at most four, odd values left out. */
export function cuisineLabels(value: string | undefined): string[] {
  return tagValues(value)
    .flatMap((part) => part.split(','))
    .map((part) => part.trim().toLowerCase())
    .filter((part) => /^[a-z][a-z_ -]{1,30}$/.test(part) && part !== 'yes' && part !== 'no')
    .map((part) => CUISINE_NAMES[part] ?? part.replace(/_/g, ' '))
    .filter((label, index, all) => all.indexOf(label) === index)
    .slice(0, 4);
}

/** 'Vegan options', 'Vegetarian only': what the diet:* tags say; nothing for 'no' or odd values. */
function dietHighlights(tags: Tags): string[] {
  const level = (key: string) => firstValue(tags[key])?.toLowerCase();
  const vegan = level('diet:vegan');
  const vegetarian = level('diet:vegetarian');
  const said = (diet: string, value: string | undefined) =>
    value === 'only'
      ? `${diet} only`
      : value === 'yes'
        ? `${diet} options`
        : value === 'limited'
          ? `Some ${diet.toLowerCase()} options`
          : null;
  return [said('Vegan', vegan), vegan === 'only' ? null : said('Vegetarian', vegetarian)].filter(
    (text): text is string => text !== null,
  );
}

/** The highlights the tags give, plainly: the cuisine first ('Cuisine: Greek, seafood'), then diets. */
export function highlightsFromTags(tags: Tags): string[] {
  const cuisine = cuisineLabels(tags.cuisine);
  return [...(cuisine.length > 0 ? [`Cuisine: ${cuisine.join(', ')}`] : []), ...dietHighlights(tags)];
}

const OUTDOOR_SEATING = new Set([
  'yes',
  'terrace',
  'garden',
  'veranda',
  'patio',
  'sidewalk',
  'pedestrian_zone',
  'roof',
]);
const WIRELESS = new Set(['wlan', 'yes', 'wifi']);

/** Our amenity keys the tags give: only on a clear yes. */
export function amenitiesFromTags(tags: Tags): AmenityKey[] {
  const has = (key: string, accepted: ReadonlySet<string>) =>
    tagValues(tags[key]).some((value) => accepted.has(value.toLowerCase()));
  const yes = new Set(['yes']);
  const amenities: AmenityKey[] = [];
  if (has('internet_access', WIRELESS)) amenities.push('wifi');
  if (has('outdoor_seating', OUTDOOR_SEATING)) amenities.push('outdoor_seating');
  if (accessLevel(tags.wheelchair) === 'yes') amenities.push('wheelchair_accessible');
  if (has('dog', yes)) amenities.push('pet_friendly');
  if (has('payment:credit_cards', yes) || has('payment:cards', yes)) amenities.push('credit_cards');
  return amenities;
}

/** 'osm:node/123', 'osm:way/45': the element's id as our sourceId. */
export const osmSourceId = (element: Pick<OverpassElement, 'type' | 'id'>): string =>
  `osm:${element.type}/${element.id}`;

/**
 * An Overpass element as our SourcePlace, or null when it is not for the guide: unnamed, without a
 * position in Paphos district, or of no category of ours. A node's position is surveyed; a way's or a
 * relation's is the centre of its bounding box, which for an outline as long as a beach's, or a
 * relation's, may lie off the place, so it is marked approximate.
 */
export function sourcePlaceFromOsm(element: OverpassElement): SourcePlace | null {
  const tags = element.tags ?? {};
  const { name, translations } = namesFromTags(tags);
  if (!name) return null;
  const category = categoryForOsmTags(tags);
  if (!category) return null;
  const position = element.type === 'node' ? { lat: element.lat, lon: element.lon } : element.center;
  if (position?.lat === undefined || position.lon === undefined) return null;
  if (!isInPaphosDistrict(position.lat, position.lon)) return null;
  const candidate: SourcePlace = {
    sourceId: osmSourceId(element),
    name,
    category,
    latitude: position.lat,
    longitude: position.lon,
    approximatePosition: element.type === 'relation' || (element.type === 'way' && category === 'beach'),
    address: addressFromTags(tags),
    phoneNumber: phoneFromTags(tags),
    website: websiteFromTags(tags),
    rating: null,
    reviewCount: 0,
    priceLevel: null,
    openingHours: openingHoursFromTags(tags),
    photos: [],
    photoCredits: [],
    highlights: highlightsFromTags(tags),
    amenities: amenitiesFromTags(tags),
    description: null,
    nameTranslations: translations,
    wheelchair: accessLevel(tags.wheelchair),
    toiletsWheelchair: accessLevel(tags['toilets:wheelchair']),
  };
  return sourcePlaceSchema.safeParse(candidate).success ? candidate : null;
}
