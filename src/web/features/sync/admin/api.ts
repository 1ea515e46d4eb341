import { ADMIN_API, API } from '../../../../common/api-paths';
import type { SyncLog, SyncSchedule, TourSyncResult } from '../../../../common/schemas/sync';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';

export const useSyncLogs = () => useAdminQuery<SyncLog[]>(ADMIN_API.syncLogs);

/** GET /api/admin/sync-logs/schedule: when the daily place sync runs next (refetched with the logs). */
export const useSyncSchedule = () => useAdminQuery<SyncSchedule>(ADMIN_API.syncSchedule);

/** POST /api/admin/sync: the place sync; the admin reads and the public place reads refetch after it. */
export function useManualSync(options: { onSuccess(log: SyncLog): void }) {
  return useAdminMutation<void, SyncLog>({
    request: () => ({ method: 'POST', path: ADMIN_API.sync }),
    failureTitle: 'Sync Failed',
    invalidates: [ADMIN_API.syncLogs, ADMIN_API.stats, ADMIN_API.places, API.places.list],
    onSuccess: options.onSuccess,
  });
}

/** POST /api/admin/viator/sync: the tour products; the sync logs and every tour read refetch after it. */
export function useTourSync(options: { onSuccess(result: TourSyncResult): void }) {
  return useAdminMutation<void, TourSyncResult>({
    request: () => ({ method: 'POST', path: ADMIN_API.tourSync }),
    failureTitle: 'Viator Sync Failed',
    invalidates: [ADMIN_API.syncLogs, API.tours.root],
    onSuccess: options.onSuccess,
  });
}
