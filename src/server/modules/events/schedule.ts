/** When a recurring event happens, in Paphos local time. */
export type EventSchedule =
  | { kind: 'weekly'; weekday: number; hour: number; minute: number; durationMinutes: number }
  | { kind: 'annual'; month: number; day: number; hour: number; minute: number; durationMinutes: number };

const TIME_ZONE = 'Europe/Nicosia';
const MINUTE_MS = 60_000;

/** Offset of Europe/Nicosia from UTC in minutes at the given instant (120 in winter, 180 in summer). */
function nicosiaOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return Math.round((asUtc - Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The UTC instant of a wall-clock time in Paphos. */
export function nicosiaTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const offset = nicosiaOffsetMinutes(new Date(guess.getTime() - 120 * MINUTE_MS));
  return new Date(guess.getTime() - offset * MINUTE_MS);
}

/** The Paphos calendar date (year, month 1-12, day, weekday 0=Sunday) of an instant. */
export function nicosiaDate(at: Date): { year: number; month: number; day: number; weekday: number } {
  const local = new Date(at.getTime() + nicosiaOffsetMinutes(at) * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
  };
}

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
