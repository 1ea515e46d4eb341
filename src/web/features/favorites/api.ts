import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Favorite } from '../../../common/schemas/favorites';
import type { PlacesPage } from '../../../common/schemas/places';
import { toast } from '../../components/ui/use-toast';
import { apiSend, getQueryFn, type QueryParams } from '../../lib/api-client';
import { useAuth } from '../../lib/auth';
import { loadWords, useTranslator } from '../../lib/i18n';
import { clearDeviceFavorites, toggleDeviceFavoriteInStore, useDeviceFavorites } from './device-favorites';
import { savedPlacesKey, savedPlacesRequests } from './favorite-places';
import type { OfflinePlace } from './offline-copies';
import { API } from '../../../common/api-paths';

export const favoriteKeys = {
  all: [API.favorites] as const,
};

export const favoritesQuery = queryOptions({
  queryKey: favoriteKeys.all,
  queryFn: getQueryFn<Favorite[]>({ on401: 'throw' }),
});

export interface FavoritesState {
  data: Favorite[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** 'account' when signed in (GET /api/favorites), 'device' for a visitor's places kept in this browser. */
  keptIn: 'account' | 'device';
}

/** The saved places: the account's while signed in, this browser's for an anonymous visitor. */
export function useFavorites(): FavoritesState {
  const { status } = useAuth();
  const account = useQuery({ ...favoritesQuery, enabled: status === 'authenticated' });
  const onDevice = useDeviceFavorites();
  if (status === 'anonymous') return { data: onDevice, isPending: false, isError: false, keptIn: 'device' };
  if (status === 'loading') return { data: undefined, isPending: true, isError: false, keptIn: 'account' };
  return { data: account.data, isPending: account.isPending, isError: account.isError, keptIn: 'account' };
}

/** A place a favourite button saves: its id, and what keeping it for offline use needs. */
export type FavoritePlace = OfflinePlace & { id: number };

/** The copying code, loaded when first needed: it has no part in drawing the first page. */
const offlineCopies = () => import('./offline-copies');

/**
 * A place saved is kept for use offline, with the favourites page's reads of `savedIds` (the saved places
 * with it); a place let go loses its copies.
 */
function keepOffline(place: FavoritePlace, saved: boolean, savedIds: number[]): void {
  void offlineCopies().then((copies) =>
    saved ? copies.keepPlaceOffline(place, savedIds) : copies.forgetPlaceOffline(place),
  );
}

/**
 * Adds the place when absent and removes it when present (SPEC 4): through the API while signed in, then
 * refreshes the list; in this browser for an anonymous visitor. A saved place is kept for use offline.
 */
export function useToggleFavorite(place: FavoritePlace) {
  const placeId = place.id;
  const { t } = useTranslator();
  const queryClient = useQueryClient();
  const { data: favorites, keptIn } = useFavorites();
  const isFavorite = favorites?.some((favorite) => favorite.placeId === placeId) ?? false;
  const othersSaved = (favorites ?? []).map((favorite) => favorite.placeId).filter((id) => id !== placeId);
  const savedIds = (add: boolean) => (add ? [...othersSaved, placeId] : othersSaved);

  const mutation = useMutation({
    mutationFn: (add: boolean) => apiSend(add ? 'POST' : 'DELETE', `${API.favorites}/${placeId}`),
    onSuccess: (_answer, add) => keepOffline(place, add, savedIds(add)),
    onError: (_error, add) => {
      toast({ title: t(add ? 'favorite.addFailed' : 'favorite.removeFailed'), variant: 'destructive' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: favoriteKeys.all }),
  });

  return {
    isFavorite,
    isPending: mutation.isPending,
    toggle: () => {
      if (keptIn === 'device') {
        if (!isFavorite && favorites?.length === 0) {
          toast({ title: t('favorite.savedHere'), description: t('favorite.savedHereText') });
        }
        toggleDeviceFavoriteInStore(placeId);
        keepOffline(place, !isFavorite, savedIds(!isFavorite));
      } else if (!mutation.isPending) mutation.mutate(!isFavorite);
    },
  };
}

/** A saved place's card, as GET /api/places/page answers it. */
export type SavedPlace = PlacesPage['items'][number];

export interface SavedPlaces {
  places: SavedPlace[];
  isPending: boolean;
  isError: boolean;
}

const savedPlacesRead = getQueryFn<PlacesPage>({ on401: 'throw' });

/** The answers' cards in order. At module level, so TanStack Query keeps the result while nothing changes. */
function combineSaved(results: UseQueryResult<PlacesPage>[]): SavedPlaces {
  return {
    places: results.flatMap((result) => result.data?.items ?? []),
    isPending: results.some((result) => result.isPending),
    isError: results.some((result) => result.isError),
  };
}

/**
 * A read's answer from the saved places already read, when they hold every one it asks for: a place let go
 * leaves the favourites page at once, the others staying while the new question is answered.
 */
function answeredBefore(queryClient: QueryClient, params: QueryParams): PlacesPage | undefined {
  const ids = new Set(String(params.ids).split(',').map(Number));
  const known = new Map<number, SavedPlace>();
  const answers = queryClient.getQueriesData<PlacesPage>({
    predicate: ({ queryKey }) =>
      queryKey[0] === API.places.page && Boolean((queryKey[1] as QueryParams)?.ids),
  });
  for (const [, answer] of answers) {
    for (const place of answer?.items ?? []) if (ids.has(place.id)) known.set(place.id, place);
  }
  if (known.size < ids.size) return undefined;
  const page = Number(params.page);
  const pageSize = Number(params.pageSize);
  const items = [...known.values()].slice(page * pageSize, (page + 1) * pageSize);
  return { items, total: ids.size, page, pageSize, hint: null };
}

/** The cards of the saved places (`favorites`; none while they are unknown), never every place. */
export function useSavedPlaces(favorites: readonly Favorite[] | undefined): SavedPlaces {
  const queryClient = useQueryClient();
  const requests = savedPlacesRequests((favorites ?? []).map((favorite) => favorite.placeId));
  return useQueries({
    queries: requests.map((params) => ({
      queryKey: savedPlacesKey(params),
      queryFn: savedPlacesRead,
      placeholderData: () => answeredBefore(queryClient, params),
    })),
    combine: combineSaved,
  });
}

/**
 * The favourites page keeps exactly the listed places for use offline once it has them (null until then,
 * or when they failed to load), with its reads of them: a place saved on another device, or before this
 * was built, is kept too.
 */
export function useKeepFavoritesOffline(
  places: readonly OfflinePlace[] | null,
  favorites: readonly Favorite[] | undefined,
): void {
  useEffect(() => {
    if (!places || !favorites) return;
    const savedIds = favorites.map((favorite) => favorite.placeId);
    void offlineCopies().then((copies) => copies.keepOnlyTheseOffline(places, savedIds));
  }, [places, favorites]);
}

/** The move under way, shared so two mounted callers never send the list twice. */
let moving: Promise<void> | null = null;

/**
 * Once a visitor is signed in (login, register, or a session from earlier), the places they saved in this
 * browser move to their account (POST /api/favorites) and leave the browser. A failure keeps them here,
 * so the next visit tries again.
 */
export function useMoveDeviceFavoritesToAccount(): void {
  const { status } = useAuth();
  const { t } = useTranslator();
  const onDevice = useDeviceFavorites();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (status !== 'authenticated' || onDevice.length === 0 || moving) return;
    const placeIds = onDevice.map((favorite) => favorite.placeId);
    moving = apiSend<Favorite[]>('POST', API.favorites, { placeIds })
      .then(
        (favorites) => {
          queryClient.setQueryData(favoriteKeys.all, favorites);
          clearDeviceFavorites();
        },
        async () => {
          // On any page, whose code may not have loaded these words (the 'later' part) yet.
          await loadWords(['later']).catch(() => undefined);
          toast({
            title: t('favorite.moveFailed'),
            description: t('favorite.moveFailedText'),
            variant: 'destructive',
          });
        },
      )
      .finally(() => {
        moving = null;
      });
  }, [status, onDevice, queryClient, t]);
}
