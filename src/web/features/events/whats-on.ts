import { nicosiaDate, nicosiaTime } from '../../../common/nicosia-time';
import type { EventItem } from '../../../common/schemas/events';

/** SPEC 2's title, for a section whose every event is on this week. */
const THIS_WEEK_TITLE = "What's On This Week";
/** The title when nothing is on this week: the next events may be months away (January in November). */
const COMING_UP_TITLE = 'Coming up';

const DAYS_IN_WEEK = 7;

type TimedEvent = Pick<EventItem, 'startTime' | 'endTime'>;

/** Midnight in Paphos at the end of this week: today and the 6 days after, as Paphos' calendar has them. */
function endOfThisWeek(now: Date): Date {
  const today = nicosiaDate(now);
  return nicosiaTime(today.year, today.month, today.day + DAYS_IN_WEEK, 0, 0);
}

/** Whether the event is on at some time between now and the end of this week (Paphos time). */
function isOnThisWeek(event: TimedEvent, now: Date): boolean {
  const ends = new Date(event.endTime ?? event.startTime);
  return new Date(event.startTime) < endOfThisWeek(now) && ends > now;
}

interface WhatsOnSection<T> {
  title: typeof THIS_WEEK_TITLE | typeof COMING_UP_TITLE;
  events: T[];
}

/**
 * The home page's events section, from the upcoming events (soonest first): the first `limit` of those on
 * this week under SPEC 2's 'What's On This Week'; when none is, the first `limit` to come under 'Coming
 * up', so a January event is never called this week's. Null (no section) when nothing is to come.
 */
export function whatsOnSection<T extends TimedEvent>(
  upcoming: readonly T[],
  now: Date,
  limit: number,
): WhatsOnSection<T> | null {
  const thisWeek = upcoming.filter((event) => isOnThisWeek(event, now));
  if (thisWeek.length > 0) return { title: THIS_WEEK_TITLE, events: thisWeek.slice(0, limit) };
  const toCome = upcoming.filter((event) => new Date(event.endTime ?? event.startTime) > now);
  return toCome.length > 0 ? { title: COMING_UP_TITLE, events: toCome.slice(0, limit) } : null;
}
