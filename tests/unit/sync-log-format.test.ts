import { describe, expect, it } from 'vitest';
import {
  nextSyncLabel,
  placeSyncSummary,
  syncDuration,
  syncSourceNote,
  syncStatusLabel,
  syncTriggerLabel,
  syncTypeLabel,
  syncWhen,
} from '../../src/web/features/sync/sync-log-format';

describe('syncTypeLabel', () => {
  it('names the place and tour syncs, and any other kind by its own name', () => {
    expect(syncTypeLabel('places')).toBe('Places sync');
    expect(syncTypeLabel('tours')).toBe('Tours sync');
    expect(syncTypeLabel('event-feed')).toBe('Calendar feed import');
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

describe('syncTriggerLabel', () => {
  it('says whether a button or the daily job started the run, and nothing for older rows', () => {
    expect(syncTriggerLabel('manual')).toBe('Manual');
    expect(syncTriggerLabel('scheduled')).toBe('Scheduled');
    expect(syncTriggerLabel(null)).toBeNull();
  });
});

describe('syncStatusLabel and syncSourceNote', () => {
  it('does not call a run on the bundled data a plain success, and says where its items came from', () => {
    const bundled = { status: 'success', source: 'the bundled sample tours (no Viator API key)' };
    expect(syncStatusLabel(bundled)).toBe('Succeeded with bundled data');
    expect(syncSourceNote(bundled.source)).toBe('From the bundled sample tours (no Viator API key).');
  });

  it('reads a live run as before', () => {
    expect(syncStatusLabel({ status: 'success', source: null })).toBe('Succeeded');
    expect(syncStatusLabel({ status: 'partial', source: null })).toBe('Partly succeeded');
    expect(syncStatusLabel({ status: 'failed', source: null })).toBe('Failed');
    expect(syncStatusLabel({ status: 'odd', source: null })).toBe('odd');
    expect(syncSourceNote(null)).toBeNull();
  });

  it('names the live source a place sync ran on, as a plain success', () => {
    expect(syncStatusLabel({ status: 'success', source: 'OpenStreetMap' })).toBe('Succeeded');
    expect(syncSourceNote('OpenStreetMap')).toBe('From OpenStreetMap.');
  });

  it('says why the bundled places stood in for OpenStreetMap', () => {
    const standIn = { status: 'success', source: 'the bundled places (OpenStreetMap could not be reached)' };
    expect(syncStatusLabel(standIn)).toBe('Succeeded with bundled data');
    expect(syncSourceNote(standIn.source)).toBe(
      'From the bundled places (OpenStreetMap could not be reached).',
    );
  });
});

describe('placeSyncSummary', () => {
  const log = {
    id: 1,
    syncType: 'places',
    status: 'success',
    startedAt: '2026-11-23T04:00:00Z',
    completedAt: '2026-11-23T04:00:01Z',
    itemsAdded: 3,
    itemsUpdated: 1,
    itemsArchived: 0,
    errorMessage: null,
    trigger: 'manual' as const,
    source: null,
  };

  it('gives the counts of a live run', () => {
    expect(placeSyncSummary(log)).toBe('Places: 3 added, 1 updated, 0 archived.');
  });

  it('names the bundled places when they stood in', () => {
    expect(placeSyncSummary({ ...log, source: 'the bundled places (PLACES_SOURCE=bundled)' })).toBe(
      'Places: 3 added, 1 updated, 0 archived. From the bundled places (PLACES_SOURCE=bundled).',
    );
  });

  it('names the live source that ran', () => {
    expect(placeSyncSummary({ ...log, source: 'OpenStreetMap' })).toBe(
      'Places: 3 added, 1 updated, 0 archived. From OpenStreetMap.',
    );
  });
});

describe('nextSyncLabel', () => {
  it('says today when 06:00 Paphos time is still ahead', () => {
    // 03:00 in Paphos (UTC+2 in November).
    expect(nextSyncLabel('2026-11-23T04:00:00Z', new Date('2026-11-23T01:00:00Z'))).toBe(
      'today at 06:00 (23 Nov 2026)',
    );
  });

  it('says tomorrow once it has passed, by the Paphos date (UTC is still on the day before)', () => {
    expect(nextSyncLabel('2026-11-24T04:00:00Z', new Date('2026-11-23T10:00:00Z'))).toBe(
      'tomorrow at 06:00 (24 Nov 2026)',
    );
    // 23:30 UTC on 22 Nov is 01:30 on 23 Nov in Paphos: the next 06:00 is today there.
    expect(nextSyncLabel('2026-11-23T04:00:00Z', new Date('2026-11-22T23:30:00Z'))).toBe(
      'today at 06:00 (23 Nov 2026)',
    );
  });

  it('gives the date for anything later', () => {
    expect(nextSyncLabel('2026-11-26T04:00:00Z', new Date('2026-11-23T10:00:00Z'))).toBe(
      '26 Nov 2026 at 06:00',
    );
  });

  it('follows summer time', () => {
    expect(nextSyncLabel('2026-07-02T03:00:00Z', new Date('2026-07-01T12:00:00Z'))).toBe(
      'tomorrow at 06:00 (2 Jul 2026)',
    );
  });
});
