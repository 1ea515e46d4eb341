import type { AmenityKey, PlaceCategory } from '../../../common/categories';
import { distanceKm, formatDistance } from '../../../common/distance';
import { priceLevelSymbols } from '../../../common/price-level';
import { createRequire } from 'node:module';
import { allOf, capitalised, continuingPhrase, countOf, listText, numberWord, withArticle } from './english';
import { OFFLINE_WRITER } from '../../../common/written-by';
import { TranslationUnavailableError, type PlaceFacts, type WriterProvider } from './index';

/** How a sentence names a place of each category: one, and several. */
const KINDS: Record<PlaceCategory, { one: string; many: string }> = {
  restaurant: { one: 'restaurant', many: 'restaurants' },
  bar: { one: 'bar', many: 'bars' },
  cafe: { one: 'café', many: 'cafés' },
  attraction: { one: 'attraction', many: 'attractions' },
  beach: { one: 'beach', many: 'beaches' },
  hotel: { one: 'hotel', many: 'hotels' },
  landmark: { one: 'landmark', many: 'landmarks' },
  spa: { one: 'spa', many: 'spas' },
  shopping: { one: 'place to shop', many: 'places to shop' },
  entertainment: { one: 'entertainment venue', many: 'entertainment venues' },
};

/** Places one pays to use: their price level describes them ('a moderately priced restaurant'). */
const PRICED_KINDS = new Set<PlaceCategory>(['restaurant', 'bar', 'cafe', 'hotel', 'spa', 'shopping']);
const PRICE_ADJECTIVES = ['', 'budget-friendly', 'moderately priced', 'upscale', 'luxury'];
/** For a sight, a beach or a venue the price level is what a visit costs. */
const VISIT_PRICES = [
  '',
  'A visit costs little.',
  'Expect moderate prices.',
  'It is on the expensive side.',
  'It is among the most expensive places in this guide.',
];

const FACILITIES: Partial<Record<AmenityKey, string>> = {
  parking: 'parking',
  outdoor_seating: 'outdoor seating',
  wifi: 'Wi-Fi',
  wheelchair_accessible: 'wheelchair access',
};
const WELCOMES: Partial<Record<AmenityKey, string>> = {
  family_friendly: 'is good for families',
  pet_friendly: 'welcomes pets',
  credit_cards: 'takes cards',
};

function priceLevel(place: PlaceFacts): number | null {
  return place.priceLevel ? Math.min(4, Math.max(1, Math.round(place.priceLevel))) : null;
}

/** Address parts that name a street, a building or a direction rather than a town or quarter. */
const NOT_A_LOCALITY =
  /\d|^(near|off|inside|between|behind|corner|above|below|top|eastern|western|northern|southern|village|town|seafront|coast|cliff|on|under|next|by|around|at|a|the|lane|side|rooftop|community|trailhead|entrance|about)\b|\b(hotel|resort|street|road|avenue|square|centre|center|beach|harbour|park|estate|area|building|track|path|quay|house)\b/i;
const DISTRICT = /^(paphos|pafos|cyprus|paphos district|pafos district)$/i;

/**
 * The town, village or quarter an address ends with ('Coral Bay, Peyia, Paphos' gives 'Peyia';
 * 'Agiou Georgiou 5, 8560 Peyia' gives 'Peyia', its postcode left out), or null when none of its parts
 * reads as one ('Town centre, off the main road into Polis').
 */
export function localityOf(address: string | null): string | null {
  if (!address) return null;
  const parts = address
    .split(',')
    .map((part) => part.trim().replace(/^\d{4}\s+(?=\p{L})/u, ''))
    .filter((part) => part && !DISTRICT.test(part));
  for (const part of parts.reverse()) {
    if (!/^\p{Lu}/u.test(part) || NOT_A_LOCALITY.test(part)) continue;
    return part;
  }
  return null;
}

/** 'a moderately priced restaurant', 'an attraction': what the place is, with its article. */
function kindPhrase(place: PlaceFacts): string {
  const level = priceLevel(place);
  const adjective = level && PRICED_KINDS.has(place.category) ? `${PRICE_ADJECTIVES[level]} ` : '';
  return withArticle(`${adjective}${KINDS[place.category].one}`);
}

function whereText(place: PlaceFacts): string {
  const locality = localityOf(place.address);
  return locality ? `in ${locality}` : 'in Paphos district';
}

// The list is a JSON file (3 MB): require reads it synchronously, on first use only.
const require = createRequire(import.meta.url);
let dictionary: Set<string> | undefined;

/**
 * English words in lower case (about 275,000, no names): a highlight's first word loses its capital
 * inside a sentence only when it is one of them. Loaded on first use, as only the offline writer needs it.
 */
function englishWords(): Set<string> {
  dictionary ??= new Set(require('an-array-of-english-words') as string[]);
  return dictionary;
}

/** A highlight that gives the cuisine ('Cuisine: Greek, seafood', from OpenStreetMap's cuisine tag). */
const CUISINE_HIGHLIGHT = /^Cuisine: (.+)$/;

/** 'Cuisine: Greek and seafood.' when a highlight gives it: the tag's words, nothing added. */
function cuisineSentence(place: PlaceFacts): string | null {
  const cuisine = place.highlights.map((highlight) => CUISINE_HIGHLIGHT.exec(highlight)?.[1]).find(Boolean);
  return cuisine ? `Cuisine: ${listText(cuisine.split(', '))}.` : null;
}

/** 'Worth knowing: shallow water for children, free car park above.' from the highlights, names kept. */
function highlightsSentence(place: PlaceFacts, limit: number): string | null {
  const commonWords = englishWords();
  const notes = place.highlights
    .filter((highlight) => !CUISINE_HIGHLIGHT.test(highlight))
    .slice(0, limit)
    .map((highlight) => continuingPhrase(highlight.replace(/[.\s]+$/, ''), commonWords));
  if (notes.length === 0) return null;
  // A note that holds a comma or an 'and' of its own would blur a comma list.
  const joined = notes.some((note) => /,| and /.test(note)) ? notes.join('; ') : listText(notes);
  return `Worth knowing: ${joined}.`;
}

function facilitiesOf(place: PlaceFacts): string[] {
  return place.amenities.flatMap((amenity) => FACILITIES[amenity] ?? []);
}

/**
 * 'It has parking and outdoor seating. It is good for families.' A comparison names the place instead
 * of 'It', so that two sections never share a sentence, and leaves out what every place has.
 */
function amenitySentences(place: PlaceFacts, subject = 'It', sharedFacilities: string[] = []): string[] {
  const sentences: string[] = [];
  const facilities = facilitiesOf(place).filter((facility) => !sharedFacilities.includes(facility));
  if (facilities.length > 0) sentences.push(`${subject} has ${listText(facilities)}.`);
  const welcomes = place.amenities.flatMap((amenity) => WELCOMES[amenity] ?? []);
  if (welcomes.length > 0) sentences.push(`${subject} ${listText(welcomes)}.`);
  return sentences;
}

function visitPriceSentence(place: PlaceFacts): string | null {
  const level = priceLevel(place);
  return level && !PRICED_KINDS.has(place.category) ? VISIT_PRICES[level]! : null;
}

/**
 * Two to four plain sentences built only from the place's own facts: what it is and where, its
 * highlights, facilities and price. No adjective or claim that the data does not give.
 */
export function composeDescription(place: PlaceFacts): string {
  const sentences = [
    `${place.name} is ${kindPhrase(place)} ${whereText(place)}.`,
    cuisineSentence(place),
    highlightsSentence(place, 3),
    ...amenitySentences(place),
    visitPriceSentence(place),
  ].filter((sentence): sentence is string => sentence !== null);
  if (sentences.length === 1) sentences.push('This guide holds no further details about it yet.');
  return sentences.slice(0, 4).join(' ');
}

/** 'two beaches and one landmark' for the places' categories, in the order they first appear. */
function kindsCount(places: PlaceFacts[]): Array<{ category: PlaceCategory; count: number }> {
  const counts = new Map<PlaceCategory, number>();
  for (const place of places) counts.set(place.category, (counts.get(place.category) ?? 0) + 1);
  return [...counts].map(([category, count]) => ({ category, count }));
}

function sharedFacilities(places: PlaceFacts[]): string[] {
  return facilitiesOf(places[0]!).filter((facility) =>
    places.every((place) => facilitiesOf(place).includes(facility)),
  );
}

/** What every place shares: kind, locality, price level, facilities; and how far apart they lie. */
function sharedFacts(places: PlaceFacts[], shared: string[]): string[] {
  const all = capitalised(allOf(places.length));
  const sentences: string[] = [];
  const kinds = kindsCount(places);
  if (kinds.length === 1) {
    sentences.push(`${all} are ${KINDS[kinds[0]!.category].many}.`);
  } else {
    const parts = kinds.map(({ category, count }) =>
      countOf(count, KINDS[category].one, KINDS[category].many),
    );
    sentences.push(`The ${numberWord(places.length)} are ${listText(parts)}.`);
  }
  const localities = new Set(places.map((place) => localityOf(place.address)));
  const [locality] = localities;
  if (localities.size === 1 && locality) sentences.push(`${all} are in ${locality}.`);
  const farthest = Math.max(
    ...places.flatMap((place, i) =>
      places
        .slice(i + 1)
        .map((other) =>
          distanceKm(
            { lat: place.latitude, lng: place.longitude },
            { lat: other.latitude, lng: other.longitude },
          ),
        ),
    ),
  );
  sentences.push(
    places.length === 2
      ? `They are ${formatDistance(farthest)} apart as the crow flies.`
      : `The farthest two are ${formatDistance(farthest)} apart as the crow flies.`,
  );
  const levels = new Set(places.map(priceLevel));
  const [level] = levels;
  if (levels.size === 1 && level) {
    sentences.push(`${all} sit at the same price level (${priceLevelSymbols(level)}).`);
  }
  if (shared.length > 0) sentences.push(`${all} have ${listText(shared)}.`);
  return sentences;
}

/** What sets one place apart from the others in the data: its kind, price or a facility only it has. */
function distinctions(place: PlaceFacts, places: PlaceFacts[]): string[] {
  const others = places.filter((other) => other !== place);
  const ofThem = `of the ${numberWord(places.length)}`;
  const found: string[] = [];
  if (others.every((other) => other.category !== place.category) && kindsCount(places).length > 1) {
    found.push(`the only ${KINDS[place.category].one} ${ofThem}`);
  }
  const level = priceLevel(place);
  const otherLevels = others.map(priceLevel);
  const [least, most] = places.length === 2 ? ['less', 'more'] : ['least', 'most'];
  if (level && otherLevels.every((other) => other !== null && other > level)) {
    found.push(`the ${least} expensive ${ofThem}`);
  }
  if (level && otherLevels.every((other) => other !== null && other < level)) {
    found.push(`the ${most} expensive ${ofThem}`);
  }
  const onlyFacilities = facilitiesOf(place).filter((facility) =>
    others.every((other) => !facilitiesOf(other).includes(facility)),
  );
  if (onlyFacilities.length > 0) {
    found.push(`the only one ${ofThem} listed with ${listText(onlyFacilities)}`);
  }
  return found;
}

function glanceTable(places: PlaceFacts[]): string {
  const cell = (text: string) => text.replace(/\|/g, '/');
  const rows = places.map((place) =>
    [
      cell(place.name),
      capitalised(KINDS[place.category].one),
      cell(localityOf(place.address) ?? 'Paphos district'),
      priceLevelSymbols(priceLevel(place)) || 'Not given',
    ].join(' | '),
  );
  return [
    '| Place | Kind | Area | Price |',
    '| --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** What a comparison's sections read of the group: worked out once, not once per place. */
interface Comparison {
  /** What sets each place apart from the others (distinctions). */
  apart: Map<PlaceFacts, string[]>;
  /** The facilities every place has, said once in 'What they have in common'. */
  sharedFacilities: string[];
}

function placeSection(place: PlaceFacts, comparison: Comparison): string {
  const apart = comparison.apart.get(place)!;
  const paragraph = [
    `${place.name} is ${kindPhrase(place)} ${whereText(place)}.`,
    apart.length > 0 ? `It is ${listText(apart)}.` : null,
    cuisineSentence(place),
    highlightsSentence(place, 4),
    // The price is in the table, and in the distinctions when it sets the place apart.
    ...amenitySentences(place, place.name, comparison.sharedFacilities),
  ]
    .filter(Boolean)
    .join(' ');
  const practical = [
    place.address && `**Where:** ${place.address}`,
    place.website && `**Website:** ${place.website}`,
  ]
    .filter(Boolean)
    .join('  \n');
  return [`## ${place.name}`, '', paragraph, ...(practical ? ['', practical] : [])].join('\n');
}

function choosingSection(places: PlaceFacts[], comparison: Comparison): string {
  const lines = places.flatMap((place) => {
    const apart = comparison.apart.get(place)!;
    return apart.length > 0 ? [`- **${place.name}:** ${listText(apart)}.`] : [];
  });
  const body =
    lines.length > 0
      ? ['What tells them apart in our data:', '', ...lines].join('\n')
      : `Our data does not tell them apart on kind, price or facilities, so pick by area and by what each section above says it offers.`;
  return ['## Choosing between them', '', body].join('\n');
}

/**
 * The writer used when no AI service is configured: it composes text only from the data it is given
 * (names, categories, addresses, prices, highlights, facilities, positions), so it never invents a fact.
 * A comparison says what the places share, how they differ and what sets each apart, with a table.
 */
export function offlineWriter(): WriterProvider {
  return {
    name: OFFLINE_WRITER,
    models: [],
    lengths: [],
    async describePlace({ place }) {
      return { description: composeDescription(place), aiModel: null };
    },
    /** Nothing is translated without an AI service, and no translation is made up from the data. */
    translate() {
      return Promise.reject(new TranslationUnavailableError());
    },
    async writeArticle({ places }) {
      const names = listText(places.map((place) => place.name));
      const intro =
        `This guide sets ${names} side by side: what they have in common, how they differ and what sets each apart. ` +
        'It is composed from the facts this site holds on each place; their own pages give opening hours and directions where known.';
      const comparison: Comparison = {
        apart: new Map(places.map((place) => [place, distinctions(place, places)])),
        sharedFacilities: sharedFacilities(places),
      };
      const content = [
        intro,
        '## At a glance',
        glanceTable(places),
        '## What they have in common',
        sharedFacts(places, comparison.sharedFacilities).join(' '),
        ...places.map((place) => placeSection(place, comparison)),
        choosingSection(places, comparison),
      ].join('\n\n');
      return {
        content,
        excerpt: `${names} compared: kind, area, price and what sets each apart.`,
        aiModel: null,
      };
    },
  };
}
