/**
 * The operator's photos of places: kept in the database (place_photos, and their encoded sizes in
 * place_photo_variants) so every instance serves them, and read first wherever a place shows a picture.
 */
import { and, asc, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { PhotoFormat } from '../../../common/photo-sources';
import { PHOTOS_PER_PLACE, type OperatorPhoto } from '../../../common/schemas/place-photos';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { placePhotos, placePhotoVariants, places } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { PLACES_CACHE_PREFIXES } from '../places/service';
import type { PreparedPhoto } from './image';

type PhotoContext = Pick<AppContext, 'db' | 'cache'>;

/** The public columns of a photo (OperatorPhoto). */
const photoColumns = {
  id: placePhotos.id,
  hash: placePhotos.contentHash,
  alt: placePhotos.alt,
  credit: placePhotos.credit,
  width: placePhotos.width,
  height: placePhotos.height,
};

const photoOrder = [asc(placePhotos.position), asc(placePhotos.id)];

/** A place's photos in their order. */
export function listPlacePhotos(db: Db, placeId: number): Promise<OperatorPhoto[]> {
  return db
    .select(photoColumns)
    .from(placePhotos)
    .where(eq(placePhotos.placeId, placeId))
    .orderBy(...photoOrder);
}

async function requirePlace(db: Db, placeId: number): Promise<void> {
  const [place] = await db.select({ id: places.id }).from(places).where(eq(places.id, placeId));
  if (!place) throw notFound('Place not found');
}

async function requirePhoto(db: Db, placeId: number, photoId: number): Promise<void> {
  const [photo] = await db
    .select({ id: placePhotos.id })
    .from(placePhotos)
    .where(and(eq(placePhotos.placeId, placeId), eq(placePhotos.id, photoId)));
  if (!photo) throw notFound('Photo not found');
}

/** Whether the place exists (checked before an upload is read). */
export const checkPlaceExists = requirePlace;

export interface NewPhoto extends PreparedPhoto {
  alt: string;
  credit: string | null;
  fileName: string;
}

/** Adds photos after the place's last, all or none; refuses a photo the place already has and a full place. */
export async function addPlacePhotos(ctx: PhotoContext, placeId: number, photos: NewPhoto[]) {
  await ctx.db.transaction(async (tx) => {
    // One upload at a time per place, so two at once cannot take the same positions or pass the limit together.
    await tx.execute(sql`select id from ${places} where ${places.id} = ${placeId} for update`);
    const [{ n, last } = { n: 0, last: null }] = await tx
      .select({ n: count(), last: max(placePhotos.position) })
      .from(placePhotos)
      .where(eq(placePhotos.placeId, placeId));
    if (n + photos.length > PHOTOS_PER_PLACE) {
      throw new AppError(
        400,
        `A place may have at most ${PHOTOS_PER_PLACE} photos; this one has ${n}, so ${Math.max(0, PHOTOS_PER_PLACE - n)} more fit.`,
      );
    }
    const hashes = photos.map((photo) => photo.hash);
    const known = await tx
      .select({ hash: placePhotos.contentHash })
      .from(placePhotos)
      .where(and(eq(placePhotos.placeId, placeId), inArray(placePhotos.contentHash, hashes)));
    const repeated = photos.find(
      (photo, index) => known.some((row) => row.hash === photo.hash) || hashes.indexOf(photo.hash) !== index,
    );
    if (repeated) throw new AppError(400, `"${repeated.fileName}" is already one of this place's photos.`);
    let position = (last ?? 0) + 1;
    for (const photo of photos) {
      const [row] = await tx
        .insert(placePhotos)
        .values({
          placeId,
          position: position++,
          alt: photo.alt,
          credit: photo.credit,
          contentHash: photo.hash,
          width: photo.width,
          height: photo.height,
        })
        .returning({ id: placePhotos.id });
      await tx
        .insert(placePhotoVariants)
        .values(photo.variants.map((variant) => ({ photoId: row!.id, ...variant })));
    }
  });
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return listPlacePhotos(ctx.db, placeId);
}

export async function updatePlacePhoto(
  ctx: PhotoContext,
  placeId: number,
  photoId: number,
  patch: { alt?: string; credit?: string | null },
) {
  await requirePhoto(ctx.db, placeId, photoId);
  if (patch.alt !== undefined || patch.credit !== undefined) {
    await ctx.db.update(placePhotos).set(patch).where(eq(placePhotos.id, photoId));
    ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  }
  return listPlacePhotos(ctx.db, placeId);
}

/** Puts the place's photos in the order given, which must name each of them once. */
export async function reorderPlacePhotos(ctx: PhotoContext, placeId: number, photoIds: number[]) {
  await requirePlace(ctx.db, placeId);
  await ctx.db.transaction(async (tx) => {
    const current = await tx
      .select({ id: placePhotos.id })
      .from(placePhotos)
      .where(eq(placePhotos.placeId, placeId));
    const ids = new Set(current.map((row) => row.id));
    if (
      photoIds.length !== ids.size ||
      new Set(photoIds).size !== ids.size ||
      !photoIds.every((id) => ids.has(id))
    ) {
      throw new AppError(400, "The new order must list each of the place's photos once.");
    }
    for (const [index, id] of photoIds.entries()) {
      await tx
        .update(placePhotos)
        .set({ position: index + 1 })
        .where(eq(placePhotos.id, id));
    }
  });
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return listPlacePhotos(ctx.db, placeId);
}

export async function deletePlacePhoto(ctx: PhotoContext, placeId: number, photoId: number) {
  await requirePhoto(ctx.db, placeId, photoId);
  await ctx.db.delete(placePhotos).where(eq(placePhotos.id, photoId));
  ctx.cache.invalidate(...PLACES_CACHE_PREFIXES);
  return listPlacePhotos(ctx.db, placeId);
}

/** One encoded size of a photo by its content hash; undefined when there is none. */
export async function findPhotoVariant(db: Db, hash: string, width: number, format: PhotoFormat) {
  const [variant] = await db
    .select({ bytes: placePhotoVariants.bytes })
    .from(placePhotoVariants)
    .innerJoin(placePhotos, eq(placePhotos.id, placePhotoVariants.photoId))
    .where(
      and(
        eq(placePhotos.contentHash, hash),
        eq(placePhotoVariants.width, width),
        eq(placePhotoVariants.format, format),
      ),
    )
    .limit(1);
  return variant;
}
