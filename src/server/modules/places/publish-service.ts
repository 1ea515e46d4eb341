/** The queue of pending places: publishing the oldest of them, or archiving them all. */
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { publishNextBodySchema, PublishNextResult } from '../../../common/schemas/places';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import type { JobLease } from '../../lib/job-lock';
import { placeFacts } from './admin-service';
import { PLACES_CACHE_PREFIXES } from './service';
import { containsPattern } from '../../lib/contains-pattern';
import { writerName } from '../../../common/written-by';

type PublishNextValues = z.output<typeof publishNextBodySchema>;

/** Pending places, oldest first, whose name, category or address contains the keyword. */
export function oldestPending(db: Db, quantity: number, keyword?: string) {
  const pattern = keyword ? containsPattern(keyword) : undefined;
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
  const ready: Array<{ place: (typeof candidates)[number]; description?: string; writer?: string }> = [];
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
      ready.push({ place, description: written.description, writer: writerName(written.aiModel) });
    } catch (error) {
      failures.push(`${place.name} (${error instanceof Error ? error.message : 'the writer failed'})`);
    }
  }
  const now = ctx.clock.now();
  const published = await ctx.db.transaction(async (tx) => {
    const done: Array<{ id: number; name: string; slug: string }> = [];
    for (const { place, description, writer } of ready) {
      const [row] = await tx
        .update(places)
        .set({
          status: 'published',
          createdAt: now,
          updatedAt: now,
          ...(description ? { description, descriptionWriter: writer, descriptionReviewedAt: null } : {}),
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

/** Archives every pending place at once; returns how many. No cached answer changes: pending places are never public. */
export async function archivePendingPlaces(db: Db, now: Date): Promise<number> {
  const archived = await db
    .update(places)
    .set({ status: 'archived', updatedAt: now })
    .where(eq(places.status, 'pending'))
    .returning({ id: places.id });
  return archived.length;
}
