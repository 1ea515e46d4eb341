/**
 * Dates in the page's language, as they fall in Paphos: the names of months and weekdays and each
 * language's order of day, month and year come from the message catalogues ('date.month.3', 'date.short'),
 * not from Intl.DateTimeFormat, whose date data no page pays for on its first load (nicosia-time.ts). The
 * English messages give what dates.ts writes ('5 Mar 2026') and British English's weekday date
 * ('Saturday 7 March 2026').
 */
import type { Translate } from './i18n';
import { paphosWallClock } from './dates';

type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * Their messages: a month's name as a date writes it (Greek and Russian in the genitive: '7 Μαρτίου'), its
 * short form, a weekday's name, and the patterns of a short date and of a date with its weekday.
 */
export type DateMessage =
  | `date.month.${MonthNumber}`
  | `date.monthShort.${MonthNumber}`
  | `date.weekday.${WeekdayNumber}`
  | 'date.short'
  | 'date.weekdayDate';

/** The short name of a month (1-12): 'Mar', 'Sept', 'мар.'. */
export function shortMonthName(t: Translate<DateMessage>, month: number): string {
  return t(`date.monthShort.${month as MonthNumber}`);
}

/** Day, short month, year: '5 Mar 2026', '5. März 2026', '5 במרץ 2026'. */
export function translatedShortDate(t: Translate<DateMessage>, value: string | Date): string {
  const { day, month, year } = paphosWallClock(value);
  return t('date.short', { day: String(day), month: shortMonthName(t, month), year: String(year) });
}

/** Day, long month, year: '12 March 2026', '12 Μαρτίου 2026', '12. März 2026'. */
export function translatedLongDate(t: Translate<DateMessage>, value: string | Date): string {
  const { day, month, year } = paphosWallClock(value);
  return t('date.short', {
    day: String(day),
    month: t(`date.month.${month as MonthNumber}`),
    year: String(year),
  });
}

/** Weekday, day, long month, year: 'Saturday 7 March 2026', 'Σάββατο 7 Μαρτίου 2026'. */
export function translatedWeekdayDate(t: Translate<DateMessage>, value: string | Date): string {
  const { weekday, day, month, year } = paphosWallClock(value);
  return t('date.weekdayDate', {
    weekday: t(`date.weekday.${weekday as WeekdayNumber}`),
    day: String(day),
    month: t(`date.month.${month as MonthNumber}`),
    year: String(year),
  });
}

/** The day and short month of a calendar tile: { day: '5', month: 'Mar' }. */
export function translatedTileParts(t: Translate<DateMessage>, value: string | Date) {
  const { day, month } = paphosWallClock(value);
  return { day: String(day), month: shortMonthName(t, month) };
}
