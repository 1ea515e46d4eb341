/**
 * 'Open now · closes 22:00', 'Closed · opens tomorrow 09:00': a place's status at one instant, worked out
 * from its opening_hours text in Paphos time (src/common/opening-hours.ts). It says what the source's hours
 * say, not what the door does: the page says so beside it.
 */
import { nicosiaWallClock } from './nicosia-time';
import { isOpenAt, openIntervals, parseOpeningHours, type OpenInterval } from './opening-hours';

export type OpeningStatus =
  | { kind: 'unreadable' }
  | { kind: 'always' }
  /** `closesAt` null: open for all of the next week at least. */
  | { kind: 'open'; closesAt: Date | null }
  /** `opensAt` null: the hours name no opening in the coming year. */
  | { kind: 'closed'; opensAt: Date | null };

const DAY_MS = 86_400_000;
/** How far ahead to look for the next change: a week, then (for a seasonal closure) a year. */
const NEAR_DAYS = 8;
const FAR_DAYS = 370;

function findAround(intervals: OpenInterval[], time: number) {
  const current = intervals.find(([from, to]) => time >= from && time < to);
  const next = intervals.find(([from]) => from > time);
  return { current, next };
}

/** The status at `at`: open until when, closed until when, always open, or hours the site cannot read. */
export function openingStatus(text: string, at: Date): OpeningStatus {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return { kind: 'unreadable' };
  const time = at.getTime();
  const yesterday = new Date(time - DAY_MS);
  const near = openIntervals(parsed.rules, yesterday, NEAR_DAYS + 1);
  const { current, next } = findAround(near, time);
  const horizon = time + (NEAR_DAYS - 1) * DAY_MS;
  if (current) {
    if (current[1] < horizon) return { kind: 'open', closesAt: new Date(current[1]) };
    const startsBefore = current[0] <= time - DAY_MS + 60_000;
    return startsBefore && isAlwaysOpen(parsed.rules, yesterday)
      ? { kind: 'always' }
      : { kind: 'open', closesAt: null };
  }
  if (next) return { kind: 'closed', opensAt: new Date(next[0]) };
  const far = findAround(openIntervals(parsed.rules, yesterday, FAR_DAYS), time).next;
  return { kind: 'closed', opensAt: far ? new Date(far[0]) : null };
}

/** Open at every instant of the coming year: '24/7' or the like. */
function isAlwaysOpen(rules: Parameters<typeof openIntervals>[0], from: Date): boolean {
  const year = openIntervals(rules, from, FAR_DAYS);
  return year.length === 1;
}

/** Open at `at` by the text; null when the site cannot read it (two days' hours only: the list filters call it often). */
export function isOpenNow(text: string, at: Date): boolean | null {
  return isOpenAt(text, at);
}

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const clock = (date: Date) => {
  const { hour, minute } = nicosiaWallClock(date);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
};

/** Whole Paphos days from the date of `at` to the date of `then`. */
function daysBetween(at: Date, then: Date): number {
  const a = nicosiaWallClock(at);
  const b = nicosiaWallClock(then);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS);
}

/** 'at 17:00' today, 'tomorrow 09:00', 'Mon 09:00' within the week, '1 Apr 09:00' later. */
function whenText(at: Date, then: Date): string {
  const days = daysBetween(at, then);
  if (days === 0) return `at ${clock(then)}`;
  if (days === 1) return `tomorrow ${clock(then)}`;
  const wall = nicosiaWallClock(then);
  if (days < 7) return `${WEEKDAY_NAMES[wall.weekday]} ${clock(then)}`;
  return `${wall.day} ${MONTH_NAMES[wall.month - 1]} ${clock(then)}`;
}

/** Closing within a day reads as a time ('closes 02:00' after midnight too); later ones name the day. */
function closesText(at: Date, then: Date): string {
  if (then.getTime() - at.getTime() < DAY_MS) return `closes ${clock(then)}`;
  return `closes ${whenText(at, then)}`;
}

export const UNREADABLE_HOURS_NOTE = 'Opening hours as the source writes them; we could not read them';

/** The status line: 'Open now · closes 22:00', 'Closed · opens tomorrow 09:00', 'Open 24 hours'. */
export function openingStatusText(status: OpeningStatus, at: Date): string {
  switch (status.kind) {
    case 'unreadable':
      return UNREADABLE_HOURS_NOTE;
    case 'always':
      return 'Open 24 hours';
    case 'open':
      return status.closesAt ? `Open now · ${closesText(at, status.closesAt)}` : 'Open now';
    case 'closed':
      return status.opensAt ? `Closed · opens ${whenText(at, status.opensAt)}` : 'Closed';
  }
}
