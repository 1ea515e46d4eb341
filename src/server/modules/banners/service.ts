import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BANNER_MATCH_NAMES,
  type BannerMatches,
  type bannerBodySchema,
} from '../../../common/schemas/banners';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { banners, places } from '../../db/schema';
import { cachedPublishedPlace } from '../places/service';
import { chooseBanner, keywordMatcher } from './keyword-match';

/** Keys of the cached public banner answers; every banner write clears them once it has committed. */
export const BANNERS_CACHE_PREFIX = 'banners:';

export type BannerValues = z.output<typeof bannerBodySchema>;

/** Active adverts, the default one first. */
export function activeBanners(db: Db) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(desc(banners.isDefault), desc(banners.createdAt));
}

/** The active adverts, from the response cache ('banners:active'). */
export function cachedActiveBanners(ctx: Pick<AppContext, 'db' | 'cache'>) {
  return ctx.cache.get(`${BANNERS_CACHE_PREFIX}active`, () => activeBanners(ctx.db));
}

/**
 * The advert a published place's page shows, chosen by the place's whole text; undefined when there is no
 * such place. A cached answer (sent pre-compressed with its ETag): a banner write clears it with the other
 * banner answers, and its key holds the place's last change, so a place edit asks for a new choice.
 */
export async function placeBanner(ctx: Pick<AppContext, 'db' | 'cache'>, slug: string) {
  const place = await cachedPublishedPlace(ctx, slug);
  if (!place) return undefined;
  return ctx.cache.get(`${BANNERS_CACHE_PREFIX}place:${place.id}:${place.updatedAt.getTime()}`, async () => ({
    banner: chooseBanner(await cachedActiveBanners(ctx), place),
  }));
}

/**
 * The published places a banner's keyword field matches, for the operator writing it: how many, and the
 * first few by name. Read fresh (not cached): the operator checks it against places just edited.
 */
export async function bannerMatches(db: Db, keyword: string): Promise<BannerMatches> {
  const matches = keywordMatcher(keyword);
  const published = await db
    .select({
      name: places.name,
      slug: places.slug,
      category: places.category,
      description: places.description,
      highlights: places.highlights,
      address: places.address,
    })
    .from(places)
    .where(eq(places.status, 'published'))
    .orderBy(places.name);
  const matching = published.filter(matches);
  return {
    total: matching.length,
    places: matching.slice(0, BANNER_MATCH_NAMES).map(({ name, slug }) => ({ name, slug })),
  };
}

/** Every advert for the admin, newest first. */
export function listBanners(db: Db) {
  return db.select().from(banners).orderBy(desc(banners.createdAt), desc(banners.id));
}

/** There is one default advert: making a banner the default takes the mark from the others. */
async function clearOtherDefaults(tx: Db, keepId: number): Promise<void> {
  await tx
    .update(banners)
    .set({ isDefault: false })
    .where(and(eq(banners.isDefault, true), ne(banners.id, keepId)));
}

export async function createBanner(ctx: Pick<AppContext, 'db' | 'cache'>, values: BannerValues) {
  const banner = await ctx.db.transaction(async (tx) => {
    const [created] = await tx.insert(banners).values(values).returning();
    if (created!.isDefault) await clearOtherDefaults(tx, created!.id);
    return created!;
  });
  ctx.cache.invalidate(BANNERS_CACHE_PREFIX);
  return banner;
}

/** Replaces a banner's fields; undefined when there is no such banner. */
export async function updateBanner(ctx: Pick<AppContext, 'db' | 'cache'>, id: number, values: BannerValues) {
  const banner = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(banners).set(values).where(eq(banners.id, id)).returning();
    if (updated?.isDefault) await clearOtherDefaults(tx, id);
    return updated;
  });
  if (banner) ctx.cache.invalidate(BANNERS_CACHE_PREFIX);
  return banner;
}

/** Whether a banner was deleted. */
export async function deleteBanner(ctx: Pick<AppContext, 'db' | 'cache'>, id: number): Promise<boolean> {
  const deleted = await ctx.db.delete(banners).where(eq(banners.id, id)).returning({ id: banners.id });
  if (deleted.length > 0) ctx.cache.invalidate(BANNERS_CACHE_PREFIX);
  return deleted.length > 0;
}
