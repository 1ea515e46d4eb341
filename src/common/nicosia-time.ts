/**
 * Wall-clock time in Paphos (Europe/Nicosia), worked out from the rule rather than with Intl: the first
 * Intl.DateTimeFormat a browser builds loads its date and time-zone data (100-250 ms at Lighthouse's 4x
 * slower CPU), a long task on every page that shows a date. Cyprus keeps Eastern European Time (UTC+2) and
 * the EU's summer time (UTC+3) from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday
 * of October, as it has since 1998; a unit test checks this against Intl's Europe/Nicosia hour by hour, so a
 * change of the rule shows up there when Node's time-zone data learns of it.
 */
export const PAPHOS_TIME_ZONE = 'Europe/Nicosia';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** 01:00 UTC on the last Sunday of a month (0-11): when the EU's clocks change. */
function lastSundayOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Offset of Europe/Nicosia from UTC in minutes at the given instant (120 in winter, 180 in summer). */
function nicosiaOffsetMinutes(at: Date): number {
  const time = at.getTime();
  const year = at.getUTCFullYear();
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  return summer ? 180 : 120;
}

/** The UTC instant of a wall-clock time in Paphos. */
export function nicosiaTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  const guess = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const offset = nicosiaOffsetMinutes(new Date(guess.getTime() - 2 * HOUR_MS));
  return new Date(guess.getTime() - offset * MINUTE_MS);
}

export interface NicosiaWallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The Paphos wall clock of an instant: date (month 1-12, weekday 0=Sunday) and time of day. */
export function nicosiaWallClock(at: Date): NicosiaWallClock {
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
