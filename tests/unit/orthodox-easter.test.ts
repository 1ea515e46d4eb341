import { describe, expect, it } from 'vitest';
import { orthodoxEaster } from '../../src/server/lib/orthodox-easter';

// Published dates of Orthodox Easter Sunday (the Church of Cyprus calendar).
const KNOWN_EASTERS: Array<[number, number, number]> = [
  [2024, 5, 5],
  [2025, 4, 20],
  [2026, 4, 12],
  [2027, 5, 2],
  [2028, 4, 16],
  [2029, 4, 8],
  [2030, 4, 28],
  [2031, 4, 13],
  [2034, 4, 9],
];

describe('orthodoxEaster', () => {
  it.each(KNOWN_EASTERS)('is the published date in %i', (year, month, day) => {
    expect(orthodoxEaster(year)).toEqual({ month, day });
  });

  it('always falls on a Sunday between 4 April and 8 May', () => {
    for (let year = 1900; year <= 2099; year++) {
      const { month, day } = orthodoxEaster(year);
      const date = new Date(Date.UTC(year, month - 1, day));
      expect(date.getUTCDay()).toBe(0);
      expect(month * 100 + day).toBeGreaterThanOrEqual(404);
      expect(month * 100 + day).toBeLessThanOrEqual(508);
    }
  });

  it('refuses years outside 1900-2099, where the 13-day calendar gap is different', () => {
    expect(() => orthodoxEaster(2100)).toThrow(RangeError);
    expect(() => orthodoxEaster(1899)).toThrow(RangeError);
  });
});
