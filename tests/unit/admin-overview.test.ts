import { describe, expect, it } from 'vitest';
import type { SyncLog } from '../../src/common/schemas/sync';
import { placeCountsNote } from '../../src/web/features/admin/stats-format';
import { clampPublishQuantity } from '../../src/web/features/places/admin/publishing';
import { lastSyncLabel, syncFailureSummary } from '../../src/web/features/sync/sync-log-format';
import { jobProgressLabel } from '../../src/web/lib/job-progress';

const log = (syncType: string, startedAt: string): SyncLog => ({
  id: 1,
  syncType,
  status: 'success',
  startedAt,
  completedAt: startedAt,
  itemsAdded: 0,
  itemsUpdated: 0,
  itemsArchived: 0,
  errorMessage: null,
  trigger: 'scheduled',
  source: null,
});

describe('clampPublishQuantity', () => {
  it('keeps a quantity from 1 to 50 as it is', () => {
    expect(clampPublishQuantity('1')).toBe(1);
    expect(clampPublishQuantity('17')).toBe(17);
    expect(clampPublishQuantity(50)).toBe(50);
  });

  it('clamps below 1 to 1 and above 50 to 50', () => {
    expect(clampPublishQuantity('0')).toBe(1);
    expect(clampPublishQuantity('-4')).toBe(1);
    expect(clampPublishQuantity('51')).toBe(50);
    expect(clampPublishQuantity('9999')).toBe(50);
  });

  it('turns input that is not a number into 1', () => {
    expect(clampPublishQuantity('')).toBe(1);
    expect(clampPublishQuantity('abc')).toBe(1);
    expect(clampPublishQuantity(Number.NaN)).toBe(1);
  });

  it('drops a fraction', () => {
    expect(clampPublishQuantity('3.7')).toBe(3);
  });
});

describe('lastSyncLabel', () => {
  it("says 'Never' when no place sync has run", () => {
    expect(lastSyncLabel([])).toBe('Never');
    expect(lastSyncLabel([log('tours', '2026-11-20T10:00:00Z')])).toBe('Never');
  });

  it('gives the day and short month of the newest place sync, whatever the order', () => {
    expect(
      lastSyncLabel([
        log('places', '2026-10-02T04:00:00Z'),
        log('places', '2026-11-21T04:00:00Z'),
        log('tours', '2026-11-22T04:00:00Z'),
      ]),
    ).toBe('21 Nov');
  });

  it('reads the date in Paphos time: 23:30 UTC on 30 Nov is already 1 Dec there', () => {
    expect(lastSyncLabel([log('places', '2026-11-30T23:30:00Z')])).toBe('1 Dec');
  });
});

describe('jobProgressLabel', () => {
  it('is empty when the job is not running or has reported nothing', () => {
    expect(jobProgressLabel(undefined)).toBeNull();
    expect(jobProgressLabel({ running: false, startedAt: null, progress: null })).toBeNull();
    expect(jobProgressLabel({ running: true, startedAt: '2026-11-23T06:00:00Z', progress: null })).toBeNull();
  });

  it('names the step, which of how many, and what was found so far', () => {
    expect(
      jobProgressLabel({
        running: true,
        startedAt: '2026-11-23T06:00:00Z',
        progress: { step: 'Fetching beaches', done: 2, total: 10, added: 24 },
      }),
    ).toBe('Fetching beaches (3 of 10) · 24 found so far');
  });

  it('leaves out the count once every part is done', () => {
    expect(
      jobProgressLabel({
        running: true,
        startedAt: '2026-11-23T06:00:00Z',
        progress: { step: 'Saving 40 places', done: 10, total: 10 },
      }),
    ).toBe('Saving 40 places');
  });
});

describe('syncFailureSummary', () => {
  it('gives a one-line message as it is', () => {
    expect(syncFailureSummary('Beaches: Google Places answered 500')).toBe(
      'Beaches: Google Places answered 500',
    );
  });

  it('gives the first of several lines and how many more there are', () => {
    expect(syncFailureSummary('Restaurants: down\nBars: down\nCafes: down')).toBe(
      'Restaurants: down (and 2 more: see Sync Logs)',
    );
  });

  it('falls back to a plain sentence when the run left no message', () => {
    expect(syncFailureSummary(null)).toBe('The places source failed.');
    expect(syncFailureSummary('\n')).toBe('The places source failed.');
  });
});

describe('placeCountsNote', () => {
  it('names every status the total counts, archived too, so the figures add up to it', () => {
    expect(placeCountsNote({ activePlaces: 95, pendingPlaces: 30, archivedPlaces: 5 })).toBe(
      '95 published · 30 pending · 5 archived',
    );
  });
});
