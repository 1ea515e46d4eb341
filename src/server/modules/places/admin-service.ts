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
import { writerName } from '../../../common/written-by';
import { DEFAULT_AI_MODEL } from '../../../common/categories';
import { saveDescriptionDraft } from './description-service';

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
 * The operator's category edit, optionally with a description drafted by the writer: the draft waits
 * beside the current text for the operator (description-service.ts) and the public page is unchanged.
 * A changed category is locked so the place sync never overwrites it. Undefined for an unknown place.
 */
export async function changePlaceCategory(
  ctx: Pick<AppContext, 'db' | 'providers' | 'clock' | 'cache' | 'log'>,
  id: number,
  patch: CategoryPatchValues,
) {
  const [place] = await ctx.db.select().from(places).where(eq(places.id, id));
  if (!place) return undefined;
  const category = patch.category ?? place.category;
  const written = patch.regenerateDescription
    ? await ctx.providers.writer.describePlace({
        place: { ...placeFacts(place), category, description: null },
        model: patch.model ?? DEFAULT_AI_MODEL,
      })
    : undefined;
  const now = ctx.clock.now();
  let draft = null;
  if (written) {
    const writer = writerName(written.aiModel);
    ctx.log.info(
      { placeId: id, writer },
      `Drafted a description of ${place.name} with ${written.aiModel ?? 'the offline writer'}`,
    );
    draft = await saveDescriptionDraft(ctx.db, id, written.description, writer, now);
  }
  const lockedFields = new Set(place.lockedFields);
  if (patch.category) {
    lockedFields.add('category');
    await ctx.db
      .update(places)
      .set({ category, lockedFields: [...lockedFields], updatedAt: now })
      .where(eq(places.id, id));
    ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  }
  const { slug, name, address, status, rating } = place;
  return { id, slug, name, address, status, category, rating, lockedFields: [...lockedFields], draft };
}
