import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { nextOccurrence } from './schedule';

export const UPCOMING_LIMIT = 50;

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

/** Moves every recurring event that has ended to its next date; returns how many moved. */
export async function rollRecurringEvents(db: Db, now = new Date()): Promise<number> {
  const recurring = await db
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
    const next = nextOccurrence(event.schedule, now);
    await db.update(events).set(next).where(eq(events.id, event.id));
    moved++;
  }
  return moved;
}
