import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { favorites, places } from '../../db/schema';
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

/**
 * Adds every published place among `placeIds` (a browser's saved places, moved at login); unknown and
 * unpublished ids are passed over and ones already saved stay as they are. One INSERT ... SELECT, so the
 * places are checked and added in a single statement.
 */
export async function addFavorites(db: Db, userId: number, placeIds: readonly number[]): Promise<void> {
  if (placeIds.length === 0) return;
  await db
    .insert(favorites)
    .select(
      db
        .select({
          userId: sql<number>`${userId}::int`.as('user_id'),
          placeId: places.id,
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(places)
        .where(and(inArray(places.id, [...new Set(placeIds)]), eq(places.status, 'published'))),
    )
    .onConflictDoNothing();
}
