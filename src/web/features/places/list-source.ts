/**
 * The places page's list from the server (GET /api/places/page): what it asks for, a page of cards at a
 * time. The server draws the page with the very same questions (page-data.ts), so the browser finds them
 * answered.
 */
import type { LatLng } from '../../../common/distance';
import type { FilterState, SortOrder } from '../../../common/filter-state';
import type { QueryParams } from '../../lib/api-client';
import { mapFilterParams } from './map-source';
import { filterParams, filtersFromParams, pagesFromParam, sortOrderFromParam } from './places-address';
import { PLACES_PAGE_SIZE } from './places-page';

/** What the list shows: the search, the filters and the order the visitor chose. */
export interface ListChoice {
  search: string;
  filters: FilterState;
  sort: SortOrder;
}

/**
 * The list's query, without its page: the search and filters as the map sends them, the visitor's point
 * when known (each card's distance; the recommended order is then nearest first, as SPEC 5 has it), and
 * the order ('distance' needs a point; without one it is the recommended order).
 */
export function listParams(choice: ListChoice, position: LatLng | null, at: Date | null = null): QueryParams {
  const params = mapFilterParams(choice.filters, position, choice.search, at);
  if (position) Object.assign(params, { lat: position.lat, lng: position.lng });
  const sort = choice.sort === 'distance' && !position ? 'recommended' : choice.sort;
  if (sort !== 'recommended') params.sort = sort;
  params.pageSize = PLACES_PAGE_SIZE;
  return params;
}

/**
 * The list's query as the page starts from its address, with how many pages it shows; null when the page
 * waits for the browser's clock ('open now') and lists nothing yet.
 */
export function initialListParams(search: URLSearchParams): { params: QueryParams; pages: number } | null {
  const choice = listChoiceFromParams(search);
  if (choice.filters.openNow) return null;
  return { params: listParams(choice, null), pages: pagesFromParam(search.get('pages')) };
}

/**
 * The part of the address the list's answers depend on (the search, the order and the filters), written
 * the same way whatever order the address gives them in: a page that waits for it to settle compares text.
 */
export function listChoiceKey(params: URLSearchParams): string {
  const key = new URLSearchParams();
  const search = params.get('q')?.trim();
  if (search) key.set('q', search);
  const sort = sortOrderFromParam(params.get('sort'));
  if (sort !== 'recommended') key.set('sort', sort);
  for (const [name, value] of Object.entries(filterParams(filtersFromParams(params)))) {
    if (value !== null) key.set(name, value);
  }
  return key.toString();
}

/** The list's choice from the address (or a listChoiceKey). */
export function listChoiceFromParams(params: URLSearchParams): ListChoice {
  return {
    search: params.get('q') ?? '',
    filters: filtersFromParams(params),
    sort: sortOrderFromParam(params.get('sort')),
  };
}
