import { describe, expect, it } from 'vitest';
import {
  dayOf,
  filterRange,
  overlapsRange,
  presetRange,
  rangeProblem,
  whenFilterFromParams,
} from '../../src/common/whats-on-range';

const iso = (range: { from: Date; to: Date | null }) => ({
  from: range.from.toISOString(),
  to: range.to?.toISOString() ?? null,
});

describe('presetRange (Paphos time)', () => {
  // Friday 27 November 2026, 10:00 in Paphos (UTC+2).
  const friday = new Date('2026-11-27T08:00:00Z');

  it('today: midnight to midnight in Paphos', () => {
    expect(iso(presetRange('today', friday))).toEqual({
      from: '2026-11-26T22:00:00.000Z',
      to: '2026-11-27T22:00:00.000Z',
    });
  });

  it('today after midnight in Paphos is the next day, though UTC still has the day before', () => {
    // 00:30 on Saturday in Paphos is 22:30 on Friday in UTC.
    expect(iso(presetRange('today', new Date('2026-11-27T22:30:00Z')))).toEqual({
      from: '2026-11-27T22:00:00.000Z',
      to: '2026-11-28T22:00:00.000Z',
    });
  });

  it('this weekend on a weekday: the coming Saturday and Sunday', () => {
    expect(iso(presetRange('weekend', friday))).toEqual({
      from: '2026-11-27T22:00:00.000Z',
      to: '2026-11-29T22:00:00.000Z',
    });
  });

  it('this weekend at the end of a month: Saturday 31 January and Sunday 1 February', () => {
    expect(iso(presetRange('weekend', new Date('2026-01-29T12:00:00Z')))).toEqual({
      from: '2026-01-30T22:00:00.000Z',
      to: '2026-02-01T22:00:00.000Z',
    });
  });

  it('this weekend at the end of the year: Saturday 2 and Sunday 3 January, from a Wednesday in December', () => {
    expect(iso(presetRange('weekend', new Date('2026-12-30T10:00:00Z')))).toEqual({
      from: '2027-01-01T22:00:00.000Z',
      to: '2027-01-03T22:00:00.000Z',
    });
  });

  it('this weekend on Saturday is today and tomorrow; on Sunday, today only', () => {
    expect(iso(presetRange('weekend', new Date('2026-11-28T15:00:00Z')))).toEqual({
      from: '2026-11-27T22:00:00.000Z',
      to: '2026-11-29T22:00:00.000Z',
    });
    expect(iso(presetRange('weekend', new Date('2026-11-29T15:00:00Z')))).toEqual({
      from: '2026-11-28T22:00:00.000Z',
      to: '2026-11-29T22:00:00.000Z',
    });
  });

  it('this weekend when summer time ends on its Sunday (25 October 2026): 49 hours', () => {
    const range = presetRange('weekend', new Date('2026-10-22T09:00:00Z'));
    // Saturday midnight in summer time (UTC+3) to Monday midnight in winter time (UTC+2).
    expect(iso(range)).toEqual({ from: '2026-10-23T21:00:00.000Z', to: '2026-10-25T22:00:00.000Z' });
    expect((range.to.getTime() - range.from.getTime()) / 3_600_000).toBe(49);
  });

  it('today when summer time starts (Sunday 28 March 2027) is 23 hours long', () => {
    const range = presetRange('today', new Date('2027-03-28T10:00:00Z'));
    expect(iso(range)).toEqual({ from: '2027-03-27T22:00:00.000Z', to: '2027-03-28T21:00:00.000Z' });
  });

  it('this week: today and the six days after', () => {
    expect(iso(presetRange('week', friday))).toEqual({
      from: '2026-11-26T22:00:00.000Z',
      to: '2026-12-03T22:00:00.000Z',
    });
  });

  it('this month: today to the first of next month, across the year end', () => {
    expect(iso(presetRange('month', friday))).toEqual({
      from: '2026-11-26T22:00:00.000Z',
      to: '2026-11-30T22:00:00.000Z',
    });
    expect(iso(presetRange('month', new Date('2026-12-15T10:00:00Z')))).toEqual({
      from: '2026-12-14T22:00:00.000Z',
      to: '2026-12-31T22:00:00.000Z',
    });
  });

  it('this month in October ends at midnight in winter time', () => {
    expect(presetRange('month', new Date('2026-10-10T10:00:00Z')).to.toISOString()).toBe(
      '2026-10-31T22:00:00.000Z',
    );
  });
});

describe('chosen ranges', () => {
  it('covers both days, midnight to midnight in Paphos', () => {
    const filter = whenFilterFromParams({ from: '2026-12-01', to: '2026-12-03' });
    expect(filter).toEqual({ kind: 'days', from: '2026-12-01', to: '2026-12-03' });
    expect(iso(filterRange(filter, new Date()))).toEqual({
      from: '2026-11-30T22:00:00.000Z',
      to: '2026-12-03T22:00:00.000Z',
    });
  });

  it('says what is wrong with a range', () => {
    expect(rangeProblem('2026-12-03', '2026-12-01')).toBe('The end date must be on or after the start date');
    expect(rangeProblem('2026-02-30', '2026-03-01')).toBe('Choose both dates as YYYY-MM-DD');
    expect(rangeProblem('2026-12-01', null)).toBe('Choose both dates as YYYY-MM-DD');
    expect(rangeProblem('1/12/2026', '2026-12-05')).toBe('Choose both dates as YYYY-MM-DD');
    expect(rangeProblem('2026-01-01', '2027-01-02')).toBe('Choose at most 366 days');
    expect(rangeProblem('2026-01-01', '2027-01-01')).toBeNull();
    expect(rangeProblem('2026-12-05', '2026-12-05')).toBeNull();
  });

  it('reads an address: a preset wins, a broken range is every upcoming event', () => {
    expect(whenFilterFromParams({ when: 'weekend' })).toEqual({ kind: 'preset', when: 'weekend' });
    expect(whenFilterFromParams({ when: 'someday' })).toEqual({ kind: 'all' });
    expect(whenFilterFromParams({ from: '2026-12-05', to: '2026-12-01' })).toEqual({ kind: 'all' });
    expect(whenFilterFromParams({})).toEqual({ kind: 'all' });
    const now = new Date('2026-11-27T08:00:00Z');
    expect(filterRange({ kind: 'all' }, now)).toEqual({ from: now, to: null });
  });

  it('gives the Paphos day of an instant for a date field', () => {
    expect(dayOf(new Date('2026-11-27T22:30:00Z'))).toBe('2026-11-28');
    expect(dayOf(new Date('2026-11-27T21:30:00Z'))).toBe('2026-11-27');
  });
});

describe('overlapsRange', () => {
  const range = { from: new Date('2026-11-27T22:00:00Z'), to: new Date('2026-11-29T22:00:00Z') };

  it('keeps an event that starts in the range or runs into it', () => {
    expect(overlapsRange({ startTime: '2026-11-28T18:00:00Z', endTime: null }, range)).toBe(true);
    expect(overlapsRange({ startTime: '2026-11-20T08:00:00Z', endTime: '2026-12-05T20:00:00Z' }, range)).toBe(
      true,
    );
  });

  it('leaves out one that ends as the range starts, or starts as it ends', () => {
    // An all-day Friday ends at midnight, when Saturday starts.
    expect(overlapsRange({ startTime: '2026-11-26T22:00:00Z', endTime: '2026-11-27T22:00:00Z' }, range)).toBe(
      false,
    );
    expect(overlapsRange({ startTime: '2026-11-29T22:00:00Z', endTime: null }, range)).toBe(false);
  });
});
