import { describe, expect, it } from 'vitest';
import { BADGE_WINDOW_DAYS, placeBadge } from '../../src/common/badge';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('placeBadge', () => {
  it('uses a 7-day window', () => {
    expect(BADGE_WINDOW_DAYS).toBe(7);
  });

  it("is 'New' for a place created today", () => {
    expect(placeBadge(ago(60_000), ago(60_000), NOW)).toBe('New');
  });

  it("is 'New' for a place created exactly 7 days ago", () => {
    expect(placeBadge(ago(7 * DAY_MS), null, NOW)).toBe('New');
  });

  it('is not new one millisecond past 7 days', () => {
    expect(placeBadge(ago(7 * DAY_MS + 1), null, NOW)).toBeNull();
  });

  it("prefers 'New' over 'Updated' when both are recent", () => {
    expect(placeBadge(ago(DAY_MS), ago(1000), NOW)).toBe('New');
  });

  it("is 'Updated' for an old place updated within 7 days", () => {
    expect(placeBadge(ago(30 * DAY_MS), ago(2 * DAY_MS), NOW)).toBe('Updated');
  });

  it("is 'Updated' for an old place updated exactly 7 days ago", () => {
    expect(placeBadge(ago(30 * DAY_MS), ago(7 * DAY_MS), NOW)).toBe('Updated');
  });

  it('has no badge when the update is older than 7 days', () => {
    expect(placeBadge(ago(30 * DAY_MS), ago(7 * DAY_MS + 1), NOW)).toBeNull();
  });

  it('has no badge for an old place without an update time', () => {
    expect(placeBadge(ago(30 * DAY_MS), null, NOW)).toBeNull();
    expect(placeBadge(ago(30 * DAY_MS), undefined, NOW)).toBeNull();
  });

  it('accepts ISO strings', () => {
    expect(placeBadge('2026-06-10T00:00:00.000Z', null, NOW)).toBe('New');
    expect(placeBadge('2026-01-01T00:00:00.000Z', '2026-06-14T00:00:00.000Z', NOW)).toBe('Updated');
    expect(placeBadge('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', NOW)).toBeNull();
  });

  it('defaults now to the current time', () => {
    expect(placeBadge(new Date(), null)).toBe('New');
    expect(placeBadge(new Date(Date.now() - 8 * DAY_MS), null)).toBeNull();
  });
});
