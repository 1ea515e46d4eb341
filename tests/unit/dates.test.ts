import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from '../../src/common/dates';

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
