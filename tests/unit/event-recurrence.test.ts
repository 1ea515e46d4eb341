import { describe, expect, it } from 'vitest';
import { recurrenceText } from '../../src/common/event-recurrence';

describe('recurrenceText', () => {
  it('says nothing of a one-off event', () => {
    expect(recurrenceText({ kind: 'once', startDate: '2027-07-10', endDate: null })).toBeNull();
  });

  it('names the weekday of a weekly event, and its months in order', () => {
    expect(recurrenceText({ kind: 'weekly', weekday: 6, months: [] })).toBe('Every Saturday');
    expect(recurrenceText({ kind: 'weekly', weekday: 6, months: [8, 6, 7] })).toBe(
      'Every Saturday in June to August',
    );
    expect(recurrenceText({ kind: 'weekly', weekday: 6, months: [4, 5, 6, 7, 8, 9, 10] })).toBe(
      'Every Saturday in April to October',
    );
    expect(recurrenceText({ kind: 'weekly', weekday: 6, months: [6, 8] })).toBe(
      'Every Saturday in June and August',
    );
    expect(recurrenceText({ kind: 'weekly', weekday: 6, months: [1, 2, 3, 5, 12] })).toBe(
      'Every Saturday in January to March, May and December',
    );
  });

  it('names the nth weekday of a monthly event', () => {
    expect(recurrenceText({ kind: 'monthly', week: 1, weekday: 0, months: [] })).toBe(
      'First Sunday of every month',
    );
    expect(recurrenceText({ kind: 'monthly', week: -1, weekday: 5, months: [5] })).toBe(
      'Last Friday of the month in May',
    );
  });

  it('gives the date of a yearly event', () => {
    expect(recurrenceText({ kind: 'annual', month: 1, day: 6 })).toBe('Every year on 6 January');
  });

  it('counts the days from Orthodox Easter, before or after', () => {
    expect(recurrenceText({ kind: 'orthodox-easter', daysAfterEaster: 50 })).toBe(
      '50 days after Orthodox Easter, every year',
    );
    expect(recurrenceText({ kind: 'orthodox-easter', daysAfterEaster: -1 })).toBe(
      '1 day before Orthodox Easter, every year',
    );
    expect(recurrenceText({ kind: 'orthodox-easter', daysAfterEaster: 0 })).toBe(
      'Orthodox Easter Sunday, every year',
    );
  });
});
