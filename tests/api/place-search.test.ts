import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacesMap } from '../../src/common/schemas/place-map';
import type { Place, PlaceSearchResult, PlacesPage } from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { asAdmin, expectError, expectNonIncreasing, expectOkJson, get, send } from '../helpers/api';
import { insertGeneratedPlaces } from '../helpers/generated-places';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const search = async (app: TestApp['app'], query: string) =>
  expectOkJson<PlaceSearchResult[]>(await get(app, `/api/places/search?${query}`));
const names = async (q: string, limit = 20) =>
  (await search(t.app, `q=${encodeURIComponent(q)}&limit=${limit}`)).map((place) => place.name);

describe('GET /api/places/search', () => {
  it('finds a place by the start of a word while it is typed', async () => {
    expect((await names('cor', 6)).slice(0, 3)).toContain('Coral Bay Beach');
  });

  it('forgives a typo in a longer word', async () => {
    expect((await names('tombes', 6))[0]).toBe('Tombs of the Kings');
    expect((await names('tombes of the kigns', 6))[0]).toBe('Tombs of the Kings');
  });

  it('reads a search without accents or case, and a name with accents without them', async () => {
    const cafes = await names('café');
    expect(cafes).toContain('Pingouino Café');
    expect(await names('CAFE')).toEqual(cafes);
    expect(await names('tombs OF THE KINGS', 1)).toEqual(['Tombs of the Kings']);
  });

  it("finds Paphos's places whether it is written Πάφος, Pafos or Paphos", async () => {
    const paphos = await names('Paphos');
    expect(paphos.length).toBeGreaterThan(5);
    expect(paphos.slice(0, 5).every((name) => /paphos/i.test(name))).toBe(true);
    expect(await names('Pafos')).toEqual(paphos);
    expect(await names('Πάφος')).toEqual(paphos);
    expect(await names('ΠΑΦΟΣ')).toEqual(paphos);
  });

  it("finds Kato Paphos's places as Kato Pafos, Κάτω Πάφος and Kato Paphos", async () => {
    const kato = await names('Kato Paphos', 6);
    expect(kato[0]).toBe('Kato Paphos Coastal Boardwalk');
    expect(await names('Kato Pafos', 6)).toEqual(kato);
    expect(await names('Κάτω Πάφος', 6)).toEqual(kato);
  });

  it('finds the local spellings of a village: Yeroskipou is Geroskipou', async () => {
    const geroskipou = await names('Geroskipou');
    expect(geroskipou.length).toBeGreaterThan(0);
    expect(await names('Yeroskipou')).toEqual(geroskipou);
    expect(await names('Γεροσκήπου')).toEqual(geroskipou);
  });

  it('finds a place by its name in Greek, as OpenStreetMap gives it, once that is saved', async () => {
    expect(await names('Βασιλέων')).toEqual([]);
    await t.db
      .update(places)
      .set({ nameTranslations: { el: 'Τάφοι των Βασιλέων' } })
      .where(sql`${places.slug} = 'tombs-of-the-kings'`);
    await t.ctx.cache.invalidate('places:');
    expect(await names('Βασιλέων')).toEqual(['Tombs of the Kings']);
    expect(await names('ταφοι βασιλεων')).toEqual(['Tombs of the Kings']);
    // The suggestion carries the name, so a Greek page can show it.
    const [found] = await search(t.app, `q=${encodeURIComponent('Βασιλέων')}`);
    expect(found?.nameTranslations).toEqual({ el: 'Τάφοι των Βασιλέων' });
  });

  it('needs every word of the query', async () => {
    expect(await names('coral bay', 6)).toContain('Coral Bay Beach');
    expect(await names('coral zzzzqq')).toEqual([]);
    expect(await names('tombs queens')).toEqual([]);
  });

  it('ranks a name match above a category match above a mention in the address or description', async () => {
    const found = await search(t.app, 'q=beach&limit=20');
    expect(found).toHaveLength(20);
    const tier = (place: PlaceSearchResult) =>
      /\bbeach/i.test(place.name) ? 0 : place.category === 'beach' ? 1 : 2;
    const tiers = found.map(tier);
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers).toContain(2);
    // A beach's name match also counts its category: a beach named so comes before a bar named so.
    expect(found[0]!.category).toBe('beach');
  });

  it('puts the better rated first among equally good matches', async () => {
    const coral = await search(t.app, 'q=coral%20bay%20beach&limit=20');
    expect(coral[0]!.name).toBe('Coral Bay Beach');
    const named = await search(t.app, 'q=paphos&limit=20');
    const sameStart = named.filter(
      (place) => /^paphos \w+$/i.test(place.name) && place.category === 'landmark',
    );
    expect(sameStart.length).toBeGreaterThan(1);
    expectNonIncreasing(sameStart.map((place) => place.rating ?? 0));
  });

  it('answers 6 by default, as many as asked up to 20, and nothing for a blank query', async () => {
    expect(await search(t.app, 'q=paphos')).toHaveLength(6);
    expect(await search(t.app, 'q=paphos&limit=2')).toHaveLength(2);
    expect(await search(t.app, 'q=paphos&limit=20')).toHaveLength(20);
    expect(await search(t.app, 'q=%20%20')).toEqual([]);
    expect(await search(t.app, 'q=%3F!')).toEqual([]);
  });

  it('answers what the dropdown shows of each place, and no more', async () => {
    const [first] = await search(t.app, 'q=coral%20bay%20beach&limit=1');
    expect(Object.keys(first!).sort()).toEqual(
      ['address', 'category', 'id', 'name', 'photo', 'rating', 'slug'].sort(),
    );
    expect(first).toMatchObject({ slug: 'coral-bay-beach', category: 'beach' });
  });

  it.each([
    ['q=' + 'a'.repeat(101), 'The search is at most 100 characters'],
    ['', 'The search (q) must be text'],
    ['q=paphos&limit=21', 'Limit must be at most 20'],
    ['q=paphos&limit=0', 'Limit must be at least 1'],
    ['q=paphos&limit=two', 'Limit must be a number'],
  ])('refuses %j with 400', async (query, message) => {
    expectError(await get(t.app, `/api/places/search?${query}`), 400, message);
  });

  it('is a cached public answer, shared by queries that read alike, with an ETag a second request gets 304 for', async () => {
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await get(t.app, '/api/places/search?q=Pafos', { headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const alike = await get(t.app, '/api/places/search?q=%20paphos!', {
      headers: { ...headers, 'if-none-match': first.headers.etag as string },
    });
    expect(alike.statusCode).toBe(304);
  });

  it("answers an admin's change to a place at once", async () => {
    expect(await names('coral bay landmark')).not.toContain('Coral Bay Beach');
    const coral = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
    const patched = await send(
      t.app,
      'PATCH',
      `/api/admin/places/${coral.id}/category`,
      { category: 'landmark' },
      asAdmin(),
    );
    expect(patched.statusCode).toBe(200);
    expect((await names('coral bay landmark'))[0]).toBe('Coral Bay Beach');
  });
});

describe('q in the places list and map', () => {
  it('keeps the places that match, best first with the recommended sort, and alphabetically by name', async () => {
    const page = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?q=coral'));
    const found = await names('coral');
    expect(page.total).toBe(found.length);
    expect(page.items.map((place) => place.name)).toEqual(found);
    const byName = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?q=coral&sort=name'));
    expect(byName.items.map((place) => place.name)).toEqual([...found].sort((a, b) => a.localeCompare(b)));
  });

  it('applies with the other filters', async () => {
    const beaches = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?q=paphos&category=beach'));
    expect(beaches.total).toBeGreaterThan(0);
    expect(beaches.items.every((place) => place.category === 'beach')).toBe(true);
    const all = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?q=paphos'));
    expect(beaches.total).toBeLessThan(all.total);
  });

  it('lists every place for a blank q', async () => {
    const all = expectOkJson<PlacesPage>(await get(t.app, '/api/places/page'));
    expect(expectOkJson<PlacesPage>(await get(t.app, '/api/places/page?q=%20')).total).toBe(all.total);
  });

  it('maps only the places that match', async () => {
    const map = expectOkJson<PlacesMap>(await get(t.app, '/api/places/map?zoom=9&q=coral'));
    expect(map.total).toBe((await names('coral')).length);
    expect(expectOkJson<PlacesMap>(await get(t.app, '/api/places/map?zoom=9&q=zzzzqq')).total).toBe(0);
  });

  it.each(['/api/places/page', '/api/places/map?zoom=9&'])(
    'refuses a q over 100 characters on %s',
    async (path) => {
      const joiner = path.endsWith('&') ? '' : '?';
      expectError(
        await get(t.app, `${path}${joiner}q=${'b'.repeat(101)}`),
        400,
        'The search is at most 100 characters',
      );
    },
  );
});

describe('GET /api/places/search with thousands of places', () => {
  let big: TestApp;

  beforeAll(async () => {
    big = await createTestApp();
    await insertGeneratedPlaces(big.db, 5000);
  });

  afterAll(async () => {
    await big?.close();
  });

  it('still finds the one place asked for, first', async () => {
    const tombs = await search(big.app, 'q=tombes&limit=6');
    expect(tombs[0]!.name).toBe('Tombs of the Kings');
    const one = await search(big.app, 'q=generated%20test%20place%204321');
    expect(one.map((place) => place.name)).toEqual(['Generated test place 4321']);
  });

  it('counts every match in the list, and orders equal matches by rating', async () => {
    const page = expectOkJson<PlacesPage>(
      await get(big.app, '/api/places/page?q=generated%20test&pageSize=60'),
    );
    expect(page.total).toBe(5000);
    expectNonIncreasing(page.items.map((place) => place.rating ?? 0));
    const map = expectOkJson<PlacesMap>(await get(big.app, '/api/places/map?zoom=9&q=generated'));
    expect(map.total).toBe(5000);
  });
});
