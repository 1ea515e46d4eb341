/**
 * The public reads of places: the lists, a place by slug or id, and the places near one. The admin's list
 * and edits are in admin-service.ts, publishing pending places in publish-service.ts.
 */
import {
  and,
  arrayContains,
  asc,
  between,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { z } from 'zod';
import { isOpenNow } from '../../../common/opening-status';
import type { BeachFeature } from '../../../common/categories';
import type { placesPageQuerySchema } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { preparedQuery } from '../../lib/prepared';
import { BUNDLED_PLACES_SOURCE, OPENSTREETMAP_SOURCE_ID } from '../../providers/places-source';
import { cardPhotoSql, operatorPhotosSql, placePhotosWithOperatorsSql } from '../photos/place-photo-sql';
import { placeSearch } from './search-service';

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
  /** The operator's photos first (photos/place-photo-sql.ts), then the places provider's. */
  photos: placePhotosWithOperatorsSql,
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
  stepFree: sql<boolean>`coalesce(${places.wheelchair} = 'yes', false)`,
  beachFeatures: sql<BeachFeature[]>`array_remove(array[
    case when jsonb_typeof(${places.beachFacts}->'blueFlag') = 'object' then 'blue-flag' end,
    case when ${places.beachFacts}->>'surface' = 'sand' then 'sand' end,
    case when jsonb_typeof(${places.beachFacts}->'lifeguardSeason') = 'string' then 'lifeguards' end
  ], null)`,
  createdAt: places.createdAt,
  updatedAt: places.updatedAt,
};

/** What the place page adds to a place: its 'know before you go' facts. */
export const placeDetailColumns = {
  ...publicPlaceColumns,
  wheelchair: places.wheelchair,
  toiletsWheelchair: places.toiletsWheelchair,
  beachFacts: places.beachFacts,
  factsCheckedAt: places.factsCheckedAt,
  factsCheckedSource: places.factsCheckedSource,
  fromOpenStreetMap: sql<boolean>`coalesce(${places.source} = ${sql.raw(`'${OPENSTREETMAP_SOURCE_ID}'`)}, false)`,
  /** The operator's photos with their sizes, for the hero's <picture>. */
  operatorPhotos: operatorPhotosSql,
};

const isPublished = eq(places.status, 'published');

const allPublished = preparedQuery((db) =>
  db
    .select(publicPlaceColumns)
    .from(places)
    .where(isPublished)
    .orderBy(sql`${places.rating} desc nulls last`, places.name, places.id)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('places_all_published'),
);

const publishedCount = preparedQuery((db) =>
  db.select({ count: count() }).from(places).where(isPublished).prepare('places_published_count'),
);

const publishedBySlug = preparedQuery((db) =>
  db
    .select(placeDetailColumns)
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

/** One page of the published places, best rated first (GET /api/places). */
export function listPublishedPlaces(db: Db, page: number, pageSize: number) {
  return allPublished(db).execute({ limit: pageSize, offset: (page - 1) * pageSize });
}

export async function countPublishedPlaces(db: Db): Promise<number> {
  const [row] = await publishedCount(db).execute();
  return row?.count ?? 0;
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

export type PlacesPageValues = z.output<typeof placesPageQuerySchema>;

/** Price tiers as stored price levels (priceTier in common/price-level.ts, read backwards). */
const PRICE_TIER_LEVELS = {
  budget: sql`${places.priceLevel} <= 1`,
  moderate: sql`${places.priceLevel} = 2`,
  upscale: sql`${places.priceLevel} = 3`,
  luxury: sql`${places.priceLevel} >= 4`,
} as const;

const KM_PER_DEGREE = 111.2;

/** What a list card reads of a place (placeCardSchema): no description or highlights, one photo. */
const placeCardColumns = {
  id: publicPlaceColumns.id,
  slug: publicPlaceColumns.slug,
  name: publicPlaceColumns.name,
  category: publicPlaceColumns.category,
  rating: publicPlaceColumns.rating,
  reviewCount: publicPlaceColumns.reviewCount,
  ratingIsSample: publicPlaceColumns.ratingIsSample,
  address: publicPlaceColumns.address,
  priceLevel: publicPlaceColumns.priceLevel,
  amenities: publicPlaceColumns.amenities,
  latitude: publicPlaceColumns.latitude,
  longitude: publicPlaceColumns.longitude,
  approximatePosition: publicPlaceColumns.approximatePosition,
  openingHours: publicPlaceColumns.openingHours,
  stepFree: publicPlaceColumns.stepFree,
  beachFeatures: publicPlaceColumns.beachFeatures,
  createdAt: publicPlaceColumns.createdAt,
  updatedAt: publicPlaceColumns.updatedAt,
  photo: cardPhotoSql,
  nameTranslations: places.nameTranslations,
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

/** The beach filters as conditions on places.beach_facts (the same reading as publicPlaceColumns.beachFeatures). */
const BEACH_FEATURE_SQL: Record<BeachFeature, SQL> = {
  'blue-flag': sql`jsonb_typeof(${places.beachFacts}->'blueFlag') = 'object'`,
  sand: sql`${places.beachFacts}->>'surface' = 'sand'`,
  lifeguards: sql`jsonb_typeof(${places.beachFacts}->'lifeguardSeason') = 'string'`,
};

/**
 * 'Open now' as a condition: the places among those `where` matches whose opening hours, read in Paphos time
 * (the browser's filterPlaces reads them the same way), say open at `now`. Hours the site cannot read never match.
 */
async function openAt(db: Db, where: SQL | undefined, now: Date): Promise<SQL> {
  const rows = await db
    .select({ id: places.id, openingHours: places.openingHours })
    .from(places)
    .where(and(where, isNotNull(places.openingHours)));
  const open = rows.filter((row) => isOpenNow(row.openingHours!, now) === true).map((row) => row.id);
  return open.length > 0 ? inArray(places.id, open) : sql`false`;
}

/** The list's filters without its sort and page: what GET /api/places/map reads too. */
export type PlacesFilterValues = Omit<PlacesPageValues, 'sort' | 'page' | 'pageSize'>;

/**
 * The published places the list's filters keep, as one condition (GET /api/places/page and the map read
 * it alike). 'Open now' is read at the moment asked for (`at`), else at `now`.
 */
export async function placesFilterCondition(db: Db, query: PlacesFilterValues, now: Date) {
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const filtered = and(
    isPublished,
    query.stepFree ? eq(places.wheelchair, 'yes') : undefined,
    ...(query.beach ?? []).map((feature) => BEACH_FEATURE_SQL[feature]),
    query.category ? eq(places.category, query.category) : undefined,
    query.minRating > 0 ? sql`coalesce(${places.rating}, 0) >= ${query.minRating}` : undefined,
    query.price?.length ? or(...query.price.map((tier) => PRICE_TIER_LEVELS[tier])) : undefined,
    query.amenities?.length ? arrayContains(places.amenities, query.amenities) : undefined,
    point && query.maxDistanceKm !== undefined ? withinDistance(point, query.maxDistanceKm) : undefined,
    query.q ? placeSearch(query.q)?.condition : undefined,
    query.ids ? inArray(places.id, query.ids) : undefined,
  );
  return query.openNow ? and(filtered, await openAt(db, filtered, query.at ?? now)) : filtered;
}

/**
 * One page of the places list, filtered and sorted in the database (SPEC 5's rules, as the browser's
 * filterPlaces and sortPlaces apply them), as compact cards, with how many match in all.
 */
export async function listPlacesPage(db: Db, query: PlacesPageValues, now: Date = new Date()) {
  const point =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const distance = point ? distanceFromSql(point.lat, point.lng) : null;
  const where = await placesFilterCondition(db, query, now);
  const byRating = [desc(sql`coalesce(${places.rating}, 0)`), asc(places.name), asc(places.id)];
  const order =
    query.sort === 'name'
      ? [asc(places.name), asc(places.id)]
      : query.sort === 'newest'
        ? [desc(places.createdAt), asc(places.id)]
        : query.sort === 'rating' || !distance
          ? byRating
          : [asc(distance), asc(places.id)];
  // A search's recommended order is the best match first, then as without one.
  const search = query.q && query.sort === 'recommended' ? placeSearch(query.q) : null;
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...placeCardColumns, ...(distance ? { distanceKm: distance } : {}) })
      .from(places)
      .where(where)
      .orderBy(...(search ? [desc(search.relevance)] : []), ...order)
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ n: count() }).from(places).where(where),
  ]);
  return { items: rows, total: total!.n, page: query.page, pageSize: query.pageSize };
}
