import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannerSchema, type Banner } from '../../src/common/schemas/banners';
import { banners } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectOkJson, get } from '../helpers/api';

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
