import { describe, expect, it } from 'vitest';
import { syncDuration, syncTypeLabel, syncWhen } from '../../src/web/features/sync/sync-log-format';

describe('syncTypeLabel', () => {
  it('names the place and tour syncs, and any other kind by its own name', () => {
    expect(syncTypeLabel('places')).toBe('Places sync');
    expect(syncTypeLabel('tours')).toBe('Tours sync');
    expect(syncTypeLabel('events')).toBe('Events sync');
  });
});

describe('syncWhen', () => {
  it('gives the start in Paphos time (UTC+2 in winter)', () => {
    expect(syncWhen('2026-11-23T04:00:00Z')).toBe('23 Nov 2026, 06:00');
  });

  it('follows summer time (UTC+3)', () => {
    expect(syncWhen('2026-07-01T03:00:00Z')).toBe('1 Jul 2026, 06:00');
  });
});

describe('syncDuration', () => {
  it('gives tenths of a second under 10 s', () => {
    expect(syncDuration('2026-11-23T04:00:00.000Z', '2026-11-23T04:00:00.400Z')).toBe('0.4 s');
  });

  it('gives whole seconds under a minute, then minutes and seconds', () => {
    expect(syncDuration('2026-11-23T04:00:00Z', '2026-11-23T04:00:12Z')).toBe('12 s');
    expect(syncDuration('2026-11-23T04:00:00Z', '2026-11-23T04:03:05Z')).toBe('3 min 5 s');
    expect(syncDuration('2026-11-23T04:00:00Z', '2026-11-23T04:02:00Z')).toBe('2 min');
  });

  it('never goes negative when the clocks disagree', () => {
    expect(syncDuration('2026-11-23T04:00:05Z', '2026-11-23T04:00:00Z')).toBe('0.0 s');
  });
});
