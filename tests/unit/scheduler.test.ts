import { describe, expect, it } from 'vitest';
import { nextRunAfter } from '../../src/server/lib/next-run';

describe('nextRunAfter', () => {
  const daily = { pattern: '0 6 * * *' };

  it('reads 06:00 in Paphos time: 04:00 UTC in winter', () => {
    expect(nextRunAfter(daily, new Date('2026-11-23T10:00:00Z'))?.toISOString()).toBe(
      '2026-11-24T04:00:00.000Z',
    );
  });

  it('and 03:00 UTC in summer', () => {
    expect(nextRunAfter(daily, new Date('2026-07-01T02:00:00Z'))?.toISOString()).toBe(
      '2026-07-01T03:00:00.000Z',
    );
  });

  it('crosses the spring clock change on the right day', () => {
    // Cyprus moves to UTC+3 on Sunday 29 March 2026.
    expect(nextRunAfter(daily, new Date('2026-03-28T05:00:00Z'))?.toISOString()).toBe(
      '2026-03-29T03:00:00.000Z',
    );
  });
});
