import { PLACE_SYNC_JOB, PLACE_SYNC_PATTERN, syncPlaces } from '../modules/sync/place-sync';
import type { ScheduledJob } from './scheduler';

/** The daily place sync at 06:00 Paphos time; the same run as the dashboard's 'Manual Sync', logged as scheduled. */
export const placeSyncJob: ScheduledJob = {
  name: PLACE_SYNC_JOB,
  pattern: PLACE_SYNC_PATTERN,
  run: (ctx, lease) => syncPlaces(ctx, lease, 'scheduled'),
};
