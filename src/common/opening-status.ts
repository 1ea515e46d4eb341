/**
 * 'Open now · closes 22:00', 'Closed · opens tomorrow 09:00': a place's status at one instant, worked out
 * from its opening_hours text in Paphos time (src/common/opening-hours.ts). It says what the source's hours
 * say, not what the door does: the page says so beside it. Worded from the message catalogues ('hours.*'
 * with the weekday and month names of 'date.*').
 */
import type { Translate } from './i18n';
import { nicosiaWallClock } from './nicosia-time';
import { shortMonthName, type DateMessage } from './translated-dates';
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

/** The messages the status line is worded with (the 'later' part of the catalogues, and the weekday names). */
export type OpeningStatusMessage =
  | 'hours.always'
  | 'hours.open'
  | 'hours.openCloses'
  | 'hours.closed'
  | 'hours.closedOpens'
  | 'hours.dayMonth'
  | 'hours.unreadable'
  | DateMessage;

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

/**
 * When a change comes, as the messages' `when` chooses the words: 'today' ('at 17:00'), 'tomorrow'
 * ('tomorrow 09:00'), 'weekday' within the week ('Monday 09:00'), 'date' later ('1 Apr 09:00').
 */
function whenValues(
  t: Translate<OpeningStatusMessage>,
  at: Date,
  then: Date,
): { when: string; time: string; day: string } {
  const time = clock(then);
  const days = daysBetween(at, then);
  if (days === 0) return { when: 'today', time, day: '' };
  if (days === 1) return { when: 'tomorrow', time, day: '' };
  const wall = nicosiaWallClock(then);
  if (days < 7) return { when: 'weekday', time, day: t(`date.weekday.${wall.weekday}` as DateMessage) };
  const day = t('hours.dayMonth', { day: String(wall.day), month: shortMonthName(t, wall.month) });
  return { when: 'date', time, day };
}

/** English: 'Opening hours as the source writes them; we could not read them'. */
export function unreadableHoursNote(t: Translate<OpeningStatusMessage>): string {
  return t('hours.unreadable');
}

/**
 * The status line in the page's language: 'Open now · closes 22:00', 'Closed · opens tomorrow 09:00',
 * 'Open 24 hours'. Closing within a day reads as a time ('closes 02:00' after midnight too); later ones
 * name the day.
 */
export function openingStatusText(
  status: OpeningStatus,
  at: Date,
  t: Translate<OpeningStatusMessage>,
): string {
  switch (status.kind) {
    case 'unreadable':
      return unreadableHoursNote(t);
    case 'always':
      return t('hours.always');
    case 'open': {
      if (!status.closesAt) return t('hours.open');
      const soon = status.closesAt.getTime() - at.getTime() < DAY_MS;
      return t(
        'hours.openCloses',
        soon ? { when: 'today', time: clock(status.closesAt), day: '' } : whenValues(t, at, status.closesAt),
      );
    }
    case 'closed':
      return status.opensAt ? t('hours.closedOpens', whenValues(t, at, status.opensAt)) : t('hours.closed');
  }
}
