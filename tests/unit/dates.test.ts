import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import {
  calendarTileParts,
  formatArticleDate,
  formatLongDate,
  formatShortDate,
  formatTimeOfDay,
} from '../../src/common/dates';
import { translatedWeekdayDate } from '../../src/common/translated-dates';

/** The English messages, as the page reads them (src/web/i18n/en.json). */
const { t } = catalogueMessages('en');

// Midday UTC, so the calendar day is the same in every time zone from UTC-11 to UTC+11.
describe('formatLongDate', () => {
  it('writes day, long month, year in British order', () => {
    expect(formatLongDate(new Date('2026-03-05T12:00:00Z'))).toBe('5 March 2026');
  });

  it('does not pad the day', () => {
    expect(formatLongDate(new Date('2026-11-01T12:00:00Z'))).toBe('1 November 2026');
  });

  it('accepts an ISO string', () => {
    expect(formatLongDate('2025-12-25T12:00:00.000Z')).toBe('25 December 2025');
  });
});

describe('formatShortDate', () => {
  it('writes day, short month, year in British order', () => {
    expect(formatShortDate(new Date('2026-03-05T12:00:00Z'))).toBe('5 Mar 2026');
  });

  it('accepts an ISO string', () => {
    expect(formatShortDate('2025-12-25T12:00:00.000Z')).toBe('25 Dec 2025');
  });
});

// 23:30 UTC on 5 March is 01:30 on 6 March in Paphos (UTC+2): the day a visitor there lives it.
const LATE_UTC = '2026-03-05T23:30:00Z';

describe('dates fall on the day they are in Paphos, whatever the time zone of the server or browser', () => {
  it('in every format', () => {
    expect(formatShortDate(LATE_UTC)).toBe('6 Mar 2026');
    expect(formatLongDate(LATE_UTC)).toBe('6 March 2026');
    expect(calendarTileParts(LATE_UTC)).toEqual({ day: '6', month: 'Mar' });
    expect(formatArticleDate(LATE_UTC, 'short')).toBe('Mar 6, 2026');
  });

  it('in summer time too (UTC+3)', () => {
    expect(formatShortDate('2026-07-31T21:30:00Z')).toBe('1 Aug 2026');
  });
});

describe('formatArticleDate', () => {
  it("writes SPEC 2's 'MMM d, yyyy' and 'MMMM d, yyyy'", () => {
    expect(formatArticleDate('2026-03-05T12:00:00Z', 'short')).toBe('Mar 5, 2026');
    expect(formatArticleDate('2026-03-05T12:00:00Z', 'long')).toBe('March 5, 2026');
  });
});

describe('every format', () => {
  const inPaphos = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Europe/Nicosia' });
  const gb = {
    long: inPaphos('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
    short: inPaphos('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
    weekday: inPaphos('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    time: inPaphos('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
  const us = {
    short: inPaphos('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    long: inPaphos('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
  };

  it("writes what Intl writes in Paphos (en-GB, en-US's guide dates) for every day of 2025-2032 at five times", () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2033, 0, 1); day += 86_400_000) {
      for (const minutes of [0, 59, 21 * 60 + 30, 22 * 60 + 15, 23 * 60 + 59]) {
        const at = new Date(day + minutes * 60_000);
        const ours = [
          formatLongDate(at),
          formatShortDate(at),
          translatedWeekdayDate(t, at),
          formatTimeOfDay(at),
          formatArticleDate(at, 'short'),
          formatArticleDate(at, 'long'),
        ];
        const theirs = [
          gb.long.format(at),
          gb.short.format(at),
          gb.weekday.format(at).replace(',', ''),
          gb.time.format(at),
          us.short.format(at),
          us.long.format(at),
        ];
        if (ours.join('|') !== theirs.join('|')) mismatches.push(`${at.toISOString()}: ${ours} vs ${theirs}`);
      }
    }
    expect(mismatches.slice(0, 3)).toEqual([]);
  });

  it("shortens September the British way on cards ('Sept') and the American way on guides ('Sep')", () => {
    expect(formatShortDate('2026-09-05T12:00:00Z')).toBe('5 Sept 2026');
    expect(calendarTileParts('2026-09-05T12:00:00Z')).toEqual({ day: '5', month: 'Sept' });
    expect(formatArticleDate('2026-09-05T12:00:00Z', 'short')).toBe('Sep 5, 2026');
  });

  it('refuses a value that is not a date, as Intl did', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
  });
});

/**
 * The first Intl.DateTimeFormat a browser builds loads its date and time-zone data (100-250 ms at
 * Lighthouse's 4x slower CPU): pages write their dates without one.
 */
describe('writing dates builds no Intl.DateTimeFormat', () => {
  const RealDateTimeFormat = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = RealDateTimeFormat;
  });

  it('on the home page, event cards, event pages and guides', async () => {
    let built = 0;
    Intl.DateTimeFormat = new Proxy(RealDateTimeFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        built += 1;
        return new target(...args);
      },
    });
    vi.resetModules();
    await import('../../src/web/pages/home');
    await import('../../src/web/page-data');
    const { eventWhen } = await import('../../src/web/features/events/components/event-card');
    const { eventTiming } = await import('../../src/web/features/events/event-page');
    const dates = await import('../../src/common/dates');

    expect(eventWhen(t, { startTime: '2026-07-07T05:05:00Z', timeToBeConfirmed: false })).toBe(
      '7 Jul 2026 · 08:05',
    );
    expect(eventWhen(t, { startTime: '2026-07-07T05:05:00Z', timeToBeConfirmed: true })).toBe(
      '7 Jul 2026 · time to be confirmed',
    );
    expect(eventTiming(t, { startTime: '2026-03-07T06:00:00Z', endTime: '2026-03-07T11:00:00Z' }).date).toBe(
      'Saturday 7 March 2026',
    );
    expect(dates.formatArticleDate('2026-03-05T12:00:00Z', 'long')).toBe('March 5, 2026');
    expect(dates.calendarTileParts('2026-03-05T12:00:00Z')).toEqual({ day: '5', month: 'Mar' });
    expect(built).toBe(0);
  });
});
