/**
 * The public What's On list: upcoming published events (and cancelled ones, shown as cancelled) in a date
 * range worked out in Paphos time, optionally of one category; a recurring event appears on each of its
 * dates in the range. Also every upcoming event as one calendar feed.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { eventColumns, publiclyShown } from './service';
import { upcomingOccurrences } from '../../lib/event-schedule';
import type { WhatsOnQuery } from '../../../common/schemas/whats-on';
import { filterRange, overlapsRange, whenFilterFromParams } from '../../../common/whats-on-range';

/** The most events (dates) one answer lists. */
export const WHATS_ON_LIMIT = 300;
/** The most dates of one recurring event an answer lists (a weekly event over a year). */
const DATES_PER_EVENT = 60;
/** The most rows read: far more than the guide's upcoming events. */
const ROWS_READ = 2000;

const listColumns = { ...eventColumns, schedule: events.schedule };

/** Published and cancelled events that have not ended, soonest first (what the public may see). */
export function visibleUpcomingEvents(db: Db, now: Date) {
  return db
    .select(listColumns)
    .from(events)
    .where(and(publiclyShown, sql`coalesce(${events.endTime}, ${events.startTime}) > ${now}`))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(ROWS_READ);
}

/** The What's On answer for a validated query, as seen at `now`. */
export async function whatsOn(db: Db, query: WhatsOnQuery, now: Date) {
  const range = filterRange(whenFilterFromParams(query), now);
  const rows = await visibleUpcomingEvents(db, now);
  const listed = [];
  for (const { schedule, ...event } of rows) {
    if (query.category && event.category !== query.category) continue;
    // A recurring event on each of its dates in the range; with no end to the range, its next date only.
    const dates =
      schedule && range.to
        ? upcomingOccurrences(schedule, range.from > now ? range.from : now, DATES_PER_EVENT).filter(
            (date) => date.startTime < range.to!,
          )
        : [{ startTime: event.startTime, endTime: event.endTime }];
    for (const date of dates) {
      if (overlapsRange(date, range)) listed.push({ ...event, ...date });
    }
  }
  listed.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id);
  const categories = await db
    .selectDistinct({ category: events.category })
    .from(events)
    .where(
      and(
        eq(events.status, 'published'),
        isNotNull(events.category),
        sql`coalesce(${events.endTime}, ${events.startTime}) > ${now}`,
      ),
    )
    .orderBy(asc(events.category));
  return {
    from: range.from,
    to: range.to,
    events: listed.slice(0, WHATS_ON_LIMIT),
    categories: categories.map((row) => row.category!),
  };
}
