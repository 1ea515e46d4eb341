import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { EVENT_CATEGORIES, PUBLIC_EVENT_STATUSES, type EventStatus } from '../../../common/schemas/events';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { nextOccurrence } from '../../lib/event-schedule';

export const UPCOMING_LIMIT = 50;
/** Keys of the cached public event answers; a write to events invalidates them all. */
export const EVENTS_CACHE_PREFIX = 'events:';

/** The event's picture: its own, or else its category's (/images/events/<category>.svg), as the bundled ones have. */
export const eventImageUrl = sql<string | null>`coalesce(${events.imageUrl}, case when ${inArray(
  events.category,
  [...EVENT_CATEGORIES],
)} then '/images/events/' || ${events.category} || '.svg' end)`;

/** The columns of an event as the public API answers it. */
export const eventColumns = {
  id: events.id,
  name: events.name,
  description: events.description,
  startTime: events.startTime,
  endTime: events.endTime,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  imageUrl: eventImageUrl,
  ticketUrl: events.ticketUrl,
  isFree: events.isFree,
  timeToBeConfirmed: events.timeToBeConfirmed,
  category: events.category,
  // Only a public status reaches these columns' readers (publiclyShown below).
  status: sql<Exclude<EventStatus, 'pending'>>`${events.status}`,
};

/** What visitors see: published events, and cancelled ones (marked so); a pending one never. */
export const publiclyShown = inArray(events.status, [...PUBLIC_EVENT_STATUSES]);

/** Events that have not ended at `now`: those under way (a day's event with its time to be confirmed) too. */
export const notEndedAt = (now: Date) => sql`coalesce(${events.endTime}, ${events.startTime}) > ${now}`;

/** Events that have not ended yet, soonest first. */
export function upcomingEvents(db: Db, now = new Date(), limit = UPCOMING_LIMIT) {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(publiclyShown, notEndedAt(now)))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(limit);
}

/** The shown event with this id, whether or not it has ended; undefined when there is none. */
export async function findEventById(db: Db, id: number) {
  const [event] = await db
    .select(eventColumns)
    .from(events)
    .where(and(eq(events.id, id), publiclyShown))
    .limit(1);
  return event;
}

/** The event behind an id, from the response cache ('events:id:<id>'); null when there is none. */
export function cachedEvent(ctx: Pick<AppContext, 'cache' | 'db'>, id: number) {
  return ctx.cache.get(
    `${EVENTS_CACHE_PREFIX}id:${id}`,
    async () => (await findEventById(ctx.db, id)) ?? null,
  );
}

/** The shown event with its schedule, for its calendar file; undefined when there is none. */
export async function findCalendarEvent(db: Db, id: number) {
  const [event] = await db
    .select({ ...eventColumns, schedule: events.schedule })
    .from(events)
    .where(and(eq(events.id, id), publiclyShown))
    .limit(1);
  return event;
}

/**
 * Moves every recurring event that has ended to its next date, in one transaction, and clears the cached
 * event answers when any moved; returns how many moved. A cancelled one stays on its cancelled date (and
 * leaves the upcoming list once that has passed) until the operator publishes it again.
 */
export async function rollRecurringEvents(ctx: Pick<AppContext, 'db' | 'cache'>, now: Date): Promise<number> {
  const movedCount = await ctx.db.transaction(async (tx) => {
    const recurring = await tx
      .select({
        id: events.id,
        schedule: events.schedule,
        startTime: events.startTime,
        endTime: events.endTime,
      })
      .from(events)
      .where(and(isNotNull(events.schedule), ne(events.status, 'cancelled')));
    let moved = 0;
    for (const event of recurring) {
      if (!event.schedule) continue;
      const ended = (event.endTime ?? event.startTime).getTime() <= now.getTime();
      if (!ended) continue;
      await tx.update(events).set(nextOccurrence(event.schedule, now)).where(eq(events.id, event.id));
      moved++;
    }
    return moved;
  });
  if (movedCount > 0) ctx.cache.invalidate(EVENTS_CACHE_PREFIX);
  return movedCount;
}
