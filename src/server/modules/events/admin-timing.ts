/**
 * Between the operator's words for when an event happens (a day or a recurrence, and 'HH:MM' times in
 * Paphos) and the row's columns (start and end instants, and the schedule a recurring event moves on by).
 * Pure: unit-tested.
 */
import type { AdminEventValues, EventWhen } from '../../../common/schemas/events';
import { nicosiaTime, nicosiaWallClock } from '../../../common/nicosia-time';
import type { EventRow } from '../../db/schema';
import { type EventSchedule, nextOccurrence } from '../../lib/event-schedule';

const DAY_MINUTES = 24 * 60;

export interface EventTimingColumns {
  startTime: Date;
  endTime: Date | null;
  schedule: EventSchedule | null;
  timeToBeConfirmed: boolean;
}

type TimingValues = Pick<AdminEventValues, 'when' | 'timeToBeConfirmed' | 'startsAt' | 'endsAt'>;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The Paphos instant of a 'YYYY-MM-DD' day at 'HH:MM' (midnight when no time), `addDays` later. */
function paphosInstant(date: string, clock: string | null, addDays = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const minutes = clock === null ? 0 : minutesOf(clock);
  return nicosiaTime(year, month, day + addDays, Math.floor(minutes / 60), minutes % 60);
}

/**
 * The row's timing columns for checked form values at `now`. A one-off event keeps its day; a recurring
 * one gets its schedule and its next occurrence. Without a time the event holds its whole day(s) from
 * midnight, as the bundled ones do.
 */
export function timingColumns(values: TimingValues, now: Date): EventTimingColumns {
  const { when, timeToBeConfirmed } = values;
  const startsAt = timeToBeConfirmed ? null : values.startsAt;
  const endsAt = timeToBeConfirmed ? null : values.endsAt;
  if (when.kind === 'once') {
    const lastDay = when.endDate ?? when.startDate;
    const startTime = paphosInstant(when.startDate, startsAt);
    const endTime = timeToBeConfirmed
      ? paphosInstant(lastDay, null, 1)
      : endsAt === null
        ? null
        : paphosInstant(lastDay, endsAt);
    return { startTime, endTime, schedule: null, timeToBeConfirmed };
  }
  const startMinutes = startsAt === null ? 0 : minutesOf(startsAt);
  const durationMinutes =
    startsAt === null || endsAt === null
      ? DAY_MINUTES
      : (minutesOf(endsAt) - startMinutes + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  const time = { hour: Math.floor(startMinutes / 60), minute: startMinutes % 60, durationMinutes };
  const { kind } = when;
  const schedule: EventSchedule =
    kind === 'weekly'
      ? { kind, weekday: when.weekday, ...(when.months.length ? { months: [...when.months] } : {}), ...time }
      : kind === 'monthly'
        ? {
            kind,
            week: when.week,
            weekday: when.weekday,
            ...(when.months.length ? { months: [...when.months] } : {}),
            ...time,
          }
        : kind === 'annual'
          ? { kind, month: when.month, day: when.day, ...time }
          : { kind, daysAfterEaster: when.daysAfterEaster, ...time };
  return { ...nextOccurrence(schedule, now), schedule, timeToBeConfirmed };
}

/** 'YYYY-MM-DD' of an instant, in Paphos. */
function paphosDateText(at: Date): string {
  const { year, month, day } = nicosiaWallClock(at);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'HH:MM' of an instant, in Paphos. */
function paphosClock(at: Date): string {
  const { hour, minute } = nicosiaWallClock(at);
  return clockOf(hour * 60 + minute);
}

/** The form's words for a row's timing: what the edit form starts from. */
export function timingValues(
  row: Pick<EventRow, 'startTime' | 'endTime' | 'schedule' | 'timeToBeConfirmed'>,
): { when: EventWhen; startsAt: string | null; endsAt: string | null } {
  const { schedule, timeToBeConfirmed } = row;
  if (!schedule) {
    const startDate = paphosDateText(row.startTime);
    // A whole-day event ends at the midnight after its last day.
    const lastInstant =
      row.endTime && (timeToBeConfirmed ? new Date(row.endTime.getTime() - 1) : row.endTime);
    const lastDay = lastInstant ? paphosDateText(lastInstant) : startDate;
    return {
      when: { kind: 'once', startDate, endDate: lastDay > startDate ? lastDay : null },
      startsAt: timeToBeConfirmed ? null : paphosClock(row.startTime),
      endsAt: timeToBeConfirmed || !row.endTime ? null : paphosClock(row.endTime),
    };
  }
  const start = schedule.hour * 60 + schedule.minute;
  const times = timeToBeConfirmed
    ? { startsAt: null, endsAt: null }
    : { startsAt: clockOf(start), endsAt: clockOf((start + schedule.durationMinutes) % DAY_MINUTES) };
  switch (schedule.kind) {
    case 'weekly':
      return { when: { kind: 'weekly', weekday: schedule.weekday, months: schedule.months ?? [] }, ...times };
    case 'monthly':
      return {
        when: {
          kind: 'monthly',
          week: schedule.week,
          weekday: schedule.weekday,
          months: schedule.months ?? [],
        },
        ...times,
      };
    case 'annual':
      return { when: { kind: 'annual', month: schedule.month, day: schedule.day }, ...times };
    case 'orthodox-easter':
      return { when: { kind: 'orthodox-easter', daysAfterEaster: schedule.daysAfterEaster }, ...times };
  }
}
