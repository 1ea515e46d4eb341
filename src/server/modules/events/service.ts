import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { nextOccurrence } from '../../lib/event-schedule';

export const UPCOMING_LIMIT = 50;
/** Keys of the cached public event answers; a write to events invalidates them all. */
export const EVENTS_CACHE_PREFIX = 'events:';

const eventColumns = {
  id: events.id,
  name: events.name,
  description: events.description,
  startTime: events.startTime,
  endTime: events.endTime,
  venueName: events.venueName,
  venueAddress: events.venueAddress,
  imageUrl: events.imageUrl,
  ticketUrl: events.ticketUrl,
  isFree: events.isFree,
  category: events.category,
};

/** Events that have not ended yet, soonest first. */
export function upcomingEvents(db: Db, now = new Date(), limit = UPCOMING_LIMIT) {
  return db
    .select(eventColumns)
    .from(events)
    .where(sql`coalesce(${events.endTime}, ${events.startTime}) > ${now}`)
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(limit);
}

/** Moves every recurring event that has ended to its next date, in one transaction; returns how many moved. */
export function rollRecurringEvents(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const recurring = await tx
      .select({
        id: events.id,
        schedule: events.schedule,
        startTime: events.startTime,
        endTime: events.endTime,
      })
      .from(events)
      .where(isNotNull(events.schedule));
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
}
