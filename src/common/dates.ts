/**
 * Dates as they fall in Paphos: the same day in the server's HTML, in any visitor's browser and on the
 * island (an event at 00:30 Cyprus time is on that day, wherever the visitor's phone thinks it is).
 * Written from the Paphos wall clock with English names, not with Intl.DateTimeFormat (see nicosia-time);
 * a unit test checks every format against Intl's en-GB / en-US output.
 */
import { nicosiaWallClock, type NicosiaWallClock } from './nicosia-time';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The English name of a month (1-12): 'March'. */
export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

/** British English shortens September to 'Sept'; American English to 'Sep', like every other month. */
const shortMonthGb = (month: number) => (month === 9 ? 'Sept' : monthName(month).slice(0, 3));
const shortMonthUs = (month: number) => monthName(month).slice(0, 3);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An instant, or its ISO text, on Paphos's wall clock; a RangeError for text that is no time. */
export function paphosWallClock(value: string | Date): NicosiaWallClock {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return nicosiaWallClock(at);
}

/** Day, long month, year in British English: '5 March 2026'. */
export function formatLongDate(value: string | Date): string {
  const { day, month, year } = paphosWallClock(value);
  return `${day} ${monthName(month)} ${year}`;
}

/** Day, short month, year in British English: '5 Mar 2026'. */
export function formatShortDate(value: string | Date): string {
  const { day, month, year } = paphosWallClock(value);
  return `${day} ${shortMonthGb(month)} ${year}`;
}

/** The day and short month of a calendar tile: { day: '5', month: 'Mar' }. */
export function calendarTileParts(value: string | Date): { day: string; month: string } {
  const { day, month } = paphosWallClock(value);
  return { day: String(day), month: shortMonthGb(month) };
}

/** A guide's date, SPEC 2's 'MMM d, yyyy' (short: 'Mar 5, 2026') or 'MMMM d, yyyy' (long: 'March 5, 2026'). */
export function formatArticleDate(value: string | Date, style: 'short' | 'long'): string {
  const { day, month, year } = paphosWallClock(value);
  return `${style === 'short' ? shortMonthUs(month) : monthName(month)} ${day}, ${year}`;
}

/** The Paphos wall-clock time of an instant, 24-hour: '19:30', '08:00'. */
export function formatTimeOfDay(value: string | Date): string {
  const { hour, minute } = paphosWallClock(value);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
