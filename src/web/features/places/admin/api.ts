import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  AdminPlace,
  AdminPlacesPage,
  CategoryChangeResult,
  PlaceDescriptions,
  PublishNextBody,
  PublishNextResult,
} from '../../../../common/schemas/places';
import { toast } from '../../../components/ui/use-toast';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { placeKeys } from '../api';
import {
  adminPlacesParams,
  categoryPatchBody,
  descriptionChangeToast,
  placeUpdatedToast,
  type AdminPlaceFilters,
  type CategoryEdit,
  type DescriptionChange,
} from './admin-places';
import { ADMIN_API, API } from '../../../../common/api-paths';
import type { CountResult } from '../../../../common/schemas/shared';

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
    [placeKeys.all, placeKeys.allPages, placeKeys.trending, placeKeys.recent, placeKeys.allNearby].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/**
 * PATCH /api/admin/places/{id}/category. On success the admin list, the stats, the place's descriptions
 * and the public place pages refetch and a toast says what changed (a new description is a draft); a
 * failure toasts 'Update Failed' with the server's message.
 */
export function useChangePlaceCategory(place: AdminPlace, onSaved: (result: CategoryChangeResult) => void) {
  const queryClient = useQueryClient();
  return useAdminMutation<CategoryEdit, CategoryChangeResult>({
    request: (edit) => ({
      method: 'PATCH',
      path: `${ADMIN_API.places}/${place.id}/category`,
      body: categoryPatchBody(edit),
    }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_API.places, ADMIN_API.stats],
    onSuccess: async (result, edit) => {
      await invalidatePublicPlaces(queryClient);
      toast(placeUpdatedToast(place.name, edit));
      onSaved(result);
    },
  });
}

const descriptionsPath = (placeId: number) => `${ADMIN_API.places}/${placeId}/description`;

/** GET /api/admin/places/{id}/description: the current text, the writer's draft and the earlier texts. */
export function usePlaceDescriptions(placeId: number) {
  return useAdminQuery<PlaceDescriptions>(descriptionsPath(placeId));
}

function descriptionRequest(placeId: number, change: DescriptionChange) {
  const path = descriptionsPath(placeId);
  switch (change.action) {
    case 'accept':
      return {
        method: 'POST' as const,
        path: `${path}/draft/accept`,
        body: change.edited === undefined ? {} : { description: change.edited },
      };
    case 'discard':
      return { method: 'DELETE' as const, path: `${path}/draft` };
    case 'review':
      return { method: 'POST' as const, path: `${path}/review` };
    case 'restore':
      return { method: 'POST' as const, path: `${path}/versions/${change.versionId}/restore` };
  }
}

/**
 * Accept (as it is or edited), discard, mark reviewed or restore: the place's descriptions and the public
 * place pages refetch and a toast says what a visitor now reads; a failure toasts 'Update Failed'.
 */
export function useChangeDescription(place: Pick<AdminPlace, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  return useAdminMutation<DescriptionChange, PlaceDescriptions>({
    request: (change) => descriptionRequest(place.id, change),
    failureTitle: 'Update Failed',
    invalidates: [descriptionsPath(place.id), ADMIN_API.places],
    onSuccess: async (_descriptions, change) => {
      await invalidatePublicPlaces(queryClient);
      toast(descriptionChangeToast(place.name, change));
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
export function useArchivePending(options: { onSuccess(result: CountResult): void }) {
  return useAdminMutation<void, CountResult>({
    request: () => ({ method: 'POST', path: ADMIN_API.archivePending }),
    failureTitle: 'Archive Failed',
    invalidates: [ADMIN_API.stats, ADMIN_API.places],
    onSuccess: options.onSuccess,
  });
}
