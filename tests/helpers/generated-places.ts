import { PLACE_CATEGORIES } from '../../src/common/categories';
import type { Database } from '../../src/server/db/client';
import { places } from '../../src/server/db/schema';

/** The source every generated place names: test data only, never in the demo data. */
export const GENERATED_TEST_SOURCE = 'generated-test';

/** A repeatable sequence of numbers in [0, 1) (mulberry32), so each run generates the same places. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` published test places, clearly named as such ('Generated test place 12'), spread as a real
 * guide's are: most near the coast from Kato Paphos to Coral Bay, the rest over the district.
 */
export function generatedTestPlaces(count: number) {
  const next = sequence(count);
  return Array.from({ length: count }, (_, index) => {
    const inTown = next() < 0.7;
    const latitude = inTown ? 34.74 + next() * 0.14 : 34.65 + next() * 0.45;
    const longitude = inTown ? 32.33 + next() * 0.1 : 32.3 + next() * 0.4;
    return {
      slug: `generated-test-place-${index}`,
      name: `Generated test place ${index}`,
      category: PLACE_CATEGORIES[index % PLACE_CATEGORIES.length]!,
      status: 'published' as const,
      rating: 3 + (index % 21) / 10,
      latitude: Number(latitude.toFixed(6)),
      longitude: Number(longitude.toFixed(6)),
      source: GENERATED_TEST_SOURCE,
      sourceId: `${GENERATED_TEST_SOURCE}-${index}`,
      amenities: index % 3 === 0 ? ['parking' as const] : [],
    };
  });
}

/** Adds `count` generated test places to a database, 500 rows a statement. */
export async function insertGeneratedPlaces(db: Database, count: number): Promise<void> {
  const generated = generatedTestPlaces(count);
  for (let start = 0; start < generated.length; start += 500) {
    await db.insert(places).values(generated.slice(start, start + 500));
  }
}
