import { eq, inArray, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import { CATEGORY_PLURALS, PLACE_CATEGORIES } from '../../../common/categories';
import { distanceKm } from '../../../common/distance';
import type { SyncTrigger } from '../../../common/schemas/sync';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import type { JobLease } from '../../lib/job-lock';
import { firstFreeSlug, slugFrom } from '../../lib/slug';
import { RESERVED_PLACE_SLUGS } from '../../../common/api-paths';
import type { LockablePlaceField } from '../../../common/schemas/places';
import { CallBudget, ProviderError, ProviderUnreachableError } from '../../providers/http-json';
import { sourcePlaceSchema, type PlacesSource, type SourcePlace } from '../../providers/places-source';
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

/**
 * The columns a sync may change, with the source's value: never a field the operator locked
 * (LOCKABLE_PLACE_FIELDS; 'position' is the latitude, longitude and approximatePosition together, and
 * 'status' is handled by applyFoundPlaces), and editorial ones and the accessibility facts only when the
 * source has them, so a source that does not know them never wipes what another source or the seed gave.
 */
function syncedValues(row: PlaceRow, found: SourcePlace) {
  const locked = new Set(row.lockedFields);
  const unless = <T extends object>(field: LockablePlaceField, values: T) =>
    locked.has(field) ? {} : values;
  return {
    name: found.name,
    address: found.address,
    rating: found.rating,
    reviewCount: found.reviewCount,
    priceLevel: found.priceLevel,
    amenities: found.amenities,
    ...unless('position', {
      latitude: found.latitude,
      longitude: found.longitude,
      approximatePosition: found.approximatePosition,
    }),
    ...unless('phoneNumber', { phoneNumber: found.phoneNumber }),
    ...unless('website', { website: found.website }),
    ...unless('openingHours', { openingHours: found.openingHours }),
    ...unless('category', { category: found.category }),
    ...(locked.has('description') || !found.description
      ? {}
      : { description: found.description, descriptionWriter: null, descriptionReviewedAt: null }),
    ...(found.photos.length > 0 ? { photos: found.photos, photoCredits: found.photoCredits } : {}),
    ...(found.highlights.length > 0 ? { highlights: found.highlights } : {}),
    ...(Object.keys(found.nameTranslations).length > 0 ? { nameTranslations: found.nameTranslations } : {}),
    ...(found.wheelchair ? { wheelchair: found.wheelchair } : {}),
    ...(found.toiletsWheelchair ? { toiletsWheelchair: found.toiletsWheelchair } : {}),
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

/** How close a place of the same category and name must lie to be taken for one the guide already has. */
const SAME_PLACE_KM = 0.25;

type PlaceOnMap = Pick<SourcePlace, 'name' | 'category' | 'latitude' | 'longitude'>;

/**
 * The guide's places by category and name (as a slug: 'Paphos Castle', 'PAPHOS CASTLE' and 'Paphos castle'
 * are one), to tell a new place from one already there under another source's id.
 */
class Namesakes {
  private readonly byKey = new Map<string, PlaceOnMap[]>();

  constructor(existing: PlaceOnMap[]) {
    for (const place of existing) this.add(place);
  }

  private static key(place: PlaceOnMap): string {
    return `${place.category}:${slugFrom(place.name)}`;
  }

  add(place: PlaceOnMap): void {
    const key = Namesakes.key(place);
    this.byKey.set(key, [...(this.byKey.get(key) ?? []), place]);
  }

  hasNear(place: PlaceOnMap): boolean {
    const at = { lat: place.latitude, lng: place.longitude };
    return (this.byKey.get(Namesakes.key(place)) ?? []).some(
      (other) => distanceKm(at, { lat: other.latitude, lng: other.longitude }) <= SAME_PLACE_KM,
    );
  }
}

/**
 * Applies what the source found: new places enter pending (unless the guide already has a place of that
 * category and name within SAME_PLACE_KM, from another source), known ones update, vanished ones are archived.
 * A place whose status the operator locked (archived by hand, or closed for good by an accepted
 * suggestion) keeps it: the source listing it again does not bring it back, nor does its absence archive
 * it. Every place the source listed is stamped as confirmed by it (`factsSource`) now, without counting
 * as an update.
 */
async function applyFoundPlaces(
  tx: Db,
  source: Pick<PlacesSource, 'id' | 'factsSource'>,
  found: Map<string, SourcePlace>,
  archiveVanished: boolean,
  now: Date,
) {
  const sourceId = source.id;
  const known = await tx.select().from(places).where(isNotNull(places.sourceId));
  const bySourceId = new Map(known.map((row) => [row.sourceId!, row]));
  const everyPlace = await tx
    .select({
      slug: places.slug,
      name: places.name,
      category: places.category,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(places);
  // A reserved word ('trending', 'page') is a path of its own: no place may take it as its slug.
  const takenSlugs = new Set([...RESERVED_PLACE_SLUGS, ...everyPlace.map((row) => row.slug)]);
  const namesakes = new Namesakes(everyPlace);
  let added = 0;
  let updated = 0;

  for (const place of found.values()) {
    const row = bySourceId.get(place.sourceId);
    if (!row) {
      // The guide has it already, from another source or mapped twice: no second copy in the queue.
      if (namesakes.hasNear(place)) continue;
      namesakes.add(place);
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
    if (row.status === 'archived' && !row.lockedFields.includes('status')) changes.status = 'pending';
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
        .filter(
          (row) =>
            row.source === sourceId &&
            row.status !== 'archived' &&
            !row.lockedFields.includes('status') &&
            !found.has(row.sourceId!),
        )
        .map((row) => row.id)
    : [];
  if (vanished.length > 0) {
    await tx.update(places).set({ status: 'archived', updatedAt: now }).where(inArray(places.id, vanished));
  }
  if (source.factsSource && found.size > 0) {
    await tx
      .update(places)
      .set({ factsCheckedAt: now, factsCheckedSource: source.factsSource })
      .where(inArray(places.sourceId, [...found.keys()]));
  }
  return { added, updated, archived: vanished.length };
}

interface Fetched {
  found: Map<string, SourcePlace>;
  /** One line per part that failed: 'Beaches: Google Places: answered 500'. */
  failures: string[];
  anySucceeded: boolean;
  /** Nothing could be had because the source could not be reached at all (no internet). */
  unreachable: boolean;
}

/** The source's places as the sync log sees them; a place in a shape the schema refuses fails its part. */
function checkedPlaces(source: PlacesSource, places: SourcePlace[]): SourcePlace[] {
  const parsed = sourcePlaces.safeParse(places);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ProviderError(
      source.name,
      `sent a place in an unexpected format (${issue?.path.join('.')}: ${issue?.message})`,
    );
  }
  return parsed.data;
}

/**
 * Asks the source for Paphos district's places: in one request when it can (fetchAll), else one category
 * at a time, reporting progress to the job lease either way.
 */
async function fetchFrom(source: PlacesSource, lease: JobLease, budget: CallBudget): Promise<Fetched> {
  const found = new Map<string, SourcePlace>();
  const failures: string[] = [];
  const errors: unknown[] = [];
  const keep = (list: SourcePlace[]) => {
    for (const place of list) if (!found.has(place.sourceId)) found.set(place.sourceId, place);
  };

  if (source.fetchAll) {
    await lease.report({ step: `Fetching places from ${source.name}` });
    try {
      keep(checkedPlaces(source, await source.fetchAll(budget)));
    } catch (error) {
      errors.push(error);
      failures.push(error instanceof Error ? error.message : `${source.name}: failed`);
    }
  } else {
    for (const [index, category] of PLACE_CATEGORIES.entries()) {
      await lease.report({
        step: `Fetching ${CATEGORY_PLURALS[category].toLowerCase()}`,
        done: index,
        total: PLACE_CATEGORIES.length,
        added: found.size,
      });
      try {
        keep(checkedPlaces(source, await source.fetchCategory(category, budget)));
      } catch (error) {
        errors.push(error);
        failures.push(`${CATEGORY_PLURALS[category]}: ${error instanceof Error ? error.message : 'failed'}`);
      }
    }
  }
  const parts = source.fetchAll ? 1 : PLACE_CATEGORIES.length;
  const anySucceeded = failures.length < parts;
  return {
    found,
    failures,
    anySucceeded,
    unreachable: !anySucceeded && errors.every((error) => error instanceof ProviderUnreachableError),
  };
}

/**
 * One place sync: asks the places source for the district (in one request, or each category), then writes
 * every change and the sync_logs row in one transaction. A part that fails is named in the log and the run
 * is 'partial' (or 'failed' when nothing could be had); only a complete run archives places the source no
 * longer lists, so an outage never empties the guide. The row says what started the run and which source
 * ran ('OpenStreetMap'), or, when the bundled places stood in, why they did.
 */
export async function syncPlaces(ctx: AppContext, lease: JobLease, trigger: SyncTrigger) {
  const startedAt = ctx.clock.now();
  const budget = new CallBudget(PLACE_SYNC_CALL_BUDGET);
  let source = ctx.providers.placesSource;
  let fetched = await fetchFrom(source, lease, budget);
  // No internet at all (a demo on a laptop): the bundled places stand in, and the log says why.
  if (fetched.unreachable && source.fallback) {
    source = source.fallback;
    fetched = await fetchFrom(source, lease, budget);
  }
  const { found, failures, anySucceeded } = fetched;

  await lease.report({ step: `Saving ${found.size} places` });
  const now = ctx.clock.now();
  const log = await ctx.db.transaction(async (tx) => {
    const counts = anySucceeded
      ? await applyFoundPlaces(tx, source, found, failures.length === 0, now)
      : { added: 0, updated: 0, archived: 0 };
    return recordSyncLog(tx, {
      syncType: 'places',
      trigger,
      // Which source ran: a live one by its name, a stand-in with the reason it stood in.
      source: source.standIn ?? source.name,
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
