import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { PlacesMap } from '../../../common/schemas/place-map';
import type { Place, PlaceDetail, PlaceSearchResult, PlacesPage } from '../../../common/schemas/places';
import { getQueryFn, type QueryParams } from '../../lib/api-client';
import { useTranslator } from '../../lib/i18n';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';
import type { PlaceInLanguage } from '../../../common/schemas/translations';
import { placeInPageLanguage } from '../../../common/content-in-language';
import { API } from '../../../common/api-paths';

export const placeKeys = {
  all: [API.places.list] as const,
  trending: [API.places.trending] as const,
  recent: [API.places.recent] as const,
  /** A place in English; in another language with its name and translation there (?language=el). */
  detail: (slug: string, language: Language = DEFAULT_LANGUAGE) =>
    language === DEFAULT_LANGUAGE
      ? ([API.places.list, slug] as const)
      : ([API.places.list, slug, { language }] as const),
  /** Every place's neighbours start with this. */
  allNearby: [API.places.nearby] as const,
  nearby: (placeId: number) => [API.places.nearby, placeId] as const,
  /** Every page of every list starts with this. */
  allPages: [API.places.page] as const,
};

const list = getQueryFn<Place[]>({ on401: 'throw' });

/** GET /api/places/trending */
export const trendingPlacesQuery = queryOptions({ queryKey: placeKeys.trending, queryFn: list });
/** GET /api/places/recent */
export const recentPlacesQuery = queryOptions({ queryKey: placeKeys.recent, queryFn: list });

/** A place as its page reads it: in a language other than English, with its name and translation there. */
export type PlaceRead = PlaceDetail & { inLanguage?: PlaceInLanguage };

/** GET /api/places/{slug}(?language=el); a missing place is a '404: ...' error. */
export function placeQuery(slug: string, language: Language = DEFAULT_LANGUAGE) {
  return queryOptions({
    queryKey: placeKeys.detail(slug, language),
    queryFn: getQueryFn<PlaceRead>({ on401: 'throw' }),
  });
}

/** GET /api/places/nearby/{placeId} */
export function nearbyPlacesQuery(placeId: number) {
  return queryOptions({ queryKey: placeKeys.nearby(placeId), queryFn: list });
}

/**
 * GET /api/places/search: the best `limit` matches of a query, asked for once it is not blank; the last
 * answer stays on screen while the next one loads.
 */
export function usePlaceSearch(query: string, limit: number) {
  const q = query.trim();
  return useQuery({
    queryKey: [API.places.search, { q, limit }] as const,
    queryFn: getQueryFn<PlaceSearchResult[]>({ on401: 'throw' }),
    enabled: q !== '',
    placeholderData: keepPreviousData,
  });
}

export const useTrendingPlaces = () => useQuery(trendingPlacesQuery);
export const useRecentPlaces = () => useQuery(recentPlacesQuery);
/**
 * The place in the page's language: its name there where its source gives one, and its translated
 * description where a translation exists (the translation itself stays in `inLanguage`).
 */
export function usePlace(slug: string) {
  const { language } = useTranslator();
  return useQuery({ ...placeQuery(slug, language), select: placeInPageLanguage });
}
export const useNearbyPlaces = (placeId: number | undefined) =>
  useQuery({ ...nearbyPlacesQuery(placeId ?? 0), enabled: placeId !== undefined });

/** GET /api/places/page: one page of the list's cards (`params` from listParams, list-source.ts). */
export function placesPageQuery(params: QueryParams, page: number) {
  return queryOptions({
    queryKey: [API.places.page, { ...params, page }] as const,
    queryFn: getQueryFn<PlacesPage>({ on401: 'throw' }),
  });
}

/** A card of the list, as GET /api/places/page answers it. */
export type PlaceListCard = PlacesPage['items'][number];

export interface PlacesList {
  /** The cards of the pages loaded so far, in order. */
  cards: PlaceListCard[];
  /** How many places match in all, and why none do (null while the first page loads). */
  first: Pick<PlacesPage, 'total' | 'hint'> | null;
  isPending: boolean;
  isError: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** Asks again for the further page that failed, if one did. */
  retryMore: (() => void) | null;
}

/**
 * The list's first `pages` pages (never more than there are); null asks nothing. The last answer stays on
 * screen while a new search or filter loads. Each page is a read of its own, so the pages a visitor had
 * loaded are all there again when they come Back.
 */
export function usePlacesList(params: QueryParams | null, pages: number): PlacesList {
  const first = useQuery({
    ...placesPageQuery(params ?? {}, 0),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const answer = first.isPlaceholderData ? undefined : first.data;
  const further = answer ? Math.min(pages, Math.ceil(answer.total / answer.pageSize)) - 1 : 0;
  const more = useQueries({
    queries: Array.from({ length: Math.max(0, further) }, (_, index) =>
      placesPageQuery(params ?? {}, index + 1),
    ),
  });
  const cards = [...(first.data?.items ?? [])];
  const missing = more.find((page) => !page.data);
  for (const page of more) {
    if (page === missing) break;
    cards.push(...page.data!.items);
  }
  return {
    cards,
    first: first.data ? { total: first.data.total, hint: first.data.hint } : null,
    isPending: first.isPending,
    isError: first.isError,
    loadingMore: missing?.isPending ?? false,
    retryMore: missing?.isError ? () => void missing.refetch() : null,
  };
}

/** GET /api/places/map?bbox=&zoom= and the list's filters: a map view's single places and clusters. */
export function placesMapQuery(params: QueryParams) {
  return queryOptions({
    queryKey: [API.places.map, params] as const,
    queryFn: getQueryFn<PlacesMap>({ on401: 'throw' }),
  });
}

/** A server map's first question: the whole district at zoom 0, whose answer holds the matching places' extent. */
export function extentParams(filters: QueryParams): QueryParams {
  return { ...filters, zoom: 0 };
}

/** A map view's places; null asks nothing. The last view's stay drawn while the next one loads. */
export const usePlacesMap = (params: QueryParams | null) =>
  useQuery({ ...placesMapQuery(params ?? {}), enabled: params !== null, placeholderData: keepPreviousData });
