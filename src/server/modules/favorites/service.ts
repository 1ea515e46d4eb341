import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';
import { findPublishedPlaceById } from '../places/service';
import { notFound } from '../../lib/app-error';

export function listFavorites(db: Db, userId: number) {
  return db
    .select({ placeId: favorites.placeId, createdAt: favorites.createdAt })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
}

/** Adding twice is harmless; returns whether a row was created. */
export async function addFavorite(db: Db, userId: number, placeId: number): Promise<boolean> {
  if (!(await findPublishedPlaceById(db, placeId))) throw notFound('Place not found');
  const inserted = await db
    .insert(favorites)
    .values({ userId, placeId })
    .onConflictDoNothing()
    .returning({ placeId: favorites.placeId });
  return inserted.length > 0;
}

export async function removeFavorite(db: Db, userId: number, placeId: number): Promise<boolean> {
  const removed = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.placeId, placeId)))
    .returning({ placeId: favorites.placeId });
  return removed.length > 0;
}
