import { describe, expect, it } from 'vitest';
import { nicosiaTime, nicosiaWallClock } from '../../src/common/nicosia-time';

const HOUR_MS = 3_600_000;

/** Intl's Europe/Nicosia wall clock, from Node's time-zone data: the reference the hand-written rule follows. */
const intl = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Nicosia',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function intlWallClock(at: Date) {
  const parts = intl.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: WEEKDAYS.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

describe('nicosiaWallClock', () => {
  // Half a minute into every hour: a change of time at any other hour shows as an hour that disagrees (the
  // next test pins the minutes either side of the change).
  it('agrees with Intl Europe/Nicosia half a minute into every hour from 2020 to 2040', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2020, 0, 1); time < Date.UTC(2041, 0, 1); time += HOUR_MS) {
      const at = new Date(time + 30_000);
      if (JSON.stringify(nicosiaWallClock(at)) !== JSON.stringify(intlWallClock(at))) {
        mismatches.push(at.toISOString());
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('changes to summer time at 01:00 UTC on the last Sunday of March and back on the last Sunday of October', () => {
    expect(nicosiaWallClock(new Date('2026-03-29T00:59:00Z'))).toMatchObject({
      day: 29,
      hour: 2,
      minute: 59,
    });
    expect(nicosiaWallClock(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ day: 29, hour: 4, minute: 0 });
    expect(nicosiaWallClock(new Date('2026-10-25T00:59:00Z'))).toMatchObject({
      day: 25,
      hour: 3,
      minute: 59,
    });
    expect(nicosiaWallClock(new Date('2026-10-25T01:00:00Z'))).toMatchObject({ day: 25, hour: 3, minute: 0 });
  });
});

describe('nicosiaTime', () => {
  it('turns every Paphos wall-clock hour of 2024-2032 back into the instant Intl shows it at', () => {
    const mismatches: string[] = [];
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2033, 0, 1); time += HOUR_MS) {
      const clock = intlWallClock(new Date(time));
      const back = nicosiaTime(clock.year, clock.month, clock.day, clock.hour, clock.minute);
      // The hour repeated when the clocks go back is read as its second (winter-time) instance.
      const repeated = back.getTime() === time + HOUR_MS && intlWallClock(back).hour === clock.hour;
      if (back.getTime() !== time && !repeated) mismatches.push(new Date(time).toISOString());
    }
    expect(mismatches).toEqual([]);
  });
});
