import { nicosiaDate, nicosiaTime } from './nicosia-time';

const MINUTE_MS = 60_000;

/** When a recurring event happens, in Paphos local time. */
export type EventSchedule =
  | { kind: 'weekly'; weekday: number; hour: number; minute: number; durationMinutes: number }
  | { kind: 'annual'; month: number; day: number; hour: number; minute: number; durationMinutes: number };

export interface Occurrence {
  startTime: Date;
  endTime: Date;
}

/** The first occurrence of the schedule that has not ended at `now`. */
export function nextOccurrence(schedule: EventSchedule, now: Date): Occurrence {
  const today = nicosiaDate(now);
  const duration = schedule.durationMinutes * MINUTE_MS;
  if (schedule.kind === 'weekly') {
    const daysAhead = (schedule.weekday - today.weekday + 7) % 7;
    // Start a week back so an occurrence that is still running counts.
    for (let offset = daysAhead - 7; ; offset += 7) {
      const date = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
      const startTime = nicosiaTime(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        schedule.hour,
        schedule.minute,
      );
      if (startTime.getTime() + duration > now.getTime()) {
        return { startTime, endTime: new Date(startTime.getTime() + duration) };
      }
    }
  }
  for (let year = today.year - 1; ; year++) {
    const startTime = nicosiaTime(year, schedule.month, schedule.day, schedule.hour, schedule.minute);
    if (startTime.getTime() + duration > now.getTime()) {
      return { startTime, endTime: new Date(startTime.getTime() + duration) };
    }
  }
}
