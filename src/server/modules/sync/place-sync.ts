import { eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORY_PLURALS, PLACE_CATEGORIES } from '../../../common/categories';
import type { SyncTrigger } from '../../../common/schemas/sync';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import type { JobLease } from '../../lib/job-lock';
import { firstFreeSlug, slugFrom } from '../../lib/slug';
import { RESERVED_PLACE_SLUGS } from '../../../common/api-paths';
import { CallBudget, ProviderError } from '../../providers/http-json';
import { sourcePlaceSchema, type SourcePlace } from '../../providers/places-source';
import { PLACES_CACHE_PREFIXES } from '../places/service';
import { recordSyncLog } from './service';

/** The job-lock name of the place sync (manual button and the 06:00 job): one run across every instance. */
export const PLACE_SYNC_JOB = 'place-sync';
/** When the daily place sync runs: 06:00 Paphos time (a cron pattern read in Europe/Nicosia). */
export const PLACE_SYNC_PATTERN = '0 6 * * *';
/** The most calls to the places provider one sync may make, retries included. */
export const PLACE_SYNC_CALL_BUDGET = 200;

const sourcePlaces = z.array(sourcePlaceSchema);

type PlaceRow = typeof places.$inferSelect;

/** The columns a sync may change, with the source's value; editorial ones only when the source has them. */
function syncedValues(row: PlaceRow, found: SourcePlace) {
  const locked = new Set(row.lockedFields);
  return {
    name: found.name,
    latitude: found.latitude,
    longitude: found.longitude,
    approximatePosition: found.approximatePosition,
    address: found.address,
    phoneNumber: found.phoneNumber,
    website: found.website,
    rating: found.rating,
    reviewCount: found.reviewCount,
    priceLevel: found.priceLevel,
    openingHours: found.openingHours,
    amenities: found.amenities,
    ...(locked.has('category') ? {} : { category: found.category }),
    ...(locked.has('description') || !found.description
      ? {}
      : { description: found.description, descriptionWriter: null, descriptionReviewedAt: null }),
    ...(found.photos.length > 0 ? { photos: found.photos, photoCredits: found.photoCredits } : {}),
    ...(found.highlights.length > 0 ? { highlights: found.highlights } : {}),
  };
}

/** JSON with every object's keys sorted: a jsonb column gives its keys back in its own order, not ours. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

function changedColumns(row: PlaceRow, values: ReturnType<typeof syncedValues>): Partial<PlaceRow> {
  const changes: Partial<PlaceRow> = {};
  for (const [key, value] of Object.entries(values) as Array<[keyof PlaceRow, unknown]>) {
    if (canonicalJson(row[key]) !== canonicalJson(value)) Object.assign(changes, { [key]: value });
  }
  return changes;
}

/** Applies what the source found: new places enter pending, known ones update, vanished ones are archived. */
async function applyFoundPlaces(
  tx: Db,
  sourceId: string,
  found: Map<string, SourcePlace>,
  archiveVanished: boolean,
  now: Date,
) {
  const known = await tx.select().from(places).where(isNotNull(places.sourceId));
  const bySourceId = new Map(known.map((row) => [row.sourceId!, row]));
  // A reserved word ('trending', 'page') is a path of its own: no place may take it as its slug.
  const takenSlugs = new Set([
    ...RESERVED_PLACE_SLUGS,
    ...(await tx.select({ slug: places.slug }).from(places)).map((row) => row.slug),
  ]);
  let added = 0;
  let updated = 0;

  for (const place of found.values()) {
    const row = bySourceId.get(place.sourceId);
    if (!row) {
      const slug = firstFreeSlug(slugFrom(place.name), takenSlugs);
      takenSlugs.add(slug);
      await tx
        .insert(places)
        .values({ ...place, source: sourceId, slug, status: 'pending', createdAt: now, updatedAt: now });
      added++;
      continue;
    }
    const changes = changedColumns(row, syncedValues(row, place));
    // A place the source lists again after it was archived goes back to the queue for review.
    if (row.status === 'archived') changes.status = 'pending';
    if (Object.keys(changes).length === 0) continue;
    await tx
      .update(places)
      .set({ ...changes, updatedAt: now })
      .where(eq(places.id, row.id));
    updated++;
  }

  // Only places this source reported can vanish from it: switching sources never archives the others'.
  const vanished = archiveVanished
    ? known
        .filter((row) => row.source === sourceId && row.status !== 'archived' && !found.has(row.sourceId!))
        .map((row) => row.id)
    : [];
  if (vanished.length > 0) {
    await tx.update(places).set({ status: 'archived', updatedAt: now }).where(inArray(places.id, vanished));
  }
  return { added, updated, archived: vanished.length };
}

/**
 * One place sync: asks the places source for each category, then writes every change and the sync_logs
 * row in one transaction. A category that fails is named in the log and the run is 'partial'; only a
 * complete run archives places the source no longer lists, so an outage never empties the guide. The row
 * says what started the run and, when the bundled places stood in for a live source, that they did.
 */
export async function syncPlaces(ctx: AppContext, lease: JobLease, trigger: SyncTrigger) {
  const startedAt = ctx.clock.now();
  const source = ctx.providers.placesSource;
  const budget = new CallBudget(PLACE_SYNC_CALL_BUDGET);
  const found = new Map<string, SourcePlace>();
  const failures: string[] = [];

  for (const [index, category] of PLACE_CATEGORIES.entries()) {
    await lease.report({
      step: `Fetching ${CATEGORY_PLURALS[category].toLowerCase()}`,
      done: index,
      total: PLACE_CATEGORIES.length,
      added: found.size,
    });
    try {
      const parsed = sourcePlaces.safeParse(await source.fetchCategory(category, budget));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new ProviderError(
          source.name,
          `sent a place in an unexpected format (${issue?.path.join('.')}: ${issue?.message})`,
        );
      }
      for (const place of parsed.data) if (!found.has(place.sourceId)) found.set(place.sourceId, place);
    } catch (error) {
      failures.push(`${CATEGORY_PLURALS[category]}: ${error instanceof Error ? error.message : 'failed'}`);
    }
  }

  const anySucceeded = failures.length < PLACE_CATEGORIES.length;
  await lease.report({
    step: `Saving ${found.size} places`,
    done: PLACE_CATEGORIES.length,
    total: PLACE_CATEGORIES.length,
  });
  const now = ctx.clock.now();
  const log = await ctx.db.transaction(async (tx) => {
    const counts = anySucceeded
      ? await applyFoundPlaces(tx, source.id, found, failures.length === 0, now)
      : { added: 0, updated: 0, archived: 0 };
    return recordSyncLog(tx, {
      syncType: 'places',
      trigger,
      source: source.standIn ?? null,
      startedAt,
      completedAt: now,
      itemsAdded: counts.added,
      itemsUpdated: counts.updated,
      itemsArchived: counts.archived,
      failures,
      anySucceeded,
    });
  });
  if (log.itemsAdded + log.itemsUpdated + log.itemsArchived > 0)
    ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return log;
}
