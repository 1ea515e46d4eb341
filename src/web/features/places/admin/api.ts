import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminPlace,
  AdminPlacesPage,
  PublishNextBody,
  PublishNextResult,
} from '../../../../common/schemas/places';
import { toast } from '../../../components/ui/use-toast';
import { useAdminMutation } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { placeKeys } from '../api';
import {
  adminPlacesParams,
  categoryPatchBody,
  placeUpdatedToast,
  type AdminPlaceFilters,
  type CategoryEdit,
} from './admin-places';
import { ADMIN_API, API } from '../../../../common/api-paths';

/**
 * GET /api/admin/places for one page of the filtered list. The previous page stays on screen while the
 * next one loads, so paging and typing a search do not flash the list away.
 */
export function useAdminPlaces(filters: AdminPlaceFilters, page: number) {
  return useQuery<AdminPlacesPage>({
    queryKey: [ADMIN_API.places, adminPlacesParams(filters, page)],
    queryFn: getAdminQueryFn<AdminPlacesPage>(),
    placeholderData: keepPreviousData,
  });
}

/** Every public read that shows a place's category or description. */
function invalidatePublicPlaces(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [placeKeys.all, placeKeys.trending, placeKeys.recent, placeKeys.allNearby].map((queryKey) =>
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
      path: `${ADMIN_API.places}/${place.id}/category`,
      body: categoryPatchBody(edit),
    }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_API.places, ADMIN_API.stats],
    onSuccess: async (_updated, edit) => {
      await invalidatePublicPlaces(queryClient);
      toast(placeUpdatedToast(place.name, edit));
      onSaved();
    },
  });
}

/** POST /api/admin/publish-next: the admin reads and the public place reads refetch after it. */
export function usePublishNext(options: { onSuccess(result: PublishNextResult): void }) {
  return useAdminMutation<PublishNextBody, PublishNextResult>({
    request: (body) => ({ method: 'POST', path: ADMIN_API.publishNext, body }),
    failureTitle: 'Publish Failed',
    invalidates: [ADMIN_API.stats, ADMIN_API.places, API.places.list],
    onSuccess: options.onSuccess,
  });
}

/** POST /api/admin/archive-pending: archives the whole queue; the admin reads refetch after it. */
export function useArchivePending(options: { onSuccess(result: { count: number }): void }) {
  return useAdminMutation<void, { count: number }>({
    request: () => ({ method: 'POST', path: ADMIN_API.archivePending }),
    failureTitle: 'Archive Failed',
    invalidates: [ADMIN_API.stats, ADMIN_API.places],
    onSuccess: options.onSuccess,
  });
}
