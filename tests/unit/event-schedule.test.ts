import { describe, expect, it } from 'vitest';
import { type EventSchedule, nextOccurrence } from '../../src/server/lib/event-schedule';
import { nicosiaDate, nicosiaTime } from '../../src/common/nicosia-time';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

// In 2026 Cyprus moves to summer time (UTC+3) on Sunday 29 March and back to UTC+2 on Sunday 25 October.

describe('nicosiaTime', () => {
  it('is UTC+2 in winter', () => {
    expect(iso(nicosiaTime(2026, 1, 15, 20, 0))).toBe('2026-01-15T18:00:00.000Z');
  });

  it('is UTC+3 in summer', () => {
    expect(iso(nicosiaTime(2026, 7, 15, 20, 0))).toBe('2026-07-15T17:00:00.000Z');
  });

  it('keeps the minutes', () => {
    expect(iso(nicosiaTime(2026, 2, 3, 8, 45))).toBe('2026-02-03T06:45:00.000Z');
  });

  it('uses UTC+2 just before and UTC+3 just after the spring change', () => {
    expect(iso(nicosiaTime(2026, 3, 29, 2, 0))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(nicosiaTime(2026, 3, 29, 5, 0))).toBe('2026-03-29T02:00:00.000Z');
  });

  it('uses UTC+3 just before and UTC+2 just after the autumn change', () => {
    expect(iso(nicosiaTime(2026, 10, 25, 2, 0))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(nicosiaTime(2026, 10, 25, 5, 0))).toBe('2026-10-25T03:00:00.000Z');
  });

  it('falls on the previous UTC day shortly after local midnight', () => {
    expect(iso(nicosiaTime(2026, 1, 1, 0, 30))).toBe('2025-12-31T22:30:00.000Z');
  });
});

describe('nicosiaDate', () => {
  it('gives the Paphos calendar date and weekday (0 = Sunday)', () => {
    expect(nicosiaDate(at('2026-11-23T10:00:00Z'))).toEqual({ year: 2026, month: 11, day: 23, weekday: 1 });
  });

  it('is already the next day in Paphos at 22:30 UTC in winter', () => {
    expect(nicosiaDate(at('2026-01-14T22:30:00Z'))).toEqual({ year: 2026, month: 1, day: 15, weekday: 4 });
  });

  it('is already the next day in Paphos at 21:30 UTC in summer, but not at 20:30', () => {
    expect(nicosiaDate(at('2026-07-14T21:30:00Z'))).toEqual({ year: 2026, month: 7, day: 15, weekday: 3 });
    expect(nicosiaDate(at('2026-07-14T20:30:00Z'))).toEqual({ year: 2026, month: 7, day: 14, weekday: 2 });
  });

  it('is already the new year in Paphos on 31 December at 22:30 UTC', () => {
    expect(nicosiaDate(at('2026-12-31T22:30:00Z'))).toEqual({ year: 2027, month: 1, day: 1, weekday: 5 });
  });
});

describe('nextOccurrence', () => {
  describe('of a weekly event', () => {
    const sundayMarket: EventSchedule = {
      kind: 'weekly',
      weekday: 0,
      hour: 9,
      minute: 0,
      durationMinutes: 240,
    };

    it('is the coming weekday at the local time, lasting the duration', () => {
      // Monday 23 November 2026 → Sunday 29 November, 09:00 in Paphos (UTC+2).
      const next = nextOccurrence(sundayMarket, at('2026-11-23T10:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-11-29T07:00:00.000Z');
      expect(iso(next.endTime)).toBe('2026-11-29T11:00:00.000Z');
    });

    it('is later today when today is the weekday and it has not started', () => {
      const next = nextOccurrence(sundayMarket, at('2026-11-29T06:59:00Z'));
      expect(iso(next.startTime)).toBe('2026-11-29T07:00:00.000Z');
    });

    it('is the running occurrence while it is still going on', () => {
      const next = nextOccurrence(sundayMarket, at('2026-11-29T10:59:00Z'));
      expect(iso(next.startTime)).toBe('2026-11-29T07:00:00.000Z');
      expect(iso(next.endTime)).toBe('2026-11-29T11:00:00.000Z');
    });

    it('is next week once the occurrence has ended', () => {
      const next = nextOccurrence(sundayMarket, at('2026-11-29T11:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-12-06T07:00:00.000Z');
    });

    it('moves to UTC+3 on the day summer time starts', () => {
      // Saturday 28 March 2026 → Sunday 29 March, 09:00 summer time.
      const next = nextOccurrence(sundayMarket, at('2026-03-28T12:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-03-29T06:00:00.000Z');
      expect(iso(next.endTime)).toBe('2026-03-29T10:00:00.000Z');
    });

    it('is still UTC+2 the week before summer time', () => {
      const next = nextOccurrence(sundayMarket, at('2026-03-21T12:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-03-22T07:00:00.000Z');
    });

    it('moves back to UTC+2 on the day summer time ends', () => {
      const next = nextOccurrence(sundayMarket, at('2026-10-24T12:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-10-25T07:00:00.000Z');
    });

    it('is the summer occurrence in summer', () => {
      const next = nextOccurrence(sundayMarket, at('2026-07-13T12:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-07-19T06:00:00.000Z');
    });

    it('uses the weekday in Paphos, not in UTC', () => {
      // 22:30 UTC on Saturday is 00:30 on Sunday in Paphos: a Sunday 01:00 event is 30 minutes away.
      const lateNight: EventSchedule = {
        kind: 'weekly',
        weekday: 0,
        hour: 1,
        minute: 0,
        durationMinutes: 60,
      };
      const next = nextOccurrence(lateNight, at('2026-11-28T22:30:00Z'));
      expect(iso(next.startTime)).toBe('2026-11-28T23:00:00.000Z');
    });

    it('still returns an occurrence that started yesterday and runs past midnight', () => {
      // Friday 22:00 for 4 hours; at 01:00 on Saturday in Paphos it is still on.
      const fridayNight: EventSchedule = {
        kind: 'weekly',
        weekday: 5,
        hour: 22,
        minute: 0,
        durationMinutes: 240,
      };
      const next = nextOccurrence(fridayNight, at('2026-11-27T23:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-11-27T20:00:00.000Z');
      expect(iso(next.endTime)).toBe('2026-11-28T00:00:00.000Z');
    });

    it('is never in the past', () => {
      const now = at('2026-05-06T09:15:00Z');
      for (let weekday = 0; weekday < 7; weekday++) {
        const next = nextOccurrence(
          { kind: 'weekly', weekday, hour: 12, minute: 0, durationMinutes: 60 },
          now,
        );
        expect(next.endTime.getTime()).toBeGreaterThan(now.getTime());
        expect(next.startTime.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 24 * 3_600_000);
        expect(nicosiaDate(next.startTime).weekday).toBe(weekday);
      }
    });
  });

  describe('of a weekly event that runs only in some months', () => {
    const summerShow: EventSchedule = {
      kind: 'weekly',
      weekday: 6,
      hour: 12,
      minute: 0,
      durationMinutes: 30,
      months: [4, 5, 6, 7, 8, 9, 10],
    };

    it('waits for the first week of its season', () => {
      // Monday 23 November 2026 → the first Saturday of April 2027, 12:00 summer time.
      expect(iso(nextOccurrence(summerShow, at('2026-11-23T10:00:00Z')).startTime)).toBe(
        '2027-04-03T09:00:00.000Z',
      );
    });

    it('is the coming weekday inside its season', () => {
      expect(iso(nextOccurrence(summerShow, at('2026-07-13T10:00:00Z')).startTime)).toBe(
        '2026-07-18T09:00:00.000Z',
      );
    });

    it('stops after the last week of its season', () => {
      // The last Saturday of October 2026 is the 31st (12:00 is 10:00 UTC, winter time again); then April.
      expect(iso(nextOccurrence(summerShow, at('2026-10-31T10:30:00Z')).startTime)).toBe(
        '2027-04-03T09:00:00.000Z',
      );
    });
  });

  describe('of a feast tied to Orthodox Easter', () => {
    // Kataklysmos is kept on Pentecost Monday, 50 days after Easter; Green Monday is 48 days before it.
    const kataklysmos: EventSchedule = {
      kind: 'orthodox-easter',
      daysAfterEaster: 50,
      hour: 18,
      minute: 0,
      durationMinutes: 240,
    };
    const greenMonday: EventSchedule = { ...kataklysmos, daysAfterEaster: -48, hour: 10 };
    const paphosDate = (date: Date) => {
      const { year, month, day } = nicosiaDate(date);
      return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    };

    it.each([
      [2026, '2026-06-01', '2026-02-23'],
      [2027, '2027-06-21', '2027-03-15'],
      [2028, '2028-06-05', '2028-02-28'],
      [2029, '2029-05-28', '2029-02-19'],
      [2030, '2030-06-17', '2030-03-11'],
    ])('lands on the right days in %i', (year, kataklysmosDay, greenMondayDay) => {
      const newYear = nicosiaTime(year, 1, 1, 0, 0);
      expect(paphosDate(nextOccurrence(kataklysmos, newYear).startTime)).toBe(kataklysmosDay);
      expect(paphosDate(nextOccurrence(greenMonday, newYear).startTime)).toBe(greenMondayDay);
    });

    it("is next year's once this year's has ended", () => {
      const next = nextOccurrence(kataklysmos, at('2026-06-01T20:00:00Z'));
      expect(iso(next.startTime)).toBe('2027-06-21T15:00:00.000Z');
    });
  });

  describe('of an annual event', () => {
    const christmasConcert: EventSchedule = {
      kind: 'annual',
      month: 12,
      day: 24,
      hour: 18,
      minute: 0,
      durationMinutes: 180,
    };

    it('is this year when the date is still to come', () => {
      const next = nextOccurrence(christmasConcert, at('2026-11-23T10:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-12-24T16:00:00.000Z');
      expect(iso(next.endTime)).toBe('2026-12-24T19:00:00.000Z');
    });

    it('is the running occurrence while it is still going on', () => {
      const next = nextOccurrence(christmasConcert, at('2026-12-24T18:59:00Z'));
      expect(iso(next.startTime)).toBe('2026-12-24T16:00:00.000Z');
    });

    it('is next year once it has ended', () => {
      const next = nextOccurrence(christmasConcert, at('2026-12-24T19:00:00Z'));
      expect(iso(next.startTime)).toBe('2027-12-24T16:00:00.000Z');
    });

    it('uses summer time for a summer date', () => {
      const festival: EventSchedule = {
        kind: 'annual',
        month: 8,
        day: 15,
        hour: 20,
        minute: 30,
        durationMinutes: 120,
      };
      const next = nextOccurrence(festival, at('2026-11-23T10:00:00Z'));
      expect(iso(next.startTime)).toBe('2027-08-15T17:30:00.000Z');
      expect(iso(next.endTime)).toBe('2027-08-15T19:30:00.000Z');
    });

    it("keeps last year's New Year's Eve party while it runs past midnight", () => {
      const party: EventSchedule = {
        kind: 'annual',
        month: 12,
        day: 31,
        hour: 22,
        minute: 0,
        durationMinutes: 240,
      };
      // 01:00 on 1 January 2027 in Paphos.
      const next = nextOccurrence(party, at('2026-12-31T23:00:00Z'));
      expect(iso(next.startTime)).toBe('2026-12-31T20:00:00.000Z');
      expect(iso(next.endTime)).toBe('2027-01-01T00:00:00.000Z');
    });

    it('uses the year in Paphos, not in UTC', () => {
      // 22:30 UTC on 31 December 2026 is 00:30 on 1 January 2027 in Paphos.
      const newYear: EventSchedule = {
        kind: 'annual',
        month: 1,
        day: 1,
        hour: 0,
        minute: 0,
        durationMinutes: 60,
      };
      const next = nextOccurrence(newYear, at('2026-12-31T22:30:00Z'));
      expect(iso(next.startTime)).toBe('2026-12-31T22:00:00.000Z');
    });
  });
});
