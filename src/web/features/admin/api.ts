import { ADMIN_API } from '../../../common/api-paths';
import type { AdminStats } from '../../../common/schemas/admin';
import { useAdminQuery } from '../../lib/admin-queries';

export const useAdminStats = () => useAdminQuery<AdminStats>(ADMIN_API.stats);
