/**
 * What the server reads before it writes a page (src/web/entry-server.tsx): the API answers each public
 * page shows first, so its HTML carries the page's content. Anything else a page reads loads in the
 * browser. Kept apart from the routes so none of it rides in the browser's first load.
 */
import type { QueryKey } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { PagePath } from '../common/page-paths';
import { articleKeys } from './features/articles/api';
import { eventKeys } from './features/events/api';
import { eventIdFromParam } from './features/events/event-page';
import { placeKeys } from './features/places/api';
import { settingsKeys } from './features/settings/api';
import { weatherKeys } from './features/weather/api';

type PageData = (params: Params, search: URLSearchParams) => QueryKey[];

/** Pages for one signed-in visitor or for the operator: nothing in them is the same for everyone. */
const BROWSER_ONLY: readonly PagePath[] = ['/my-favorites', '/account', '/admin', '/login'];

const PAGE_DATA: Partial<Record<PagePath, PageData>> = {
  '/': () => [placeKeys.trending, placeKeys.recent, eventKeys.upcoming, weatherKeys.current],
  '/places': () => [placeKeys.all],
  '/places/:slug': ({ slug = '' }) => [placeKeys.detail(slug), eventKeys.upcoming, weatherKeys.current],
  '/events/:id': ({ id }) => {
    const eventId = eventIdFromParam(id);
    return eventId === null ? [] : [eventKeys.detail(eventId)];
  },
  '/blog': () => [articleKeys.all, weatherKeys.current],
  '/blog/:slug': ({ slug = '' }) => [articleKeys.detail(slug), weatherKeys.current],
};

/**
 * The reads the server makes for a page (the footer's social links sit on every page), or null for a page
 * the browser renders alone. `path` is the route's pattern; the 404 page's is '*'.
 */
export function serverPageData(path: string, params: Params, search: URLSearchParams): QueryKey[] | null {
  if ((BROWSER_ONLY as readonly string[]).includes(path)) return null;
  const pageData = PAGE_DATA[path as PagePath];
  return [settingsKeys.social, ...(pageData?.(params, search) ?? [])];
}
