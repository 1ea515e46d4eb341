import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminPlace, AdminPlacesPage } from '../../../../common/schemas/places';
import { toast } from '../../../components/ui/use-toast';
import { useAdminMutation } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { placeKeys } from '../api';
import {
  ADMIN_PLACES_PATH,
  adminPlacesParams,
  categoryPatchBody,
  placeUpdatedToast,
  type AdminPlaceFilters,
  type CategoryEdit,
} from './admin-places';

const ADMIN_STATS_PATH = '/api/admin/stats';

/**
 * GET /api/admin/places for one page of the filtered list. The previous page stays on screen while the
 * next one loads, so paging and typing a search do not flash the list away.
 */
export function useAdminPlaces(filters: AdminPlaceFilters, page: number) {
  return useQuery<AdminPlacesPage>({
    queryKey: [ADMIN_PLACES_PATH, adminPlacesParams(filters, page)],
    queryFn: getAdminQueryFn<AdminPlacesPage>(),
    placeholderData: keepPreviousData,
  });
}

/** Every public read that shows a place's category or description. */
function invalidatePublicPlaces(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [placeKeys.all, placeKeys.trending, placeKeys.recent, ['/api/places/nearby']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * PATCH /api/admin/places/{id}/category. On success the admin list, the stats and the public place pages
 * refetch and a toast says what changed; a failure toasts 'Update Failed' with the server's message.
 */
export function useChangePlaceCategory(place: AdminPlace, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useAdminMutation<CategoryEdit, AdminPlace>({
    request: (edit) => ({
      method: 'PATCH',
      path: `${ADMIN_PLACES_PATH}/${place.id}/category`,
      body: categoryPatchBody(edit),
    }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_PLACES_PATH, ADMIN_STATS_PATH],
    onSuccess: async (_updated, edit) => {
      await invalidatePublicPlaces(queryClient);
      toast(placeUpdatedToast(place.name, edit));
      onSaved();
    },
  });
}
