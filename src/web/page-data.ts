/**
 * What the server reads before it writes a page (src/web/entry-server.tsx): the API answers each public
 * page shows first, so its HTML carries the page's content. Anything else a page reads loads in the
 * browser. Kept apart from the routes so none of it rides in the browser's first load.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PagePath } from '../common/page-paths';
import type { Article } from '../common/schemas/articles';
import type { Place } from '../common/schemas/places';
import { articleKeys } from './features/articles/api';
import { eventKeys } from './features/events/api';
import { eventIdFromParam } from './features/events/event-page';
import { placeKeys } from './features/places/api';
import { settingsKeys } from './features/settings/api';
import { tourKeys, SHOWCASE_LIMIT, WIDGET_LIMIT } from './features/tours/api';
import { weatherKeys } from './features/weather/api';

/** What a page reads first, from its address. */
type PageReads = (params: Params, search: URLSearchParams) => QueryKey[];
/** What it reads next, from those answers (a place's nearby places need its id). */
type FollowUpReads = (params: Params, answer: (queryKey: QueryKey) => unknown) => QueryKey[];

/** Pages for one signed-in visitor or for the operator: nothing in them is the same for everyone. */
const BROWSER_ONLY: readonly PagePath[] = ['/my-favorites', '/account', '/admin', '/login'];

const showcase = tourKeys.showcase(SHOWCASE_LIMIT);
const toursWidget = tourKeys.showcase(WIDGET_LIMIT);

/** The pages with reads of their own. */
const PAGE_READS: Partial<Record<PagePath, PageReads>> = {
  '/': () => [placeKeys.trending, placeKeys.recent, eventKeys.upcoming, weatherKeys.current, showcase],
  '/places': () => [placeKeys.all, showcase],
  '/places/:slug': ({ slug = '' }) => [placeKeys.detail(slug), eventKeys.upcoming, weatherKeys.current],
  '/events/:id': ({ id }) => {
    const eventId = eventIdFromParam(id);
    return eventId === null ? [] : [eventKeys.detail(eventId)];
  },
  '/blog': () => [articleKeys.all, weatherKeys.current, toursWidget],
  '/blog/:slug': ({ slug = '' }) => [articleKeys.detail(slug), weatherKeys.current, toursWidget],
};

const FOLLOW_UP_READS: Partial<Record<PagePath, FollowUpReads>> = {
  '/places/:slug': ({ slug = '' }, answer) => {
    const place = answer(placeKeys.detail(slug)) as Place | undefined;
    return place ? [placeKeys.nearby(place.id), tourKeys.recommendations(place.id)] : [];
  },
  '/blog/:slug': ({ slug = '' }, answer) => {
    const article = answer(articleKeys.detail(slug)) as Article | undefined;
    if (!article) return [];
    return [
      articleKeys.places(article.id),
      ...(article.category ? [articleKeys.category(article.category)] : []),
    ];
  },
};

/** Every other page (legal pages, contact, the 404) shows only the tours showcase above its footer. */
const EVERY_OTHER_PAGE: PageReads = () => [showcase];

/**
 * The reads the server makes first for a page (the footer's social links sit on every page), or null for a
 * page the browser renders alone. `path` is the route's pattern; the 404 page's is '*'.
 */
export function serverPageData(path: string, params: Params, search: URLSearchParams): QueryKey[] | null {
  if ((BROWSER_ONLY as readonly string[]).includes(path)) return null;
  const reads = PAGE_READS[path as PagePath] ?? EVERY_OTHER_PAGE;
  return [settingsKeys.social, ...reads(params, search)];
}

/** The reads that depend on the first answers, made once those are in. */
export function serverFollowUpData(
  path: string,
  params: Params,
  answer: (queryKey: QueryKey) => unknown,
): QueryKey[] {
  return FOLLOW_UP_READS[path as PagePath]?.(params, answer) ?? [];
}
