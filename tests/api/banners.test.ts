import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BANNER_MATCH_NAMES,
  bannerSchema,
  type Banner,
  type BannerMatches,
  type PlaceBanner,
} from '../../src/common/schemas/banners';
import { banners, places } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { aPendingPlace, asAdmin, del, expectError, expectOkJson, get, post } from '../helpers/api';

const BANNER_KEYS = ['awinCode', 'createdAt', 'id', 'isActive', 'isDefault', 'keyword'];

let t: TestApp;
let inactiveId: number;
let newestActiveId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Inserted before the first request: the banner list is cached for a short while.
  const [inactive] = await t.db
    .insert(banners)
    .values({
      keyword: 'spa',
      awinCode: '<p>Switched-off test advert</p>',
      isActive: false,
      isDefault: false,
    })
    .returning({ id: banners.id });
  inactiveId = inactive!.id;
  const [active] = await t.db
    .insert(banners)
    .values({
      keyword: 'harbour',
      awinCode: '<p>Newest test advert</p>',
      isActive: true,
      isDefault: false,
      createdAt: new Date(Date.now() + 60_000),
    })
    .returning({ id: banners.id });
  newestActiveId = active!.id;
});

afterAll(async () => {
  await t?.close();
});

async function list(): Promise<Banner[]> {
  return expectOkJson<Banner[]>(await get(t.app, '/api/banners'));
}

describe('GET /api/banners', () => {
  it('returns every active banner and no inactive one', async () => {
    const active = await t.db.select({ id: banners.id }).from(banners).where(eq(banners.isActive, true));
    const result = await list();
    expect(new Set(result.map((banner) => banner.id))).toEqual(new Set(active.map((row) => row.id)));
    expect(result.map((banner) => banner.id)).not.toContain(inactiveId);
    expect(result.every((banner) => banner.isActive)).toBe(true);
  });

  it('includes the bundled default banner', async () => {
    expect((await list()).some((banner) => banner.isDefault)).toBe(true);
  });

  it('puts default banners first, then the newest', async () => {
    const result = await list();
    const firstOther = result.findIndex((banner) => !banner.isDefault);
    expect(firstOther).toBeGreaterThan(0);
    expect(result.slice(firstOther).every((banner) => !banner.isDefault)).toBe(true);
    expect(result[firstOther]!.id).toBe(newestActiveId);
  });

  it('gives each banner id, keyword, awinCode, isDefault, isActive and createdAt', async () => {
    for (const banner of await list()) {
      expect(Object.keys(banner).sort()).toEqual(BANNER_KEYS);
      const parsed = bannerSchema.safeParse(banner);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(banner.awinCode.trim().length).toBeGreaterThan(0);
    }
  });
});

/** Adds an active, non-default banner through the admin API (which clears the cached answers). */
async function addBanner(keyword: string, awinCode: string): Promise<Banner> {
  return expectOkJson<Banner>(await post(t.app, '/api/admin/banners', { keyword, awinCode }, asAdmin()), 201);
}

async function placeBanner(slug: string): Promise<Banner | null> {
  return expectOkJson<PlaceBanner>(await get(t.app, `/api/banners/place/${slug}`)).banner;
}

/** The published places whose name, description or highlights hold `word`, found by the database. */
async function publishedPlacesMentioning(word: string) {
  return t.db
    .select({ name: places.name, slug: places.slug })
    .from(places)
    .where(
      and(
        eq(places.status, 'published'),
        or(
          ilike(places.name, `%${word}%`),
          ilike(places.description, `%${word}%`),
          sql`array_to_string(${places.highlights}, ' ') ilike ${`%${word}%`}`,
        ),
      ),
    );
}

describe('GET /api/banners/place/{slug}', () => {
  it("shows a 'meze' banner on a taverna whose description and highlights say meze, though its name and category do not", async () => {
    const fettas = expectOkJson<{ name: string; category: string; description: string }>(
      await get(t.app, '/api/places/fettas-tavern'),
    );
    expect(`${fettas.name} ${fettas.category}`.toLowerCase()).not.toContain('meze');
    expect(fettas.description.toLowerCase()).toContain('meze');
    // Asked once before the banner exists: the cached answer is cleared by the banner's creation.
    expect((await placeBanner('fettas-tavern'))?.keyword).not.toBe('meze');

    const meze = await addBanner('meze', '<p>Meze nights</p>');
    expect(await placeBanner('fettas-tavern')).toMatchObject({ id: meze.id, keyword: 'meze' });
    await del(t.app, `/api/admin/banners/${meze.id}`, asAdmin());
  });

  it('matches a place by its area in the address, and gives the default banner where nothing matches', async () => {
    const area = await addBanner('Kato Paphos', '<p>Harbour walks</p>');
    const odeon = expectOkJson<{ address: string; description: string }>(
      await get(t.app, '/api/places/paphos-odeon'),
    );
    expect(odeon.address).toContain('Kato Paphos');
    expect(odeon.description).not.toContain('Kato Paphos');
    expect((await placeBanner('paphos-odeon'))?.id).toBe(area.id);
    await del(t.app, `/api/admin/banners/${area.id}`, asAdmin());

    expect(await placeBanner('paphos-odeon')).toMatchObject({ isDefault: true, keyword: null });
  });

  it('answers 404 for a place that is not published or does not exist', async () => {
    const pending = await aPendingPlace(t.db);
    expectError(await get(t.app, `/api/banners/place/${pending.slug}`), 404, 'Place not found');
    expectError(await get(t.app, '/api/banners/place/no-such-place'), 404, 'Place not found');
  });

  it.each([
    ['Not_A_Slug', 'Slug may contain only lowercase letters, digits and hyphens'],
    ['caf%C3%A9', 'Slug may contain only lowercase letters, digits and hyphens'],
  ])('refuses the slug %s with 400', async (slug, message) => {
    expectError(await get(t.app, `/api/banners/place/${slug}`), 400, new RegExp(message));
  });
});

describe('GET /api/admin/banners/matches', () => {
  const matches = async (keyword: string) =>
    expectOkJson<BannerMatches>(
      await get(t.app, `/api/admin/banners/matches?keyword=${encodeURIComponent(keyword)}`, asAdmin()),
    );

  it('counts the published places a keyword matches in their whole text, and names the first few', async () => {
    const mentioning = await publishedPlacesMentioning('meze');
    expect(mentioning.length).toBeGreaterThan(BANNER_MATCH_NAMES);
    const found = await matches('Meze');
    expect(found.total).toBe(mentioning.length);
    expect(found.places).toHaveLength(BANNER_MATCH_NAMES);
    const sorted = [...found.places].sort((a, b) => a.name.localeCompare(b.name));
    expect(found.places).toEqual(sorted);
    for (const place of found.places) expect(mentioning).toContainEqual(place);
  });

  it('matches any of several comma-separated keywords, and nothing for a word no place uses', async () => {
    const meze = await matches('meze');
    const beach = await matches('beach');
    const either = await matches('meze, beach');
    expect(either.total).toBeGreaterThan(Math.max(meze.total, beach.total));
    expect(await matches('zzyzx')).toEqual({ total: 0, places: [] });
  });

  it.each([
    ['', 'Keyword is required'],
    ['keyword=', 'Keyword is required'],
    ['keyword=%20%20', 'Keyword is required'],
    [`keyword=${'x'.repeat(101)}`, 'Keyword must be at most 100 characters'],
  ])('refuses ?%s with 400', async (query, message) => {
    expectError(await get(t.app, `/api/admin/banners/matches?${query}`, asAdmin()), 400, new RegExp(message));
  });

  it('is for the operator only', async () => {
    expect((await get(t.app, '/api/admin/banners/matches?keyword=meze')).statusCode).toBe(401);
  });
});
