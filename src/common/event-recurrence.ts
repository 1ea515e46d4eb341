/**
 * How an event's recurrence reads to a person ('Every Saturday', 'First Sunday of every month', 'Every
 * year on 6 January', '50 days after Orthodox Easter'): the dashboard's list and its picker. Pure.
 */
import { monthName } from './dates';
import type { EventWhen, MonthWeek } from './schemas/events';

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const MONTH_WEEK_NAMES: Record<MonthWeek, string> = {
  1: 'First',
  2: 'Second',
  3: 'Third',
  4: 'Fourth',
  5: 'Fifth',
  [-1]: 'Last',
};

/** The choices of the picker's 'How often', in its order. */
export const RECURRENCE_LABELS: Record<EventWhen['kind'], string> = {
  once: 'Once',
  weekly: 'Every week',
  monthly: 'Every month',
  annual: 'Every year',
  'orthodox-easter': 'Around Orthodox Easter',
};

/** 'April to October', 'June and August', 'January, March and May': runs of three or more months as ranges. */
function listMonths(months: readonly number[]): string {
  const sorted = [...new Set(months)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    if (end - start >= 2) parts.push(`${monthName(sorted[start]!)} to ${monthName(sorted[end]!)}`);
    else for (let index = start; index <= end; index++) parts.push(monthName(sorted[index]!));
    start = end + 1;
  }
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const inMonths = (months: readonly number[]) => (months.length > 0 ? ` in ${listMonths(months)}` : '');

/** The recurrence in words; null for a one-off event (its date says it). */
export function recurrenceText(when: EventWhen): string | null {
  switch (when.kind) {
    case 'once':
      return null;
    case 'weekly':
      return `Every ${WEEKDAY_NAMES[when.weekday]}${inMonths(when.months)}`;
    case 'monthly':
      return `${MONTH_WEEK_NAMES[when.week]} ${WEEKDAY_NAMES[when.weekday]} of ${
        when.months.length > 0 ? `the month${inMonths(when.months)}` : 'every month'
      }`;
    case 'annual':
      return `Every year on ${when.day} ${monthName(when.month)}`;
    case 'orthodox-easter': {
      const days = Math.abs(when.daysAfterEaster);
      if (days === 0) return 'Orthodox Easter Sunday, every year';
      return `${days} ${days === 1 ? 'day' : 'days'} ${when.daysAfterEaster > 0 ? 'after' : 'before'} Orthodox Easter, every year`;
    }
  }
}
