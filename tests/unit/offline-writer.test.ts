import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../src/common/categories';
import { bundledPlaces } from '../../src/server/db/seed';
import type { PlaceFacts } from '../../src/server/providers/writer';
import { descriptionProblems } from '../../src/server/providers/writer/checks';
import {
  allOf,
  continuingPhrase,
  indefiniteArticle,
  listText,
  numberWord,
} from '../../src/server/providers/writer/english';
import { composeDescription, localityOf, offlineWriter } from '../../src/server/providers/writer/offline';

const ENGLISH_WORDS = new Set(createRequire(import.meta.url)('an-array-of-english-words') as string[]);

const facts: PlaceFacts[] = bundledPlaces().map((place) => ({
  name: place.name,
  category: place.category,
  address: place.address,
  description: null,
  highlights: place.highlights,
  priceLevel: place.priceLevel,
  website: place.website,
  amenities: place.amenities,
  latitude: place.latitude,
  longitude: place.longitude,
}));

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

/** Every word the bundled data writes in lower case somewhere ('café', 'loukoumi'): not a name. */
const LOWER_CASE_IN_DATA = new Set(
  facts
    .flatMap((place) => [place.address ?? '', ...place.highlights])
    .concat(bundledPlaces().map((place) => place.description ?? ''))
    .flatMap((text) => text.split(/[\s,;:()/&.]+/))
    .filter((word) => /^\p{Ll}/u.test(word)),
);

/**
 * Names in the data: capitalised words that no English dictionary lists and the data never writes in
 * lower case ('Leda', 'Almyraspa', "Mandria's").
 */
function namesIn(place: PlaceFacts): string[] {
  const words = [place.name, place.address ?? '', ...place.highlights].join(' ').split(/[\s,;:()/&]+/);
  return words
    .map((word) => word.replace(/[^\p{L}'’-]/gu, ''))
    .filter(
      (word) =>
        /^\p{Lu}\p{Ll}/u.test(word) &&
        !ENGLISH_WORDS.has(word.split(/[-'’]/)[0]!.toLowerCase()) &&
        !LOWER_CASE_IN_DATA.has(word.toLowerCase()),
    );
}

/** Every way the writer's English has gone wrong before, found in a text; empty when it reads right. */
function englishProblems(written: string, places: PlaceFacts[]): string[] {
  const problems: string[] = [];
  const text = written.replace(/https?:\/\/\S+/g, '');
  for (const match of text.matchAll(/\b(a|an|A|An) ([\p{L}\d][\p{L}\d-]*)/gu)) {
    const [, article, word] = match;
    if (article!.toLowerCase() !== indefiniteArticle(word!)) problems.push(`'${match[0]}'`);
  }
  for (const match of text.matchAll(/\ba ([aeiou]\p{L}*)/gu)) {
    if (!/^(one|uni|use|usu|eu)/.test(match[1]!)) problems.push(`'a' before a vowel: '${match[0]}'`);
  }
  for (const match of text.matchAll(/\b\p{L}+([^aeiou]ys|chs|shs)\b/gu))
    problems.push(`a wrong plural: '${match[0]}'`);
  for (const match of text.matchAll(/\b(All|all|The|the) ([2-9]|10)\b/g))
    problems.push(`a count in figures: '${match[0]}'`);
  if (/\bentertainments\b|\bshoppings\b/.test(text)) problems.push('a mass noun made plural');
  const names = new Set(places.flatMap(namesIn));
  for (const name of names) {
    const lowered = name.charAt(0).toLowerCase() + name.slice(1);
    if (
      new RegExp(`(^|[^\\p{L}])${lowered.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^\\p{L}]|$)`, 'u').test(
        text,
      )
    ) {
      problems.push(`a name lower-cased: '${lowered}'`);
    }
  }
  const sentences = sentencesOf(text.replace(/^#.*$|^\|.*$|^\*\*.*$/gm, ''));
  const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
  if (repeated.length > 0) problems.push(`a sentence repeated: '${repeated[0]}'`);
  if (/check opening times/i.test(text)) problems.push('advice the data does not give');
  return problems;
}

describe('the offline writer', () => {
  it('describes every bundled place, under every category, in two to four correct sentences', () => {
    const failures: string[] = [];
    for (const place of facts) {
      for (const category of PLACE_CATEGORIES) {
        const description = composeDescription({ ...place, category });
        const problems = [...englishProblems(description, [place]), ...descriptionProblems(description)];
        if (problems.length > 0)
          failures.push(`${place.name} as ${category}: ${problems.join('; ')} in "${description}"`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("keeps names' capitals and lower-cases only common words inside a sentence", () => {
    const golf = facts.find((place) => place.name === 'Elea Golf Club')!;
    expect(composeDescription(golf)).toBe(
      'Elea Golf Club is an entertainment venue in Geroskipou. Worth knowing: Nick Faldo-designed 18 holes, huge sculpted bunkers and clubhouse with sea views.',
    );
    const sanctuary = facts.find((place) => place.name.startsWith('Sanctuary of Aphrodite'))!;
    expect(composeDescription(sanctuary)).toContain('Leda and the Swan mosaic');
    const winery = {
      ...golf,
      name: 'Vasilikon Winery',
      category: 'attraction' as PlaceCategory,
      address: 'Kathikas, Paphos',
      highlights: [],
    };
    expect(composeDescription(winery)).toBe(
      'Vasilikon Winery is an attraction in Kathikas. This guide holds no further details about it yet.',
    );
  });

  it('compares places: what they share, a table, what sets each apart, never pasted descriptions', async () => {
    const writer = offlineWriter();
    const byName = (name: string) => facts.find((place) => place.name.startsWith(name))!;
    const places = [byName('Hondros'), byName('Laona'), byName('Mediterraneo')];
    const described = places.map((place) => ({ ...place, description: `${place.name} PASTED DESCRIPTION.` }));
    const { content, excerpt, aiModel } = await writer.writeArticle({
      title: 'Tavernas of Paphos',
      places: described,
      length: 'medium',
      model: 'gpt-4o-mini',
    });
    expect(aiModel).toBeNull();
    expect(content).not.toContain('PASTED DESCRIPTION');
    expect(content).toContain('| Place | Kind | Area | Price |');
    expect(content).toContain('| Laona | Restaurant | Paphos old town (Ktima) | € |');
    expect(content).toContain('All three are restaurants.');
    expect(content).toContain('It is the least expensive of the three.');
    expect(content).toContain('- **Mediterraneo:** the most expensive of the three.');
    expect(content.match(/^## .*$/gm)).toEqual([
      '## At a glance',
      '## What they have in common',
      '## Hondros',
      '## Laona',
      '## Mediterraneo',
      '## Choosing between them',
    ]);
    expect(excerpt).toBe(
      'Hondros, Laona and Mediterraneo compared: kind, area, price and what sets each apart.',
    );
  });

  it('writes correct English for comparisons of every category and of mixed ones', async () => {
    const writer = offlineWriter();
    const groups: PlaceFacts[][] = [];
    for (const category of PLACE_CATEGORIES) {
      const ofCategory = facts.filter((place) => place.category === category);
      for (const size of [2, 3, 10]) if (ofCategory.length >= size) groups.push(ofCategory.slice(0, size));
    }
    for (let start = 0; start + 4 <= facts.length; start += 7) groups.push(facts.slice(start, start + 4));
    const failures: string[] = [];
    for (const places of groups) {
      const { content } = await writer.writeArticle({
        title: 'A guide',
        places,
        length: 'short',
        model: 'gpt-4o-mini',
      });
      const problems = englishProblems(content, places);
      if (problems.length > 0)
        failures.push(`${places.map((place) => place.name).join(' / ')}: ${problems.join('; ')}`);
    }
    expect(groups.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
});

describe('English helpers', () => {
  it("chooses 'a' or 'an' by sound", () => {
    expect(
      [
        'attraction',
        'upscale restaurant',
        'entertainment venue',
        '18-hole course',
        'hour',
        'ILA spa',
        'MP',
      ].map(indefiniteArticle),
    ).toEqual(['an', 'an', 'an', 'an', 'an', 'an', 'an']);
    expect(
      [
        'beach',
        'café',
        'UNESCO site',
        'one-off',
        'European',
        'unique view',
        'useful stop',
        'moderately priced bar',
      ].map(indefiniteArticle),
    ).toEqual(['a', 'a', 'a', 'a', 'a', 'a', 'a', 'a']);
  });

  it('lists, counts in words and names groups as English does', () => {
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b'])).toBe('a and b');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect([1, 2, 10, 12].map(numberWord)).toEqual(['one', 'two', 'ten', '12']);
    expect([2, 3, 12].map(allOf)).toEqual(['both', 'all three', 'all 12']);
  });

  it('lower-cases a common first word only', () => {
    expect(continuingPhrase('Shallow water for children', ENGLISH_WORDS)).toBe('shallow water for children');
    expect(continuingPhrase('Blue Flag sandy bay', ENGLISH_WORDS)).toBe('Blue Flag sandy bay');
    expect(continuingPhrase('Nick Faldo-designed 18 holes', ENGLISH_WORDS)).toBe(
      'Nick Faldo-designed 18 holes',
    );
    expect(continuingPhrase('Almyraspa on site', ENGLISH_WORDS)).toBe('Almyraspa on site');
    expect(continuingPhrase("Aphrodite's birthplace legend", ENGLISH_WORDS)).toBe(
      "Aphrodite's birthplace legend",
    );
    expect(continuingPhrase('Early Christian mosaics', ENGLISH_WORDS)).toBe('early Christian mosaics');
    expect(continuingPhrase('UNESCO World Heritage', ENGLISH_WORDS)).toBe('UNESCO World Heritage');
  });

  it('finds the town or quarter an address ends with, or none', () => {
    expect(localityOf('Coral Bay, Peyia, Paphos')).toBe('Peyia');
    expect(localityOf('Elea Estate, south-eastern outskirts of Paphos, Geroskipou')).toBe('Geroskipou');
    expect(localityOf('Near Tala village, 9 km north of Paphos')).toBeNull();
    expect(localityOf('Anassa hotel, 40 Alekou Michailidi Road, Neo Chorio 8830 (Latchi)')).toBeNull();
    expect(localityOf(null)).toBeNull();
  });

  it('reads the town of an OpenStreetMap address past its postcode', () => {
    expect(localityOf('Apostolou Pavlou 12, Kato Paphos, 8046 Paphos')).toBe('Kato Paphos');
    expect(localityOf('Agiou Georgiou 5, 8560 Peyia')).toBe('Peyia');
  });
});

describe('the offline writer on places from OpenStreetMap', () => {
  // As the Overpass mapping stores them: no description, rating or price; the cuisine and diets as highlights.
  const osmPlace = (place: Partial<PlaceFacts>): PlaceFacts => ({
    name: 'Harbour Fish Taverna',
    category: 'restaurant',
    address: 'Apostolou Pavlou 12, Kato Paphos, 8046 Paphos',
    description: null,
    highlights: [],
    priceLevel: null,
    website: null,
    amenities: [],
    latitude: 34.7545,
    longitude: 32.4068,
    ...place,
  });

  it('says what the place is, its cuisine and where, from the tags only', () => {
    const taverna = osmPlace({
      highlights: ['Cuisine: Greek, seafood', 'Vegetarian options'],
      amenities: ['wifi', 'outdoor_seating'],
    });
    const description = composeDescription(taverna);
    expect(description).toBe(
      'Harbour Fish Taverna is a restaurant in Kato Paphos. Cuisine: Greek and seafood. Worth knowing: vegetarian options. It has Wi-Fi and outdoor seating.',
    );
    expect([...englishProblems(description, [taverna]), ...descriptionProblems(description)]).toEqual([]);
  });

  it('writes no more than it has for a bare OpenStreetMap place: no adjective, no guessed claim', () => {
    const castle = osmPlace({ name: 'Hilltop Castle', category: 'landmark', address: null });
    expect(composeDescription(castle)).toBe(
      'Hilltop Castle is a landmark in Paphos district. This guide holds no further details about it yet.',
    );
    const cafe = osmPlace({
      name: 'Square Café',
      category: 'cafe',
      address: null,
      highlights: ['Vegan only'],
    });
    expect(composeDescription(cafe)).toBe(
      'Square Café is a café in Paphos district. Worth knowing: vegan only.',
    );
  });
});
