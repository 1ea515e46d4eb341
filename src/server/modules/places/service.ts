/**
 * The public reads of places: the lists, a place by slug or id, and the places near one. The admin's list
 * and edits are in admin-service.ts, publishing pending places in publish-service.ts.
 */
import { and, arrayContains, asc, between, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { placesPageQuerySchema } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared';
import { BUNDLED_PLACES_SOURCE } from '../../providers/places-source';

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
  descriptionWriter: places.descriptionWriter,
  descriptionReviewed: sql<boolean>`${places.descriptionReviewedAt} is not null`,
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

/**
 * Cached public answers a change to places can touch: the place lists and the guides' featured places.
 * Every service that writes places clears them once its write has committed.
 */
export const PLACES_CACHE_PREFIXES = ['places:', 'articles:places:'];

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

type PlacesPageValues = z.output<typeof placesPageQuerySchema>;

/** Price tiers as stored price levels (priceTier in common/price-level.ts, read backwards). */
const PRICE_TIER_LEVELS = {
  budget: sql`${places.priceLevel} <= 1`,
  moderate: sql`${places.priceLevel} = 2`,
  upscale: sql`${places.priceLevel} = 3`,
  luxury: sql`${places.priceLevel} >= 4`,
} as const;

const KM_PER_DEGREE = 111.2;

/** What a list card reads of a place (placeCardSchema): no description, highlights or hours, one photo. */
const placeCardColumns = {
  id: publicPlaceColumns.id,
  slug: publicPlaceColumns.slug,
  name: publicPlaceColumns.name,
  category: publicPlaceColumns.category,
  rating: publicPlaceColumns.rating,
  ratingIsSample: publicPlaceColumns.ratingIsSample,
  address: publicPlaceColumns.address,
  priceLevel: publicPlaceColumns.priceLevel,
  amenities: publicPlaceColumns.amenities,
  latitude: publicPlaceColumns.latitude,
  longitude: publicPlaceColumns.longitude,
  approximatePosition: publicPlaceColumns.approximatePosition,
  createdAt: publicPlaceColumns.createdAt,
  updatedAt: publicPlaceColumns.updatedAt,
  photo: sql<string | null>`${places.photos}[1]`,
};

/**
 * Places within `km` of the point: first the box around it, which the position index answers, then the
 * measured distance.
 */
function withinDistance(point: { lat: number; lng: number }, km: number) {
  const latSpan = km / KM_PER_DEGREE;
  const lngSpan = km / (KM_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return and(
    between(places.latitude, point.lat - latSpan, point.lat + latSpan),
    between(places.longitude, point.lng - lngSpan, point.lng + lngSpan),
    sql`${distanceFromSql(point.lat, point.lng)} <= ${km}`,
  );
}

/**
 * One page of the places list, filtered and sorted in the database (SPEC 5's rules, as the browser's
 * filterPlaces and sortPlaces apply them), as compact cards, with how many match in all.
 */
export async function listPlacesPage(db: Db, query: PlacesPageValues) {
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const distance = point ? distanceFromSql(point.lat, point.lng) : null;
  const where = and(
    isPublished,
    query.category ? eq(places.category, query.category) : undefined,
    query.minRating > 0 ? sql`coalesce(${places.rating}, 0) >= ${query.minRating}` : undefined,
    query.price?.length ? or(...query.price.map((tier) => PRICE_TIER_LEVELS[tier])) : undefined,
    query.amenities?.length ? arrayContains(places.amenities, query.amenities) : undefined,
    point && query.maxDistanceKm !== undefined ? withinDistance(point, query.maxDistanceKm) : undefined,
  );
  const byRating = [desc(sql`coalesce(${places.rating}, 0)`), asc(places.name), asc(places.id)];
  const order =
    query.sort === 'name'
      ? [asc(places.name), asc(places.id)]
      : query.sort === 'newest'
        ? [desc(places.createdAt), asc(places.id)]
        : query.sort === 'rating' || !distance
          ? byRating
          : [asc(distance), asc(places.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...placeCardColumns, ...(distance ? { distanceKm: distance } : {}) })
      .from(places)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(places).where(where),
  ]);
  return { items: rows, total: total!.n, page: query.page, pageSize: query.pageSize };
}
