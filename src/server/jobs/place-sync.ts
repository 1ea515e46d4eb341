import { PLACE_SYNC_JOB, syncPlaces } from '../modules/sync/place-sync';
import type { ScheduledJob } from './scheduler';

/** The daily place sync at 06:00 Paphos time; the same run as the dashboard's 'Manual Sync'. */
export const placeSyncJob: ScheduledJob = {
  name: PLACE_SYNC_JOB,
  pattern: '0 6 * * *',
  run: syncPlaces,
};
