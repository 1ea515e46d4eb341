/**
 * The Banners tab's calls (SPEC 7, Admin): list, create, update, delete. Every write also refreshes the
 * public '/api/banners' read, so the adverts on the site change at once.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Banner, BannerBody } from '../../../../common/schemas/banners';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { bannerKeys } from '../api';
import { ADMIN_API } from '../../../../common/api-paths';

/** GET /api/admin/banners */
export const useAdminBanners = () => useAdminQuery<Banner[]>(ADMIN_API.banners);

function useRefreshPublicBanners() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: bannerKeys.all });
}

/** POST /api/admin/banners; a failure toasts 'Create Failed'. */
export function useCreateBanner() {
  const refreshPublic = useRefreshPublicBanners();
  return useAdminMutation<BannerBody, Banner>({
    request: (body) => ({ method: 'POST', path: ADMIN_API.banners, body }),
    failureTitle: 'Create Failed',
    invalidates: [ADMIN_API.banners],
    onSuccess: refreshPublic,
  });
}

/** PATCH /api/admin/banners/{id} with the same body as a create; a failure toasts 'Update Failed'. */
export function useUpdateBanner() {
  const refreshPublic = useRefreshPublicBanners();
  return useAdminMutation<{ id: number; body: BannerBody }, Banner>({
    request: ({ id, body }) => ({ method: 'PATCH', path: `${ADMIN_API.banners}/${id}`, body }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_API.banners],
    onSuccess: refreshPublic,
  });
}

/** DELETE /api/admin/banners/{id}; a failure toasts 'Delete Failed'. */
export function useDeleteBanner() {
  const refreshPublic = useRefreshPublicBanners();
  return useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `${ADMIN_API.banners}/${id}` }),
    failureTitle: 'Delete Failed',
    invalidates: [ADMIN_API.banners],
    onSuccess: refreshPublic,
  });
}
