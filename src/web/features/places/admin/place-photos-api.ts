import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, API } from '../../../../common/api-paths';
import type { OperatorPhoto, PhotoPatch } from '../../../../common/schemas/place-photos';
import { invalidateAdmin, useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { adminUpload } from '../../../lib/api-client';
import { uploadForm, type StagedPhoto } from './place-photos';

const photosPath = (placeId: number) => `${ADMIN_API.places}/${placeId}/photos`;

/** GET /api/admin/places/{id}/photos: the operator's photos of the place, in order. */
export function usePlacePhotos(placeId: number) {
  return useAdminQuery<OperatorPhoto[]>(photosPath(placeId));
}

/** What a photo change refreshes: the place's photos here and every public read that shows the place. */
const refreshes = (placeId: number) => [photosPath(placeId), API.places.list];

/**
 * POST /api/admin/places/{id}/photos with the waiting photos (multipart). A refusal is left to the editor,
 * which shows the server's message beside the upload.
 */
export function useUploadPhotos(placeId: number) {
  const queryClient = useQueryClient();
  return useMutation<OperatorPhoto[], Error, StagedPhoto[]>({
    mutationFn: (photos) => adminUpload<OperatorPhoto[]>(photosPath(placeId), uploadForm(photos)),
    onSuccess: () => invalidateAdmin(queryClient, ...refreshes(placeId)),
  });
}

/** PATCH /api/admin/places/{id}/photos/{photoId}: the alt text and credit. */
export function useUpdatePhoto(placeId: number) {
  return useAdminMutation<{ photoId: number; patch: PhotoPatch }, OperatorPhoto[]>({
    request: ({ photoId, patch }) => ({
      method: 'PATCH',
      path: `${photosPath(placeId)}/${photoId}`,
      body: patch,
    }),
    failureTitle: 'Update Failed',
    invalidates: refreshes(placeId),
  });
}

/** PUT /api/admin/places/{id}/photos/order: every photo's id in the new order. */
export function useReorderPhotos(placeId: number) {
  return useAdminMutation<number[], OperatorPhoto[]>({
    request: (photoIds) => ({ method: 'PUT', path: `${photosPath(placeId)}/order`, body: { photoIds } }),
    failureTitle: 'Update Failed',
    invalidates: refreshes(placeId),
  });
}

/** DELETE /api/admin/places/{id}/photos/{photoId}. */
export function useRemovePhoto(placeId: number) {
  return useAdminMutation<number, OperatorPhoto[]>({
    request: (photoId) => ({ method: 'DELETE', path: `${photosPath(placeId)}/${photoId}` }),
    failureTitle: 'Delete Failed',
    invalidates: refreshes(placeId),
  });
}
