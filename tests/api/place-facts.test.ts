import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceDetail } from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { seedPlaces } from '../../src/server/db/seed/records';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOkJson, get } from '../helpers/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const bundled = (slug: string) => seedPlaces.find((place) => place.slug === slug)!;

describe('GET /api/places/{slug}: know before you go', () => {
  it('gives a beach its facts: Blue Flag with its year and list, surface, lifeguards and facilities, with their sources', async () => {
    const beach = expectOkJson<PlaceDetail>(await get(t.app, '/api/places/geroskipou-beach'));
    expect(beach.beachFacts).toEqual(bundled('geroskipou-beach').beachFacts);
    expect(beach.beachFacts?.blueFlag?.year).toBe(2025);
    expect(beach.beachFacts?.blueFlag?.source).toMatch(/^https:\/\/cyprus-mail\.com\/2025\/06\/24\//);
    expect(beach.beachFacts?.surface).toBe('sand');
    expect(beach.beachFacts?.sources.length).toBeGreaterThan(0);
  });

  it('gives a museum its wheelchair access, when and where its facts were last checked, and no beach facts', async () => {
    const museum = expectOkJson<PlaceDetail>(
      await get(t.app, '/api/places/paphos-district-archaeological-museum'),
    );
    expect(museum).toMatchObject({
      wheelchair: 'yes',
      toiletsWheelchair: 'yes',
      beachFacts: null,
      openingHours: 'Tu-Su 09:00-16:30; Mo off; PH off',
      factsCheckedAt: `${bundled('paphos-district-archaeological-museum').checkedAt}T00:00:00.000Z`,
    });
    expect(museum.factsCheckedSource).toMatch(
      /^https:\/\/www\.visitcyprus\.com\/.+156-archaeological-museum/,
    );
  });

  it('says unknown access as null, not as no', async () => {
    const tavern = expectOkJson<PlaceDetail>(await get(t.app, '/api/places/hondros'));
    expect([tavern.wheelchair, tavern.toiletsWheelchair, tavern.beachFacts]).toEqual([null, null, null]);
  });

  it('gives null check facts for a place entered by hand that nobody checked', async () => {
    await t.db
      .update(places)
      .set({ factsCheckedAt: null, factsCheckedSource: null })
      .where(eq(places.slug, 'paphos-zoo'));
    const zoo = expectOkJson<PlaceDetail>(await get(t.app, '/api/places/paphos-zoo'));
    expect([zoo.factsCheckedAt, zoo.factsCheckedSource]).toEqual([null, null]);
  });

  it('leaves the facts out of the lists, which only the place page needs', async () => {
    const list = expectOkJson<Record<string, unknown>[]>(await get(t.app, '/api/places'));
    expect(list[0]).not.toHaveProperty('beachFacts');
    expect(list[0]).not.toHaveProperty('wheelchair');
  });
});
