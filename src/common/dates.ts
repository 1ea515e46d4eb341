/**
 * Dates as they fall in Paphos: the same day in the server's HTML, in any visitor's browser and on the
 * island (an event at 00:30 Cyprus time is on that day, wherever the visitor's phone thinks it is).
 */
const PAPHOS_TIME_ZONE = 'Europe/Nicosia';

/**
 * A formatter of dates in Paphos, made on its first use: the first Intl.DateTimeFormat a page builds loads
 * the browser's date and time-zone data (100-250 ms at Lighthouse's 4x slower CPU), which would otherwise
 * hold up the start of every page, including those that show no date.
 */
export function paphosFormatter(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): () => Intl.DateTimeFormat {
  let formatter: Intl.DateTimeFormat | undefined;
  return () => (formatter ??= new Intl.DateTimeFormat(locale, { ...options, timeZone: PAPHOS_TIME_ZONE }));
}

function inPaphos(locale: string, options: Intl.DateTimeFormatOptions): (value: string | Date) => string {
  const formatter = paphosFormatter(locale, options);
  return (value) => formatter().format(new Date(value));
}

const longDate = inPaphos('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = inPaphos('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dayOfMonth = inPaphos('en-GB', { day: 'numeric' });
const shortMonth = inPaphos('en-GB', { month: 'short' });
const timeOfDay = inPaphos('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** SPEC 2's guide dates: 'MMM d, yyyy' on cards, 'MMMM d, yyyy' on the guide page. */
const articleDates = {
  short: inPaphos('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
  long: inPaphos('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
};

/** Day, long month, year in British English: '5 March 2026'. */
export function formatLongDate(value: string | Date): string {
  return longDate(value);
}

/** Day, short month, year in British English: '5 Mar 2026'. */
export function formatShortDate(value: string | Date): string {
  return shortDate(value);
}

/** The day and short month of a calendar tile: { day: '5', month: 'Mar' }. */
export function calendarTileParts(value: string | Date): { day: string; month: string } {
  return { day: dayOfMonth(value), month: shortMonth(value) };
}

/** A guide's date: 'Mar 5, 2026' (short) or 'March 5, 2026' (long). */
export function formatArticleDate(value: string | Date, style: keyof typeof articleDates): string {
  return articleDates[style](value);
}

/** The Paphos wall-clock time of an instant, 24-hour: '19:30', '08:00'. */
export function formatTimeOfDay(value: string | Date): string {
  return timeOfDay(value);
}
