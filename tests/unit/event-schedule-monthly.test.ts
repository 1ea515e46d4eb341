import { describe, expect, it } from 'vitest';
import {
  type EventSchedule,
  nextOccurrence,
  nthWeekdayOfMonth,
  upcomingOccurrences,
} from '../../src/server/lib/event-schedule';
import { recurrenceRule } from '../../src/server/modules/events/calendar';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

// Sundays: November 2026 has five (1, 8, 15, 22, 29); December 2026 four (6, 13, 20, 27); January 2027
// five (3 ... 31); February 2027 four (7 ... 28).

describe('nthWeekdayOfMonth', () => {
  it('finds the first to the fourth Sunday of a month', () => {
    expect([1, 2, 3, 4].map((week) => nthWeekdayOfMonth(2026, 12, 0, week))).toEqual([6, 13, 20, 27]);
  });

  it('finds the fifth Sunday in a month that has five', () => {
    expect(nthWeekdayOfMonth(2026, 11, 0, 5)).toBe(29);
  });

  it('has no fifth Sunday in a month with four', () => {
    expect(nthWeekdayOfMonth(2026, 12, 0, 5)).toBeNull();
    expect(nthWeekdayOfMonth(2027, 2, 0, 5)).toBeNull();
  });

  it('finds the last Sunday whether the month has four or five', () => {
    expect(nthWeekdayOfMonth(2026, 11, 0, -1)).toBe(29);
    expect(nthWeekdayOfMonth(2026, 12, 0, -1)).toBe(27);
    expect(nthWeekdayOfMonth(2027, 2, 0, -1)).toBe(28);
  });

  it('finds the first day of the month when it is that weekday', () => {
    expect(nthWeekdayOfMonth(2026, 11, 0, 1)).toBe(1);
  });

  it('counts a leap February to its 29th', () => {
    // 29 February 2028 is a Tuesday.
    expect(nthWeekdayOfMonth(2028, 2, 2, 5)).toBe(29);
    expect(nthWeekdayOfMonth(2028, 2, 2, -1)).toBe(29);
  });
});

describe('nextOccurrence of a monthly event', () => {
  const firstSunday: EventSchedule = {
    kind: 'monthly',
    week: 1,
    weekday: 0,
    hour: 10,
    minute: 0,
    durationMinutes: 180,
  };

  it('is the first Sunday of next month once this month\u2019s has passed', () => {
    // Monday 23 November 2026 → Sunday 6 December, 10:00 in Paphos (UTC+2).
    const next = nextOccurrence(firstSunday, at('2026-11-23T10:00:00Z'));
    expect(iso(next.startTime)).toBe('2026-12-06T08:00:00.000Z');
    expect(iso(next.endTime)).toBe('2026-12-06T11:00:00.000Z');
  });

  it('is this month\u2019s while it is still going on', () => {
    const next = nextOccurrence(firstSunday, at('2026-11-01T10:30:00Z'));
    expect(iso(next.startTime)).toBe('2026-11-01T08:00:00.000Z');
  });

  it('is next month\u2019s the moment this one ends', () => {
    const next = nextOccurrence(firstSunday, at('2026-11-01T11:00:00Z'));
    expect(iso(next.startTime)).toBe('2026-12-06T08:00:00.000Z');
  });

  it('moves to the new year', () => {
    const next = nextOccurrence(firstSunday, at('2026-12-20T10:00:00Z'));
    expect(iso(next.startTime)).toBe('2027-01-03T08:00:00.000Z');
  });

  it('skips the months with no fifth Sunday', () => {
    const fifthSunday: EventSchedule = { ...firstSunday, week: 5 };
    const dates = upcomingOccurrences(fifthSunday, at('2026-11-02T00:00:00Z'), 2).map((occurrence) =>
      iso(occurrence.startTime),
    );
    // 29 November 2026, then none in December, then 31 January 2027.
    expect(dates).toEqual(['2026-11-29T08:00:00.000Z', '2027-01-31T08:00:00.000Z']);
  });

  it('is on the last Sunday, the fourth or the fifth', () => {
    const lastSunday: EventSchedule = { ...firstSunday, week: -1 };
    const dates = upcomingOccurrences(lastSunday, at('2026-11-02T00:00:00Z'), 3).map((occurrence) =>
      iso(occurrence.startTime),
    );
    expect(dates).toEqual([
      '2026-11-29T08:00:00.000Z',
      '2026-12-27T08:00:00.000Z',
      '2027-01-31T08:00:00.000Z',
    ]);
  });

  it('runs only in its months, in summer time there', () => {
    const summerOnly: EventSchedule = { ...firstSunday, months: [6, 7, 8] };
    const next = nextOccurrence(summerOnly, at('2026-11-23T10:00:00Z'));
    // Sunday 6 June 2027, 10:00 summer time (UTC+3).
    expect(iso(next.startTime)).toBe('2027-06-06T07:00:00.000Z');
  });

  it('still counts an occurrence that started last month and runs past midnight into this one', () => {
    // Last Saturday of October 2026 is the 31st, 22:00 for 4 hours: at 01:00 on 1 November it is still on.
    const lastSaturdayNight: EventSchedule = {
      kind: 'monthly',
      week: -1,
      weekday: 6,
      hour: 22,
      minute: 0,
      durationMinutes: 240,
    };
    const next = nextOccurrence(lastSaturdayNight, at('2026-10-31T23:00:00Z'));
    expect(iso(next.startTime)).toBe('2026-10-31T20:00:00.000Z');
  });
});

describe('recurrenceRule of a monthly event', () => {
  it('is FREQ=MONTHLY with the nth weekday, and the months when given', () => {
    const base = { kind: 'monthly', weekday: 0, hour: 10, minute: 0, durationMinutes: 60 } as const;
    expect(recurrenceRule({ ...base, week: 1 })).toBe('FREQ=MONTHLY;BYDAY=1SU');
    expect(recurrenceRule({ ...base, week: -1, months: [6, 7] })).toBe('FREQ=MONTHLY;BYDAY=-1SU;BYMONTH=6,7');
  });
});
