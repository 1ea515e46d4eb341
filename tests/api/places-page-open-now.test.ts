/**
 * GET /api/places/page's 'know before you go' filters (issue 33): open now (by the server's clock, in Paphos
 * time, never from the response cache), a step-free entrance and the beach facts. The answers must be the
 * browser's own (common/place-filters) over the full list.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterPlaces, type FilterState } from '../../src/common/place-filters';
import type { BeachFacts, Place, PlacesPage } from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { expectError, expectOkJson, get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Wednesday 3 March 2027, 12:00 in Paphos (UTC+2). */
const NOON = '2027-03-03T10:00:00.000Z';
/** The same day at 18:30 in Paphos. */
const EVENING = '2027-03-03T16:30:00.000Z';

const clock = fixedClock(NOON);
let t: TestApp;
let all: Place[];

const beach = (facts: Partial<BeachFacts>): BeachFacts => ({
  blueFlag: null,
  lifeguardSeason: null,
  surface: null,
  sunbeds: null,
  showers: null,
  toilets: null,
  shade: null,
  sources: ['test data'],
  ...facts,
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  // Only the hours and facts below, so the counts do not move as the bundled data gains facts.
  await t.db.update(places).set({ openingHours: null, wheelchair: null, beachFacts: null });
  const rows = await t.db
    .select({ id: places.id, category: places.category })
    .from(places)
    .orderBy(places.id);
  const others = rows.filter((row) => row.category !== 'beach').map((row) => row.id);
  const beaches = rows.filter((row) => row.category === 'beach').map((row) => row.id);
  // Hours of every kind, on places the test chooses (the bundled data changes as facts are added).
  const hours = [
    'Mo-Fr 09:00-17:00',
    'Mo-Su 17:00-23:00',
    '24/7',
    'Mo-Su 08:00-13:00,16:00-20:00',
    'Nov-Mar off; Apr-Oct 10:00-18:00',
    'Mon-Sat 9am-5pm',
    'We 12:00-14:00 off; Mo-Su 10:00-20:00',
  ];
  for (const [index, text] of hours.entries()) {
    await t.db.update(places).set({ openingHours: text }).where(eq(places.id, others[index]!));
  }
  await t.db
    .update(places)
    .set({ wheelchair: 'yes' })
    .where(inArray(places.id, others.slice(0, 4)));
  await t.db.update(places).set({ wheelchair: 'limited' }).where(eq(places.id, others[4]!));
  const facts: BeachFacts[] = [
    beach({ blueFlag: { year: 2025, source: 'test' }, surface: 'sand', lifeguardSeason: 'May to October' }),
    beach({ blueFlag: { year: 2025, source: 'test' }, surface: 'pebble' }),
    beach({ surface: 'sand' }),
  ];
  for (const [index, value] of facts.entries()) {
    await t.db.update(places).set({ beachFacts: value }).where(eq(places.id, beaches[index]!));
  }
  all = expectOkJson<Place[]>(await get(t.app, '/api/places'));
});

afterAll(async () => {
  await t?.close();
});

async function ids(query: string): Promise<{ ids: number[]; total: number }> {
  const page = expectOkJson<PlacesPage>(await get(t.app, `/api/places/page?${query}&pageSize=60&sort=name`));
  return { ids: page.items.map((item) => item.id).sort((a, b) => a - b), total: page.total };
}

function expected(filters: Partial<FilterState>, at: string): number[] {
  return filterPlaces(all, null, { ...DEFAULT_FILTERS, ...filters }, new Date(at))
    .map((place) => place.id)
    .sort((a, b) => a - b);
}

describe('GET /api/places/page, know before you go', () => {
  it("lists the places open now by the server's clock, as the browser's filter does", async () => {
    clock.set(NOON);
    const noon = await ids('openNow=true');
    expect(noon.ids).toEqual(expected({ openNow: true }, NOON));
    expect(noon.ids).toHaveLength(4);

    // The same address a few hours later: a fresh answer, not the cached noon one.
    clock.set(EVENING);
    const evening = await ids('openNow=true');
    expect(evening.ids).toEqual(expected({ openNow: true }, EVENING));
    expect(evening.ids).toHaveLength(4);
    expect(evening.ids).not.toEqual(noon.ids);
    clock.set(NOON);
  });

  it("reads 'open now' at the visitor's moment when one is given (the list then agrees with its cards)", async () => {
    clock.set(NOON);
    const evening = await ids(`openNow=true&at=${EVENING}`);
    expect(evening.ids).toEqual(expected({ openNow: true }, EVENING));
    expect(evening.ids).not.toEqual(expected({ openNow: true }, NOON));
    // The map reads it alike.
    const map = expectOkJson<{ total: number }>(
      await get(t.app, `/api/places/map?zoom=0&openNow=true&at=${EVENING}`),
    );
    expect(map.total).toBe(evening.total);
  });

  it("says which filter empties the list, counting 'open now' at the moment asked for", async () => {
    const page = expectOkJson<PlacesPage>(
      await get(t.app, `/api/places/page?category=beach&openNow=true&at=${EVENING}`),
    );
    expect(page.total).toBe(0);
    const beaches = all.filter((place) => place.category === 'beach').length;
    expect(page.hint).toEqual({
      reason: 'No place matches the filters Beaches and Open now together.',
      counts: [
        `Beaches: ${beaches} places`,
        `Open now: ${expected({ openNow: true }, EVENING).length} places`,
      ],
      clear: 'filters',
    });
  });

  it('lists places with a step-free entrance, and only those a source says yes for', async () => {
    const { ids: stepFree } = await ids('stepFree=true');
    expect(stepFree).toEqual(expected({ stepFree: true }, NOON));
    expect(stepFree).toHaveLength(4);
  });

  it.each([
    ['beach=blue-flag', ['blue-flag'], 2],
    ['beach=sand', ['sand'], 2],
    ['beach=lifeguards', ['lifeguards'], 1],
    ['beach=blue-flag,sand', ['blue-flag', 'sand'], 1],
    ['category=beach&beach=sand&openNow=false', ['sand'], 2],
  ] as const)('filters beaches by their facts: %s', async (query, features, count) => {
    const answer = await ids(query);
    expect(answer.ids).toEqual(expected({ beach: [...features] }, NOON));
    expect(answer.total).toBe(count);
  });

  it('gives list cards what the badge and the filters read, compactly', async () => {
    const { items } = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?beach=lifeguards'));
    expect(items[0]).toMatchObject({ stepFree: false, beachFeatures: ['blue-flag', 'sand', 'lifeguards'] });
    const open = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?openNow=true&pageSize=60'));
    expect(open.items.map((item) => item.openingHours).sort()).toEqual(
      [
        '24/7',
        'Mo-Fr 09:00-17:00',
        'Mo-Su 08:00-13:00,16:00-20:00',
        'We 12:00-14:00 off; Mo-Su 10:00-20:00',
      ].sort(),
    );
  });

  it.each([
    ['openNow=yes', 'openNow must be true or false'],
    ['stepFree=1', 'stepFree must be true or false'],
    ['beach=pebbles', 'Beach must be blue-flag, sand or lifeguards'],
    ['openNow=true&at=tonight', 'at must be a date and time'],
  ])('refuses %s with 400', async (query, message) => {
    expectError(await get(t.app, `/api/places/page?${query}`), 400, new RegExp(message));
  });
});
