import { nicosiaDate, nicosiaTime } from '../../common/nicosia-time';
import { orthodoxEaster } from './orthodox-easter';
import type { MonthWeek } from '../../common/schemas/events';

const MINUTE_MS = 60_000;

/**
 * When a recurring event happens, in Paphos local time. A weekly event may run only in some months
 * (1-12); a monthly one is on the nth weekday of the month (1-5; -1 the last), a month without a fifth
 * such day having none; a feast tied to Orthodox Easter is a number of days after it (before it when
 * negative).
 */
export type EventSchedule =
  | {
      kind: 'weekly';
      weekday: number;
      hour: number;
      minute: number;
      durationMinutes: number;
      months?: number[];
    }
  | {
      kind: 'monthly';
      /** 1 = the first of the month, ... 5 = the fifth (not every month has one); -1 = the last. */
      week: MonthWeek;
      weekday: number;
      hour: number;
      minute: number;
      durationMinutes: number;
      months?: number[];
    }
  | { kind: 'annual'; month: number; day: number; hour: number; minute: number; durationMinutes: number }
  | {
      kind: 'orthodox-easter';
      daysAfterEaster: number;
      hour: number;
      minute: number;
      durationMinutes: number;
    };

export interface Occurrence {
  startTime: Date;
  endTime: Date;
}

/** The first occurrence of the schedule that has not ended at `now`. */
export function nextOccurrence(schedule: EventSchedule, now: Date): Occurrence {
  const [next] = upcomingOccurrences(schedule, now, 1);
  if (!next) throw new Error('An event schedule ran out of days');
  return next;
}

/** The next `count` occurrences of the schedule that have not ended at `now`, in order. */
export function upcomingOccurrences(schedule: EventSchedule, now: Date, count: number): Occurrence[] {
  const duration = schedule.durationMinutes * MINUTE_MS;
  const found: Occurrence[] = [];
  if (count <= 0) return found;
  for (const day of scheduledDays(schedule, nicosiaDate(now))) {
    const startTime = nicosiaTime(day.year, day.month, day.day, schedule.hour, schedule.minute);
    if (startTime.getTime() + duration > now.getTime()) {
      found.push({ startTime, endTime: new Date(startTime.getTime() + duration) });
      if (found.length === count) break;
    }
  }
  return found;
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function addDays(date: CalendarDay, days: number): CalendarDay {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

/**
 * The day of the month (1-31) of its nth weekday (0 = Sunday): week 1-5, or -1 for the last; null when the
 * month has no such day (a fifth Monday in a month with four).
 */
export function nthWeekdayOfMonth(year: number, month: number, weekday: number, week: number): number | null {
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (week === -1) {
    const lastWeekday = new Date(Date.UTC(year, month - 1, daysInMonth)).getUTCDay();
    return daysInMonth - ((lastWeekday - weekday + 7) % 7);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((weekday - firstWeekday + 7) % 7) + (week - 1) * 7;
  return day <= daysInMonth ? day : null;
}

/** The schedule's days in order, from a little before `today` so that an occurrence still running counts. */
function* scheduledDays(
  schedule: EventSchedule,
  today: CalendarDay & { weekday: number },
): Generator<CalendarDay> {
  switch (schedule.kind) {
    case 'weekly': {
      const { months } = schedule;
      if (months?.length === 0) return;
      const daysAhead = (schedule.weekday - today.weekday + 7) % 7;
      for (let offset = daysAhead - 7; ; offset += 7) {
        const day = addDays(today, offset);
        if (!months || months.includes(day.month)) yield day;
      }
    }
    case 'monthly': {
      const { months } = schedule;
      if (months?.length === 0) return;
      // From last month, so that an occurrence still running counts; a month without the day is skipped.
      for (let index = today.year * 12 + today.month - 2; ; index++) {
        const year = Math.floor(index / 12);
        const month = (index % 12) + 1;
        if (months && !months.includes(month)) continue;
        const day = nthWeekdayOfMonth(year, month, schedule.weekday, schedule.week);
        if (day !== null) yield { year, month, day };
      }
    }
    case 'annual':
      for (let year = today.year - 1; ; year++) yield { year, month: schedule.month, day: schedule.day };
    case 'orthodox-easter':
      for (let year = today.year - 1; ; year++) {
        yield addDays({ year, ...orthodoxEaster(year) }, schedule.daysAfterEaster);
      }
  }
}
