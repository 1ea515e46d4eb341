import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favorite } from '../../../common/schemas/favorites';
import { toast } from '../../components/ui/use-toast';
import { apiSend, getQueryFn } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';

export const favoriteKeys = {
  all: ['/api/favorites'] as const,
};

export const favoritesQuery = queryOptions({
  queryKey: favoriteKeys.all,
  queryFn: getQueryFn<Favorite[]>({ on401: 'throw' }),
});

/** GET /api/favorites, only while signed in. */
export function useFavorites() {
  const { status } = useAuth();
  return useQuery({ ...favoritesQuery, enabled: status === 'authenticated' });
}

/** Adds the place when absent and removes it when present, then refreshes the list (SPEC 4). */
export function useToggleFavorite(placeId: number) {
  const queryClient = useQueryClient();
  const { data: favorites } = useFavorites();
  const isFavorite = favorites?.some((favorite) => favorite.placeId === placeId) ?? false;

  const mutation = useMutation({
    mutationFn: (add: boolean) => apiSend(add ? 'POST' : 'DELETE', `/api/favorites/${placeId}`),
    onError: (_error, add) => {
      toast({ title: add ? 'Failed to add favorite' : 'Failed to remove favorite', variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });

  return {
    isFavorite,
    isPending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending) mutation.mutate(!isFavorite);
    },
  };
}
