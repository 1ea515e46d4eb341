import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { AdminStats } from '../../../common/schemas/admin';
import type { Db } from '../../db/client';
import { events, pins, places } from '../../db/schema';
import { nicosiaDate, nicosiaTime } from '../../../common/nicosia-time';
import { notEndedAt } from '../events/service';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The overview's figures at `now`: places by status (the total is their sum), published events on in the next
 * 7 days (those under way included, as the public list has them), pins of this month.
 */
export async function adminStats(db: Db, now: Date): Promise<AdminStats> {
  const [placeCounts] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${places.status} = 'published')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${places.status} = 'pending')`.mapWith(Number),
      archived: sql<number>`count(*) filter (where ${places.status} = 'archived')`.mapWith(Number),
    })
    .from(places);
  const [upcoming] = await db
    .select({ n: count() })
    .from(events)
    .where(
      and(
        eq(events.status, 'published'),
        notEndedAt(now),
        lt(events.startTime, new Date(now.getTime() + WEEK_MS)),
      ),
    );
  const today = nicosiaDate(now);
  const monthStart = nicosiaTime(today.year, today.month, 1, 0, 0);
  const [pinned] = await db
    .select({ n: count() })
    .from(pins)
    .where(and(eq(pins.status, 'posted'), gte(pins.postedAt, monthStart)));
  return {
    totalPlaces: placeCounts!.total,
    activePlaces: placeCounts!.published,
    pendingPlaces: placeCounts!.pending,
    archivedPlaces: placeCounts!.archived,
    totalEvents: upcoming!.n,
    pinsPosted: pinned!.n,
  };
}
