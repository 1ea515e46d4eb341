/**
 * The What's On page's date filters, worked out in Paphos time whatever the visitor's or the server's
 * clock says (pure, unit-tested): today, this weekend (Saturday and Sunday; today and tomorrow when it is
 * Saturday, today when it is Sunday), this week (today and the six days after, as the home page's 'What's
 * On This Week' has it), this month (today to the end of the calendar month) and a chosen range of days.
 */
import { nicosiaDate, nicosiaTime } from './nicosia-time';

export const WHEN_PRESETS = ['today', 'weekend', 'week', 'month'] as const;
export type WhenPreset = (typeof WHEN_PRESETS)[number];

/** The longest chosen range, in days. */
export const MAX_RANGE_DAYS = 366;

/** A day of the Paphos calendar. */
export interface CalendarDay {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** Instants from (inclusive) to (exclusive); `to` null: no end. */
export interface DateRange {
  from: Date;
  to: Date | null;
}

const startOf = (day: CalendarDay, plusDays = 0) =>
  nicosiaTime(day.year, day.month, day.day + plusDays, 0, 0);

/** The instants a preset covers, as seen at `now` in Paphos. */
export function presetRange(when: WhenPreset, now: Date): { from: Date; to: Date } {
  const today = nicosiaDate(now);
  switch (when) {
    case 'today':
      return { from: startOf(today), to: startOf(today, 1) };
    case 'weekend': {
      // Saturday is 6, Sunday 0: days until Saturday, or none when the weekend is on.
      const untilSaturday = today.weekday === 0 ? -1 : 6 - today.weekday;
      return { from: startOf(today, Math.max(0, untilSaturday)), to: startOf(today, untilSaturday + 2) };
    }
    case 'week':
      return { from: startOf(today), to: startOf(today, 7) };
    case 'month':
      return { from: startOf(today), to: nicosiaTime(today.year, today.month + 1, 1, 0, 0) };
  }
}

/** '2026-11-28' as a day of the calendar, or null when it is not a real date in that form. */
export function parseDay(text: string | null | undefined): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** A day as '2026-11-28'. */
export function formatDay(day: CalendarDay): string {
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** The Paphos day of an instant as '2026-11-28' (for a date field's value). */
export function dayOf(at: Date): string {
  return formatDay(nicosiaDate(at));
}

/** How many days from the first day to the second (negative when the second is earlier). */
export function daysBetween(first: CalendarDay, second: CalendarDay): number {
  return Math.round(
    (Date.UTC(second.year, second.month - 1, second.day) - Date.UTC(first.year, first.month - 1, first.day)) /
      86_400_000,
  );
}

/** The instants of a chosen range of days, both days included. */
export function daysRange(from: CalendarDay, to: CalendarDay): { from: Date; to: Date } {
  return { from: startOf(from), to: startOf(to, 1) };
}

/** Why a chosen range cannot be used: a day missing or unreadable, the days in the wrong order, too many. */
export type RangeProblem = 'bothDates' | 'order' | 'tooLong';

/** Why a chosen range cannot be used (the page words it in its language); null when it can. */
export function rangeProblemKind(
  from: string | null | undefined,
  to: string | null | undefined,
): RangeProblem | null {
  const first = parseDay(from);
  const last = parseDay(to);
  if (!first || !last) return 'bothDates';
  const span = daysBetween(first, last);
  if (span < 0) return 'order';
  if (span >= MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

const RANGE_PROBLEMS: Record<RangeProblem, string> = {
  bothDates: 'Choose both dates as YYYY-MM-DD',
  order: 'The end date must be on or after the start date',
  tooLong: `Choose at most ${MAX_RANGE_DAYS} days`,
};

/** Why a chosen range cannot be used, in English (the API's answer); null when it can. */
export function rangeProblem(from: string | null | undefined, to: string | null | undefined): string | null {
  const kind = rangeProblemKind(from, to);
  return kind && RANGE_PROBLEMS[kind];
}

/** What the page shows: every upcoming event, a preset, or a chosen range of days. */
export type WhenFilter =
  { kind: 'all' } | { kind: 'preset'; when: WhenPreset } | { kind: 'days'; from: string; to: string };

/** The filter an address asks for (?when=weekend, ?from=...&to=...); anything unusable is 'all'. */
export function whenFilterFromParams(params: {
  when?: string | null;
  from?: string | null;
  to?: string | null;
}): WhenFilter {
  if (params.when && (WHEN_PRESETS as readonly string[]).includes(params.when)) {
    return { kind: 'preset', when: params.when as WhenPreset };
  }
  if (params.from && params.to && rangeProblem(params.from, params.to) === null) {
    return { kind: 'days', from: params.from, to: params.to };
  }
  return { kind: 'all' };
}

/** The instants a filter covers at `now`; 'all' starts now and has no end. */
export function filterRange(filter: WhenFilter, now: Date): DateRange {
  if (filter.kind === 'preset') return presetRange(filter.when, now);
  if (filter.kind === 'days') return daysRange(parseDay(filter.from)!, parseDay(filter.to)!);
  return { from: now, to: null };
}

/** Whether an event that runs from start to end (or only starts) is on at some time in the range. */
export function overlapsRange(
  event: { startTime: Date | string; endTime: Date | string | null },
  range: DateRange,
): boolean {
  const start = new Date(event.startTime).getTime();
  const end = event.endTime ? new Date(event.endTime).getTime() : start;
  const from = range.from.getTime();
  return (range.to === null || start < range.to.getTime()) && (end > from || start >= from);
}
