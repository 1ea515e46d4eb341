/** The admin's side of places: the filtered list and the operator's category edit. */
import { and, asc, count, eq, ilike } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminPlacesQuerySchema, categoryPatchSchema } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import type { PlaceFacts } from '../../providers/writer';
import { PLACES_CACHE_PREFIXES } from './service';
import { containsPattern } from '../../lib/contains-pattern';

type AdminPlacesQueryValues = z.output<typeof adminPlacesQuerySchema>;
type CategoryPatchValues = z.output<typeof categoryPatchSchema>;

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
  const search = query.search ? containsPattern(query.search) : undefined;
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
    amenities: place.amenities,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * The operator's category edit, optionally with a description rewritten by the writer. The fields the
 * operator changed are locked so the place sync never overwrites them. Undefined for an unknown place.
 */
export async function changePlaceCategory(
  ctx: Pick<AppContext, 'db' | 'providers' | 'clock' | 'cache'>,
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
  if (updated) ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return updated;
}
