/**
 * The places search, in the database: the hero box's suggestions (GET /api/places/search) and the `q` of
 * the places list and map (placesFilterCondition). Every word of the query must be found at the start of a
 * word of the place, or, in its name or category, with one typo (words of 5 to 20 letters), accents and
 * case aside; Greek is read in Latin letters too, and local spellings as one (common/search-words.ts).
 * Places keep their search texts in two columns that a trigger of migration 0014 writes, with pg_trgm's
 * trigram indexes. A word found in the name counts most, then in the category, then in the address,
 * highlights or description; the better rating breaks ties.
 */
import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { CATEGORY_LABELS, CATEGORY_PLURALS, PLACE_CATEGORIES } from '../../../common/categories';
import {
  searchKey,
  searchText,
  searchWordSpellings,
  typoAnchors,
  wordMatch,
  wordPatterns,
  type WordMatch,
} from '../../../common/search-words';
import type { PlaceSearchResult } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { BoundedMap } from '../../lib/bounded-map';
import { cardPhotoSql } from '../photos/place-photo-sql';
import { withoutEmptyNameTranslations } from './name-translations';

/** What a word found in each part of a place counts: a name match outweighs the category and the rest. */
const FIELD_WEIGHTS = { name: 10, category: 4, details: 1 } as const;
/** How well it was found there. */
const MATCH_STRENGTH: Record<WordMatch, number> = { word: 1, start: 0.9, typo: 0.8 };

/** A category as the search reads it: its key, name and plural (' cafe cafes '). */
const CATEGORY_TEXTS = PLACE_CATEGORIES.map(
  (category) =>
    [category, searchText(`${category} ${CATEGORY_LABELS[category]} ${CATEGORY_PLURALS[category]}`)] as const,
);

/**
 * One query word's condition and score: each part's weight times how well the word is found there. A typo
 * is forgiven in the name and the category; the longer texts (address, highlights, description) are read
 * with LIKE for the start of a word, several times quicker there than a regular expression.
 */
function searchWord(spellings: readonly string[]): { condition: SQL; score: SQL } {
  const patterns = wordPatterns(spellings);
  const inName = (pattern: string) => sql`${places.searchName} ~ ${pattern}`;
  // The typo forms are many: a text is first asked for one of two pieces every form keeps (the index finds
  // those), and only then read with the forms.
  const typoInName =
    patterns.typo === null
      ? undefined
      : and(
          or(...typoAnchors(spellings[0]!).map((anchor) => like(places.searchName, `%${anchor}%`))),
          inName(patterns.typo),
        );
  const nameStrength = sql`case when ${inName(patterns.word)} then ${number(MATCH_STRENGTH.word)} when ${inName(patterns.start)} then ${number(MATCH_STRENGTH.start)}${
    typoInName ? sql` when ${typoInName} then ${number(MATCH_STRENGTH.typo)}` : sql``
  } else 0 end`;
  const inDetails = (pattern: (spelling: string) => string) =>
    or(...spellings.map((spelling) => like(places.searchDetails, pattern(spelling))))!;
  const detailsStrength = sql`case when ${inDetails((spelling) => `% ${spelling} %`)} then ${number(MATCH_STRENGTH.word)} when ${inDetails((spelling) => `% ${spelling}%`)} then ${number(MATCH_STRENGTH.start)} else 0 end`;
  const categories = CATEGORY_TEXTS.flatMap(([category, text]) => {
    const match = wordMatch(text, spellings);
    return match ? [{ category, strength: MATCH_STRENGTH[match] }] : [];
  });
  const categoryStrength =
    categories.length > 0
      ? sql`case ${places.category} ${sql.join(
          categories.map(({ category, strength }) => sql`when ${category} then ${number(strength)}`),
          sql` `,
        )} else 0 end`
      : sql`0`;
  return {
    condition: or(
      inName(patterns.start),
      typoInName,
      inDetails((spelling) => `% ${spelling}%`),
      categories.length > 0
        ? inArray(
            places.category,
            categories.map(({ category }) => category),
          )
        : undefined,
    )!,
    score: sql`(${number(FIELD_WEIGHTS.name)} * ${nameStrength} + ${number(FIELD_WEIGHTS.category)} * ${categoryStrength} + ${number(FIELD_WEIGHTS.details)} * ${detailsStrength})`,
  };
}

/** A number of this module's own as SQL text: a parameter would be typed by its first use (integer for 10). */
function number(value: number): SQL {
  return sql.raw(String(value));
}

/**
 * A query's search on places: the condition that every word is found, and the relevance to order by;
 * null when the query has no word to search for.
 */
export function placeSearch(query: string): { condition: SQL; relevance: SQL } | null {
  const words = searchWordSpellings(query).map(searchWord);
  if (words.length === 0) return null;
  return {
    condition: and(...words.map((word) => word.condition))!,
    relevance: sql.join(
      words.map((word) => word.score),
      sql` + `,
    ),
  };
}

/** The published places matching the query, best first, as the hero's suggestions show them. */
export async function searchPlaces(db: Db, query: string, limit: number): Promise<PlaceSearchResult[]> {
  const search = placeSearch(query);
  if (!search) return [];
  const found = await db
    .select({
      id: places.id,
      slug: places.slug,
      name: places.name,
      category: places.category,
      address: places.address,
      rating: places.rating,
      photo: cardPhotoSql,
      nameTranslations: places.nameTranslations,
    })
    .from(places)
    .where(and(eq(places.status, 'published'), search.condition))
    .orderBy(desc(search.relevance), sql`${places.rating} desc nulls last`, asc(places.name), asc(places.id))
    .limit(limit);
  return found.map(withoutEmptyNameTranslations);
}

/**
 * The key of each search asked lately: working it out (accents, Greek letters) took about 5 % of a cached
 * search's time.
 */
const searchKeys = new BoundedMap<string, string>(1000);

/**
 * The answer to GET /api/places/search, from the response cache: queries that read alike ('Pafos',
 * 'pafos!') share one entry ('places:search:...'), which a write to places clears (PLACES_CACHE_PREFIXES).
 */
export function cachedPlaceSearch(ctx: Pick<AppContext, 'cache' | 'db'>, query: string, limit: number) {
  const key = searchKeys.remember(query, searchKey);
  if (key === '') return Promise.resolve([]);
  return ctx.cache.get(`places:search:${limit}:${key}`, () => searchPlaces(ctx.db, query, limit));
}
