import { notInArray } from 'drizzle-orm';
import { z } from 'zod';
import type { SyncTrigger, TourSyncResult } from '../../../common/schemas/sync';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { tours } from '../../db/schema';
import type { JobLease } from '../../lib/job-lock';
import { CallBudget, ProviderError } from '../../providers/http-json';
import { sourceTourSchema, type SourceTour } from '../../providers/tours';
import { recordSyncLog } from '../sync/service';
import { byRating, rankToursForPlace, type RankingPlace } from './ranking';

export const RECOMMENDATIONS_LIMIT = 6;

const tourColumns = {
  id: tours.id,
  productCode: tours.productCode,
  title: tours.title,
  imageUrl: tours.imageUrl,
  rating: tours.rating,
  reviewCount: tours.reviewCount,
  duration: tours.duration,
  priceFrom: tours.priceFrom,
  trackingUrl: tours.trackingUrl,
  productUrl: tours.productUrl,
  keywords: tours.keywords,
  categories: tours.categories,
  latitude: tours.latitude,
  longitude: tours.longitude,
  isSample: tours.isSample,
};

export function listTours(db: Db) {
  return db.select(tourColumns).from(tours);
}

export type TourRow = Awaited<ReturnType<typeof listTours>>[number];

export function topRatedTours(all: TourRow[], limit: number): TourRow[] {
  return [...all].sort(byRating).slice(0, limit);
}

export function toursForPlace(all: TourRow[], place: RankingPlace, limit = RECOMMENDATIONS_LIMIT): TourRow[] {
  return rankToursForPlace(all, place, limit);
}

/** Keys of the cached tour answers. */
export const TOURS_CACHE_PREFIX = 'tours:';
/** The job-lock name of the tour-product sync. */
export const TOUR_SYNC_JOB = 'tour-sync';
export const TOUR_SYNC_CALL_BUDGET = 50;

const sourceTours = z.array(sourceTourSchema);

/**
 * What a tour sync tells the operator: live products by count, the bundled samples named as samples with
 * the reason they stand in (no Viator API key).
 */
export function tourSyncMessage(count: number, live: boolean): string {
  if (live) return `${count} Viator ${count === 1 ? 'product is' : 'products are'} up to date.`;
  return (
    `${count} bundled sample ${count === 1 ? 'tour' : 'tours'} loaded: no Viator API key is set ` +
    '(VIATOR_API_KEY), so these are samples, not live products.'
  );
}

/**
 * Refreshes the tours table from the tour provider in one transaction: products it lists are added or
 * updated, products it no longer lists are removed. A failed fetch changes nothing and is logged. The log
 * row and the answer say when the bundled samples stood in for Viator.
 */
export async function syncTours(
  ctx: AppContext,
  lease: JobLease,
  trigger: SyncTrigger,
): Promise<{ log: Awaited<ReturnType<typeof recordSyncLog>>; result: TourSyncResult }> {
  const startedAt = ctx.clock.now();
  const provider = ctx.providers.tours;
  // The samples' stand-in note, as the sync log keeps it; null for live products.
  const source = provider.live ? null : (provider.standIn ?? provider.name);
  await lease.report({ step: `Fetching tour products from ${provider.name}` });
  let products: SourceTour[] = [];
  const failures: string[] = [];
  try {
    const parsed = sourceTours.safeParse(await provider.fetchProducts(new CallBudget(TOUR_SYNC_CALL_BUDGET)));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ProviderError(
        provider.name,
        `sent a product in an unexpected format (${issue?.path.join('.')}: ${issue?.message})`,
      );
    }
    products = parsed.data;
  } catch (error) {
    failures.push(error instanceof Error ? error.message : 'the tour provider failed');
  }
  await lease.report({ step: `Saving ${products.length} tour products` });
  const now = ctx.clock.now();
  const log = await ctx.db.transaction(async (tx) => {
    let added = 0;
    let removed = 0;
    if (failures.length === 0) {
      const known = new Set(
        (await tx.select({ code: tours.productCode }).from(tours)).map((row) => row.code),
      );
      for (const product of products) {
        if (!known.has(product.productCode)) added++;
        const row = { ...product, isSample: !provider.live, updatedAt: now };
        await tx.insert(tours).values(row).onConflictDoUpdate({ target: tours.productCode, set: row });
      }
      const listed = products.map((product) => product.productCode);
      const gone = await tx
        .delete(tours)
        .where(listed.length > 0 ? notInArray(tours.productCode, listed) : undefined)
        .returning({ id: tours.id });
      removed = gone.length;
    }
    return recordSyncLog(tx, {
      syncType: 'tours',
      trigger,
      source,
      startedAt,
      completedAt: now,
      itemsAdded: added,
      itemsUpdated: products.length - added,
      itemsArchived: removed,
      failures,
      anySucceeded: failures.length === 0,
    });
  });
  if (failures.length === 0) ctx.cache.invalidate(TOURS_CACHE_PREFIX);
  const count = failures.length === 0 ? products.length : 0;
  return {
    log,
    result: {
      count,
      live: provider.live,
      source,
      message: tourSyncMessage(count, provider.live),
    },
  };
}
