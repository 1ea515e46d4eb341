/**
 * GET /api/places/page's answer: a page of the list (service.ts), and, when nothing matches, why: the same
 * hint the list showed when it filtered in the browser (common/empty-list-hint.ts), worked out over the
 * places the search alone finds.
 */
import { DISTANCE_SLIDER, type FilterState } from '../../../common/filter-state';
import { emptyListHint, type EmptyListHint } from '../../../common/empty-list-hint';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import {
  distanceFromSql,
  listPlacesPage,
  placesFilterCondition,
  publicPlaceColumns,
  type PlacesFilterValues,
  type PlacesPageValues,
} from './service';

/** The list's filters as the filter panel holds them. */
export function filterStateOf(query: PlacesFilterValues): FilterState {
  return {
    category: query.category ?? 'all',
    minRating: query.minRating,
    maxDistance: query.maxDistanceKm ?? DISTANCE_SLIDER.max,
    priceRange: query.price ?? [],
    amenities: query.amenities ?? [],
    openNow: query.openNow,
    stepFree: query.stepFree,
    beach: query.beach ?? [],
  };
}

/** The same question with every filter off: the search (and the point) alone. */
function searchOnly(query: PlacesFilterValues): PlacesFilterValues {
  return {
    ...query,
    category: undefined,
    minRating: 0,
    price: undefined,
    amenities: undefined,
    openNow: false,
    stepFree: false,
    beach: undefined,
    maxDistanceKm: undefined,
  };
}

/**
 * Why the filters leave no place: the places the search finds are read with what the filters look at (a
 * few short columns; only for an empty list, which the response cache keeps like any other answer) and
 * the filters are tried on them in every combination, as emptyListHint does.
 */
export async function emptyListHintFor(
  db: Db,
  query: PlacesFilterValues,
  now: Date,
): Promise<EmptyListHint | null> {
  const point = query.lat !== undefined && query.lng !== undefined ? query : null;
  const found = await db
    .select({
      id: places.id,
      name: places.name,
      category: places.category,
      rating: places.rating,
      priceLevel: places.priceLevel,
      amenities: places.amenities,
      latitude: places.latitude,
      longitude: places.longitude,
      openingHours: places.openingHours,
      stepFree: publicPlaceColumns.stepFree,
      beachFeatures: publicPlaceColumns.beachFeatures,
      ...(point ? { distanceKm: distanceFromSql(point.lat!, point.lng!) } : {}),
    })
    .from(places)
    .where(await placesFilterCondition(db, searchOnly(query), now));
  return emptyListHint(found, null, query.q ?? '', filterStateOf(query), query.at ?? now);
}

/** One page of the list, with the hint when nothing matches (not for a list of given places). */
export async function placesPageAnswer(db: Db, query: PlacesPageValues, now: Date) {
  const page = await listPlacesPage(db, query, now);
  const hint = page.total === 0 && !query.ids ? await emptyListHintFor(db, query, now) : null;
  return { ...page, hint };
}
