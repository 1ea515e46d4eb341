import { ADMIN_API, API } from '../../../../common/api-paths';
import type { SyncLog } from '../../../../common/schemas/sync';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';

export const useSyncLogs = () => useAdminQuery<SyncLog[]>(ADMIN_API.syncLogs);

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
export function useTourSync(options: { onSuccess(result: { count: number }): void }) {
  return useAdminMutation<void, { count: number }>({
    request: () => ({ method: 'POST', path: ADMIN_API.tourSync }),
    failureTitle: 'Viator Sync Failed',
    invalidates: [ADMIN_API.syncLogs, API.tours.root],
    onSuccess: options.onSuccess,
  });
}
