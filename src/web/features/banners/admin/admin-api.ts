/**
 * The Banners tab's calls (SPEC 7, Admin): list, create, update, delete, and the places a keyword field
 * matches. Every write also refreshes the public '/api/banners...' reads, so the adverts on the site
 * change at once.
 */
import type { Banner, BannerBody, BannerMatches } from '../../../../common/schemas/banners';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { ADMIN_API, API } from '../../../../common/api-paths';

/** GET /api/admin/banners */
export const useAdminBanners = () => useAdminQuery<Banner[]>(ADMIN_API.banners);

/** GET /api/admin/banners/matches?keyword=: asked only for a keyword that is not blank. */
export const useBannerMatches = (keyword: string) =>
  useAdminQuery<BannerMatches>(ADMIN_API.bannerMatches, { keyword }, { enabled: keyword.trim() !== '' });

/** What a banner write changes: the dashboard's list and matches, and the public adverts. */
const BANNER_READS = [ADMIN_API.banners, API.banners];

/** POST /api/admin/banners; a failure toasts 'Create Failed'. */
export function useCreateBanner() {
  return useAdminMutation<BannerBody, Banner>({
    request: (body) => ({ method: 'POST', path: ADMIN_API.banners, body }),
    failureTitle: 'Create Failed',
    invalidates: BANNER_READS,
  });
}

/** PATCH /api/admin/banners/{id} with the same body as a create; a failure toasts 'Update Failed'. */
export function useUpdateBanner() {
  return useAdminMutation<{ id: number; body: BannerBody }, Banner>({
    request: ({ id, body }) => ({ method: 'PATCH', path: `${ADMIN_API.banners}/${id}`, body }),
    failureTitle: 'Update Failed',
    invalidates: BANNER_READS,
  });
}

/** DELETE /api/admin/banners/{id}; a failure toasts 'Delete Failed'. */
export function useDeleteBanner() {
  return useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `${ADMIN_API.banners}/${id}` }),
    failureTitle: 'Delete Failed',
    invalidates: BANNER_READS,
  });
}
