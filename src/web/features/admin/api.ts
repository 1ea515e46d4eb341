import { useQuery } from '@tanstack/react-query';
import type { AdminStats } from '../../../common/schemas/admin';
import type { PublishNextBody, PublishNextResult } from '../../../common/schemas/places';
import type { JobName, JobStatus, SyncLog } from '../../../common/schemas/sync';
import { getAdminQueryFn } from '../../lib/api-client';
import { useAdminMutation, useAdminQuery } from '../../lib/admin-queries';

export const ADMIN_STATS = '/api/admin/stats';
export const SYNC_LOGS = '/api/admin/sync-logs';
const ADMIN_PLACES = '/api/admin/places';
/** The public reads a change of places touches (lists, detail pages, neighbours). */
const PUBLIC_PLACES = '/api/places';

export const useAdminStats = () => useAdminQuery<AdminStats>(ADMIN_STATS);
export const useSyncLogs = () => useAdminQuery<SyncLog[]>(SYNC_LOGS);

const JOB_STATUS_POLL_MS = 500;

/**
 * A long job's progress, read twice a second while `active` (the dashboard's only polling: an operator
 * watching a sync expects to see it move); idle otherwise.
 */
export function useJobStatus(name: JobName, active: boolean) {
  return useQuery<JobStatus>({
    queryKey: [`/api/admin/jobs/${name}/status`],
    queryFn: getAdminQueryFn<JobStatus>(),
    enabled: active,
    refetchInterval: active ? JOB_STATUS_POLL_MS : false,
    gcTime: 0,
  });
}

export function usePublishNext(options: { onSuccess(result: PublishNextResult): void }) {
  return useAdminMutation<PublishNextBody, PublishNextResult>({
    request: (body) => ({ method: 'POST', path: '/api/admin/publish-next', body }),
    failureTitle: 'Publish Failed',
    invalidates: [ADMIN_STATS, ADMIN_PLACES, PUBLIC_PLACES],
    onSuccess: options.onSuccess,
  });
}

export function useManualSync(options: { onSuccess(log: SyncLog): void }) {
  return useAdminMutation<void, SyncLog>({
    request: () => ({ method: 'POST', path: '/api/admin/sync' }),
    failureTitle: 'Sync Failed',
    invalidates: [SYNC_LOGS, ADMIN_STATS, ADMIN_PLACES, PUBLIC_PLACES],
    onSuccess: options.onSuccess,
  });
}

export function useViatorSync(options: { onSuccess(result: { count: number }): void }) {
  return useAdminMutation<void, { count: number }>({
    request: () => ({ method: 'POST', path: '/api/admin/viator/sync' }),
    failureTitle: 'Viator Sync Failed',
    invalidates: [SYNC_LOGS, '/api/viator'],
    onSuccess: options.onSuccess,
  });
}

export function useArchivePending(options: { onSuccess(result: { count: number }): void }) {
  return useAdminMutation<void, { count: number }>({
    request: () => ({ method: 'POST', path: '/api/admin/archive-pending' }),
    failureTitle: 'Archive Failed',
    invalidates: [ADMIN_STATS, ADMIN_PLACES],
    onSuccess: options.onSuccess,
  });
}
