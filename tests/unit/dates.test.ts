import { describe, expect, it } from 'vitest';
import {
  calendarTileParts,
  formatArticleDate,
  formatLongDate,
  formatShortDate,
} from '../../src/common/dates';

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
