import { and, asc, count, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminPlacesQuerySchema,
  categoryPatchSchema,
  publishNextBodySchema,
  PublishNextResult,
} from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import type { JobLease } from '../../lib/job-lock';
import { preparedQuery } from '../../lib/prepared';
import { BUNDLED_PLACES_SOURCE } from '../../providers/places-source';
import type { PlaceFacts } from '../../providers/writer';

type AdminPlacesQueryValues = z.output<typeof adminPlacesQuerySchema>;
type CategoryPatchValues = z.output<typeof categoryPatchSchema>;
type PublishNextValues = z.output<typeof publishNextBodySchema>;

export const TRENDING_LIMIT = 20;
export const RECENT_LIMIT = 12;
export const NEARBY_LIMIT = 8;
/** Reviews a place needs before its own rating outweighs the average (Bayesian prior weight). */
const PRIOR_REVIEWS = 50;

/** The columns the public sees: never status or the provider's id. */
export const publicPlaceColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  category: places.category,
  rating: places.rating,
  reviewCount: places.reviewCount,
  description: places.description,
  descriptionByAi: places.descriptionByAi,
  /** The bundled data's ratings are sample figures, not live ones: the site says so. */
  ratingIsSample: sql<boolean>`coalesce(${places.source} = ${sql.raw(`'${BUNDLED_PLACES_SOURCE}'`)}, false) and ${places.rating} is not null`,
  photos: places.photos,
  photoCredits: places.photoCredits,
  latitude: places.latitude,
  longitude: places.longitude,
  approximatePosition: places.approximatePosition,
  address: places.address,
  phoneNumber: places.phoneNumber,
  website: places.website,
  priceLevel: places.priceLevel,
  openingHours: places.openingHours,
  highlights: places.highlights,
  amenities: places.amenities,
  createdAt: places.createdAt,
  updatedAt: places.updatedAt,
};

const isPublished = eq(places.status, 'published');

const allPublished = preparedQuery((db) =>
  db
    .select(publicPlaceColumns)
    .from(places)
    .where(isPublished)
    .orderBy(sql`${places.rating} desc nulls last`, places.name)
    .prepare('places_all_published'),
);

const publishedBySlug = preparedQuery((db) =>
  db
    .select(publicPlaceColumns)
    .from(places)
    .where(and(isPublished, eq(places.slug, sql.placeholder('slug'))))
    .prepare('places_published_by_slug'),
);

const publishedById = preparedQuery((db) =>
  db
    .select(publicPlaceColumns)
    .from(places)
    .where(and(isPublished, eq(places.id, sql.placeholder('id'))))
    .prepare('places_published_by_id'),
);

export function listPublishedPlaces(db: Db) {
  return allPublished(db).execute();
}

export async function findPublishedPlaceBySlug(db: Db, slug: string) {
  const [place] = await publishedBySlug(db).execute({ slug });
  return place;
}

/** The published place behind a slug, from the response cache ('places:slug:<slug>'); null when none. */
export function cachedPublishedPlace(ctx: Pick<AppContext, 'cache' | 'db'>, slug: string) {
  return ctx.cache.get(
    `places:slug:${slug}`,
    async () => (await findPublishedPlaceBySlug(ctx.db, slug)) ?? null,
  );
}

export async function findPublishedPlaceById(db: Db, id: number) {
  const [place] = await publishedById(db).execute({ id });
  return place;
}

/**
 * Published places by a review-weighted (Bayesian average) rating; places with no reviews counted (the
 * bundled guide's sample ratings) tie on it, and their own rating orders them.
 */
export function trendingPlaces(db: Db, limit = TRENDING_LIMIT) {
  const meanRating = sql`(select coalesce(avg(${places.rating}), 0) from ${places} where ${places.status} = 'published')`;
  const weighted = sql`(${places.reviewCount} * coalesce(${places.rating}, 0) + ${PRIOR_REVIEWS} * ${meanRating}) / (${places.reviewCount} + ${PRIOR_REVIEWS})`;
  return db
    .select(publicPlaceColumns)
    .from(places)
    .where(isPublished)
    .orderBy(desc(weighted), desc(sql`coalesce(${places.rating}, 0)`), places.id)
    .limit(limit);
}

/** Published places by the later of when they were added or last updated. */
export function recentPlaces(db: Db, limit = RECENT_LIMIT) {
  return db
    .select(publicPlaceColumns)
    .from(places)
    .where(isPublished)
    .orderBy(desc(sql`greatest(${places.createdAt}, ${places.updatedAt})`), places.id)
    .limit(limit);
}

/** Haversine distance in km from a point, as SQL (earth radius 6371 km). */
export function distanceFromSql(latitude: number, longitude: number) {
  return sql<number>`2 * 6371 * asin(sqrt(
    power(sin(radians(${places.latitude} - ${latitude}) / 2), 2) +
    cos(radians(${latitude})) * cos(radians(${places.latitude})) *
    power(sin(radians(${places.longitude} - ${longitude}) / 2), 2)
  ))`;
}

export function nearbyPlaces(
  db: Db,
  origin: { id: number; latitude: number; longitude: number },
  limit = NEARBY_LIMIT,
) {
  return db
    .select(publicPlaceColumns)
    .from(places)
    .where(and(isPublished, ne(places.id, origin.id)))
    .orderBy(distanceFromSql(origin.latitude, origin.longitude), places.id)
    .limit(limit);
}

// ---------- admin ----------

/** Cached public answers a change to places can touch: the place lists and the guides' featured places. */
export const PLACES_CACHE_PREFIXES = ['places:', 'articles:places:'];

const adminPlaceColumns = {
  id: places.id,
  slug: places.slug,
  name: places.name,
  address: places.address,
  status: places.status,
  category: places.category,
  rating: places.rating,
  lockedFields: places.lockedFields,
};

function adminPlaceFilter(query: Omit<AdminPlacesQueryValues, 'limit' | 'offset'>) {
  const search = query.search ? `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return and(
    query.status ? eq(places.status, query.status) : undefined,
    query.category ? eq(places.category, query.category) : undefined,
    search ? ilike(places.name, search) : undefined,
  );
}

/** One page of the admin's places list and how many match in all. */
export async function listAdminPlaces(db: Db, query: AdminPlacesQueryValues) {
  const where = adminPlaceFilter(query);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminPlaceColumns)
      .from(places)
      .where(where)
      .orderBy(asc(places.name), asc(places.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(places).where(where),
  ]);
  return { places: rows, total: total!.n };
}

/** The facts the writer may use about a place. */
export function placeFacts(place: typeof places.$inferSelect): PlaceFacts {
  return {
    name: place.name,
    category: place.category,
    address: place.address,
    description: place.description,
    highlights: place.highlights,
    priceLevel: place.priceLevel,
    website: place.website,
  };
}

/**
 * The operator's category edit, optionally with a description rewritten by the writer. The fields the
 * operator changed are locked so the place sync never overwrites them. Undefined for an unknown place.
 */
export async function changePlaceCategory(
  ctx: Pick<AppContext, 'db' | 'providers' | 'clock'>,
  id: number,
  patch: CategoryPatchValues,
) {
  const [place] = await ctx.db.select().from(places).where(eq(places.id, id));
  if (!place) return undefined;
  const category = patch.category ?? place.category;
  const rewritten = patch.regenerateDescription
    ? await ctx.providers.writer.describePlace({
        place: { ...placeFacts(place), category, description: null },
        model: patch.model ?? 'gpt-4o-mini',
      })
    : undefined;
  const locked = new Set(place.lockedFields);
  if (patch.category) locked.add('category');
  if (rewritten) locked.add('description');
  const [updated] = await ctx.db
    .update(places)
    .set({
      category,
      ...(rewritten
        ? { description: rewritten.description, descriptionByAi: rewritten.aiModel !== null }
        : {}),
      lockedFields: [...locked],
      updatedAt: ctx.clock.now(),
    })
    .where(eq(places.id, id))
    .returning(adminPlaceColumns);
  return updated;
}

/** Pending places, oldest first, whose name, category or address contains the keyword. */
export function oldestPending(db: Db, quantity: number, keyword?: string) {
  const pattern = keyword ? `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  return db
    .select()
    .from(places)
    .where(
      and(
        eq(places.status, 'pending'),
        pattern
          ? or(ilike(places.name, pattern), ilike(places.category, pattern), ilike(places.address, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(places.createdAt), asc(places.id))
    .limit(quantity);
}

/**
 * Publishes the oldest pending places (matching the keyword), writing a description with the writer for
 * each one that has none. A place whose description cannot be written stays pending and the message
 * says why. Publishing makes a place 'New' on the site. Runs under the caller's job lease.
 */
export async function publishNextPlaces(
  ctx: Pick<AppContext, 'db' | 'providers' | 'clock' | 'cache'>,
  body: PublishNextValues,
  lease: JobLease,
): Promise<PublishNextResult> {
  const candidates = await oldestPending(ctx.db, body.quantity, body.keyword);
  if (candidates.length === 0) {
    return {
      success: false,
      count: 0,
      places: [],
      message: body.keyword ? `No pending places match "${body.keyword}".` : 'No pending places available.',
    };
  }
  const ready: Array<{ place: (typeof candidates)[number]; description?: string; byAi?: boolean }> = [];
  const failures: string[] = [];
  for (const [index, place] of candidates.entries()) {
    if (place.description) {
      ready.push({ place });
      continue;
    }
    await lease.report({
      step: `Writing a description for ${place.name}`,
      done: index,
      total: candidates.length,
    });
    try {
      const written = await ctx.providers.writer.describePlace({
        place: placeFacts(place),
        model: 'gpt-4o-mini',
      });
      ready.push({ place, description: written.description, byAi: written.aiModel !== null });
    } catch (error) {
      failures.push(`${place.name} (${error instanceof Error ? error.message : 'the writer failed'})`);
    }
  }
  const now = ctx.clock.now();
  const published = await ctx.db.transaction(async (tx) => {
    const done: Array<{ id: number; name: string; slug: string }> = [];
    for (const { place, description, byAi } of ready) {
      const [row] = await tx
        .update(places)
        .set({
          status: 'published',
          createdAt: now,
          updatedAt: now,
          ...(description ? { description, descriptionByAi: byAi } : {}),
        })
        .where(and(eq(places.id, place.id), eq(places.status, 'pending')))
        .returning({ id: places.id, name: places.name, slug: places.slug });
      if (row) done.push(row);
    }
    return done;
  });
  if (published.length > 0) ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  const noun = published.length === 1 ? 'place' : 'places';
  const leftPending =
    failures.length > 0 ? ` Left pending, as no description could be written: ${failures.join('; ')}.` : '';
  return {
    success: published.length > 0,
    count: published.length,
    places: published,
    message: `Published ${published.length} ${noun}.${leftPending}`,
  };
}

/** Archives every pending place at once; returns how many. */
export async function archivePendingPlaces(db: Db, now: Date): Promise<number> {
  const archived = await db
    .update(places)
    .set({ status: 'archived', updatedAt: now })
    .where(eq(places.status, 'pending'))
    .returning({ id: places.id });
  return archived.length;
}
