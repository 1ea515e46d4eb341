/** Wall-clock time in Paphos (Europe/Nicosia: UTC+2, UTC+3 in summer), without a time-zone library. */
export const PAPHOS_TIME_ZONE = 'Europe/Nicosia';

const MINUTE_MS = 60_000;

/** Offset of Europe/Nicosia from UTC in minutes at the given instant (120 in winter, 180 in summer). */
function nicosiaOffsetMinutes(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: PAPHOS_TIME_ZONE,
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

/** The Paphos wall clock of an instant: date (month 1-12, weekday 0=Sunday) and time of day. */
export function nicosiaWallClock(at: Date): {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
  second: number;
} {
  const local = new Date(at.getTime() + nicosiaOffsetMinutes(at) * MINUTE_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

/** The Paphos calendar date (year, month 1-12, day, weekday 0=Sunday) of an instant. */
export function nicosiaDate(at: Date): { year: number; month: number; day: number; weekday: number } {
  const { year, month, day, weekday } = nicosiaWallClock(at);
  return { year, month, day, weekday };
}
