/**
 * What the server reads before it writes a page (src/web/entry-server.tsx): the API answers each public
 * page shows first, as the features' own query options, so its HTML carries the page's content and the
 * browser finds those answers under the keys its hooks ask for. Anything else a page reads loads in the
 * browser. Kept apart from the routes so none of it rides in the browser's first load.
 */
import type { DataTag, QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { isPagePath, isPersonalPage, type PagePath } from '../common/pages';
import { DEFAULT_LANGUAGE, type Language } from '../common/languages';
import {
  articlePlacesQuery,
  articleQuery,
  articlesQuery,
  categoryArticlesQuery,
} from './features/articles/api';
import { eventQuery, upcomingEventsQuery, whatsOnQuery } from './features/events/api';
import { eventIdFromParam } from './features/events/event-page';
import { whatsOnApiParams, whatsOnStateFromSearch } from './features/events/whats-on-page';
import {
  nearbyPlacesQuery,
  placeQuery,
  extentParams,
  placesMapQuery,
  placesPageQuery,
  recentPlacesQuery,
  trendingPlacesQuery,
} from './features/places/api';
import { initialListParams } from './features/places/list-source';
import { firstViewRequest, requestParams } from './features/places/map-requests';
import { extentLayers } from './features/places/map-view';
import { initialMapFilterParams } from './features/places/map-source';
import { placesViewFromParam } from './features/places/places-address';
import { publicSettingsQuery, socialSettingsQuery } from './features/settings/api';
import { tourRecommendationsQuery, toursShowcaseQuery, WIDGET_LIMIT } from './features/tours/api';
import { weatherQuery } from './features/weather/api';

/** A read the server makes: the key a feature's query options give it. */
export interface PageRead {
  queryKey: QueryKey;
}
/** An answer already read, by the key of the query options that asked for it. */
export type ReadAnswer = <T>(queryKey: DataTag<QueryKey, T, Error>) => T | undefined;

/** What a page reads first, from its address (a place or a guide in the page's language). */
type PageReads = (params: Params, search: URLSearchParams, language: Language) => PageRead[];
/** What it reads next, from those answers (a place's nearby places need its id). */
type FollowUpReads = (
  params: Params,
  answer: ReadAnswer,
  search: URLSearchParams,
  language: Language,
) => PageRead[];

const showcase = toursShowcaseQuery();
const toursWidget = toursShowcaseQuery(WIDGET_LIMIT);
/** The contact and legal pages name the operator's mailboxes, from the public settings. */
const withMailboxes: PageReads = () => [publicSettingsQuery, showcase];

/** The pages with reads of their own. */
const PAGE_READS: Partial<Record<PagePath, PageReads>> = {
  '/': () => [trendingPlacesQuery, recentPlacesQuery, upcomingEventsQuery, weatherQuery, showcase],
  '/places': (_params, search) => {
    const map = placesMapFilters(search);
    return [...placesListPages(search), showcase, ...(map ? [placesMapQuery(extentParams(map))] : [])];
  },
  '/places/:slug': ({ slug = '' }, _search, language) => [
    placeQuery(slug, language),
    upcomingEventsQuery,
    weatherQuery,
  ],
  '/events': (_params, search) => [whatsOnQuery(whatsOnApiParams(whatsOnStateFromSearch(search))), showcase],
  '/events/:id': ({ id }) => {
    const eventId = eventIdFromParam(id);
    return eventId === null ? [] : [eventQuery(eventId)];
  },
  '/blog': () => [articlesQuery, weatherQuery, toursWidget],
  '/blog/:slug': ({ slug = '' }, _search, language) => [
    articleQuery(slug, language),
    weatherQuery,
    toursWidget,
  ],
  '/contact': withMailboxes,
  '/privacy-policy': withMailboxes,
  '/terms-of-service': withMailboxes,
  '/cookie-policy': withMailboxes,
};

/** Pages of the list the server draws at most: a longer list's further pages load in the browser. */
const SERVER_DRAWN_PAGES = 5;

/**
 * The list's pages the address shows, as the browser asks for them: the first, then (once its total is
 * known) the further ones there are. None while 'open now' waits for the browser's clock.
 */
function placesListPages(search: URLSearchParams, answer?: ReadAnswer): PageRead[] {
  const list = initialListParams(search);
  if (!list) return [];
  if (!answer) return [placesPageQuery(list.params, 0)];
  const first = answer(placesPageQuery(list.params, 0).queryKey);
  const pages = first ? Math.min(list.pages, SERVER_DRAWN_PAGES, Math.ceil(first.total / first.pageSize)) : 0;
  return Array.from({ length: Math.max(0, pages - 1) }, (_, page) => placesPageQuery(list.params, page + 1));
}

/** The map view's filters, when the page shows its map. */
function placesMapFilters(search: URLSearchParams) {
  if (placesViewFromParam(search.get('view')) !== 'map') return null;
  return initialMapFilterParams(search);
}

const FOLLOW_UP_READS: Partial<Record<PagePath, FollowUpReads>> = {
  /**
   * The list's further pages, or the map's first picture: the places and clusters of each view it may
   * open on (MapPicture).
   */
  '/places': (_params, answer, search) => {
    const filters = placesMapFilters(search);
    if (!filters) return placesListPages(search, answer);
    const extent = answer(placesMapQuery(extentParams(filters)).queryKey);
    if (!extent) return [];
    return extentLayers(extent.extent).flatMap((layer) => {
      const params = requestParams(filters, firstViewRequest(layer));
      return params ? [placesMapQuery(params)] : [];
    });
  },
  '/places/:slug': ({ slug = '' }, answer, _search, language) => {
    const place = answer(placeQuery(slug, language).queryKey);
    return place ? [nearbyPlacesQuery(place.id), tourRecommendationsQuery(place.id)] : [];
  },
  '/blog/:slug': ({ slug = '' }, answer, _search, language) => {
    const article = answer(articleQuery(slug, language).queryKey);
    if (!article) return [];
    return [
      articlePlacesQuery(article.id),
      ...(article.category ? [categoryArticlesQuery(article.category)] : []),
    ];
  },
};

/** Every other page (the 404) shows only the tours showcase above its footer. */
const EVERY_OTHER_PAGE: PageReads = () => [showcase];

/**
 * The reads the server makes first for a page (the footer's social links sit on every page), or null for a
 * personal page, which the browser renders alone. `path` is the route's pattern; the 404 page's is '*'.
 */
export function serverPageData(
  path: string,
  params: Params,
  search: URLSearchParams,
  language: Language = DEFAULT_LANGUAGE,
): PageRead[] | null {
  const page = isPagePath(path) ? path : null;
  if (page && isPersonalPage(page)) return null;
  const reads = (page && PAGE_READS[page]) ?? EVERY_OTHER_PAGE;
  return [socialSettingsQuery, ...reads(params, search, language)];
}

/** The reads that depend on the first answers, made once those are in. */
export function serverFollowUpData(
  path: string,
  params: Params,
  answer: ReadAnswer,
  search: URLSearchParams = new URLSearchParams(),
  language: Language = DEFAULT_LANGUAGE,
): PageRead[] {
  return (isPagePath(path) && FOLLOW_UP_READS[path]?.(params, answer, search, language)) || [];
}
