/**
 * The Events tab's calls (SPEC 7, Admin): a page of events, create, edit, cancel, publish and delete, and
 * the published places the venue picker offers. Every write also refreshes the public '/api/events...'
 * reads, so What's On and the event pages change at once.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  AdminEvent,
  AdminEventBody,
  AdminEventsPage,
  EventStatus,
} from '../../../../common/schemas/events';
import type { AdminPlacesPage } from '../../../../common/schemas/places';
import { useAdminMutation } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { ADMIN_API, API } from '../../../../common/api-paths';

/** How many places the venue picker shows for a search. */
const PLACE_MATCHES = 8;

/** GET /api/admin/events?status=&offset=: one page, the next one loading behind the current. */
export function useAdminEvents(status: EventStatus | null, offset: number) {
  const params = { status: status ?? undefined, offset };
  return useQuery<AdminEventsPage>({
    queryKey: [ADMIN_API.events, params],
    queryFn: getAdminQueryFn<AdminEventsPage>(),
    placeholderData: keepPreviousData,
  });
}

/** What an event write changes: the dashboard's list and the public event answers. */
const EVENT_READS = [ADMIN_API.events, API.events.list];

/** POST /api/admin/events (new) or PUT /api/admin/events/{id}; a failure toasts 'Save Failed'. */
export function useSaveEvent() {
  return useAdminMutation<{ id: number | null; body: AdminEventBody }, AdminEvent>({
    request: ({ id, body }) =>
      id === null
        ? { method: 'POST', path: ADMIN_API.events, body }
        : { method: 'PUT', path: `${ADMIN_API.events}/${id}`, body },
    failureTitle: 'Save Failed',
    invalidates: EVENT_READS,
  });
}

/** POST /api/admin/events/{id}/cancel or /publish; failures toast 'Cancel Failed' or 'Publish Failed'. */
export function useChangeEventStatus(change: 'cancel' | 'publish') {
  return useAdminMutation<number, AdminEvent>({
    request: (id) => ({ method: 'POST', path: `${ADMIN_API.events}/${id}/${change}` }),
    failureTitle: change === 'cancel' ? 'Cancel Failed' : 'Publish Failed',
    invalidates: EVENT_READS,
  });
}

/** DELETE /api/admin/events/{id}; a failure toasts 'Delete Failed'. */
export function useDeleteEvent() {
  return useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `${ADMIN_API.events}/${id}` }),
    failureTitle: 'Delete Failed',
    invalidates: EVENT_READS,
  });
}

/** Published places whose name contains `search` (the first few), for the venue picker; asked once typed. */
export function useVenueSearch(search: string) {
  const params = { status: 'published', limit: PLACE_MATCHES, search: search.trim() };
  return useQuery<AdminPlacesPage>({
    queryKey: [ADMIN_API.places, params],
    queryFn: getAdminQueryFn<AdminPlacesPage>(),
    enabled: search.trim() !== '',
    placeholderData: keepPreviousData,
  });
}
