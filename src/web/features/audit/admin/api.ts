import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../../../../common/api-paths';
import type { AuditLogPage } from '../../../../common/schemas/audit';
import { getAdminQueryFn } from '../../../lib/api-client';

/**
 * GET /api/admin/audit-log?page=N. Every admin write adds an entry, so the tab reads it afresh each time it
 * is opened rather than keeping the first answer.
 */
export function useAuditLog(page: number) {
  return useQuery<AuditLogPage>({
    queryKey: [ADMIN_API.auditLog, { page: String(page) }],
    queryFn: getAdminQueryFn<AuditLogPage>(),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}
