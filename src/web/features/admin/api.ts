import { ADMIN_API } from '../../../common/api-paths';
import type { AdminStats } from '../../../common/schemas/admin';
import type { PinterestStatus } from '../../../common/schemas/pins';
import { useAdminQuery } from '../../lib/admin-queries';

export const useAdminStats = () => useAdminQuery<AdminStats>(ADMIN_API.stats);

/** Whether pins go out, and what posting lacks (the Pinterest card's note). */
export const usePinterestStatus = () => useAdminQuery<PinterestStatus>(ADMIN_API.pinterestStatus);
