import { describe, expect, it } from 'vitest';
import { pinsDueBy } from '../../src/server/jobs/pinterest';

const at = (hour: number, minute = 0) => hour * 60 + minute;

describe('pinsDueBy', () => {
  it('posts nothing when posting is off (0 a day)', () => {
    expect(pinsDueBy(0, at(23))).toBe(0);
  });

  it('posts nothing before 08:00', () => {
    expect(pinsDueBy(3, at(7, 59))).toBe(0);
  });

  it('spreads the pins evenly from 08:00 to 22:00', () => {
    // 2 a day: 08:00 and 15:00.
    expect(pinsDueBy(2, at(8))).toBe(1);
    expect(pinsDueBy(2, at(14, 59))).toBe(1);
    expect(pinsDueBy(2, at(15))).toBe(2);
    // 10 a day: every 84 minutes.
    expect(pinsDueBy(10, at(9, 23))).toBe(1);
    expect(pinsDueBy(10, at(9, 24))).toBe(2);
  });

  it('never asks for more pins than the day allows', () => {
    expect(pinsDueBy(3, at(23, 59))).toBe(3);
    expect(pinsDueBy(10, at(22))).toBe(10);
  });
});
