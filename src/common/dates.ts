/**
 * Dates as they fall in Paphos: the same day in the server's HTML, in any visitor's browser and on the
 * island (an event at 00:30 Cyprus time is on that day, wherever the visitor's phone thinks it is).
 */
const PAPHOS_TIME_ZONE = 'Europe/Nicosia';

const inPaphos = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { ...options, timeZone: PAPHOS_TIME_ZONE });

const longDate = inPaphos('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = inPaphos('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayOfMonth = inPaphos('en-GB', { day: 'numeric' });
const shortMonth = inPaphos('en-GB', { month: 'short' });
/** SPEC 2's guide dates: 'MMM d, yyyy' on cards, 'MMMM d, yyyy' on the guide page. */
const articleDates = {
  short: inPaphos('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  long: inPaphos('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
};

/** Day, long month, year in British English: '5 March 2026'. */
export function formatLongDate(value: string | Date): string {
  return longDate.format(new Date(value));
}

/** Day, short month, year in British English: '5 Mar 2026'. */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(new Date(value));
}

/** The day and short month of a calendar tile: { day: '5', month: 'Mar' }. */
export function calendarTileParts(value: string | Date): { day: string; month: string } {
  const date = new Date(value);
  return { day: dayOfMonth.format(date), month: shortMonth.format(date) };
}

/** A guide's date: 'Mar 5, 2026' (short) or 'March 5, 2026' (long). */
export function formatArticleDate(value: string | Date, style: keyof typeof articleDates): string {
  return articleDates[style].format(new Date(value));
}
