import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EventItem } from '../../../common/schemas/events';
import type { WhatsOn } from '../../../common/schemas/whats-on';
import { getQueryFn, type QueryParams } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const eventKeys = {
  upcoming: [API.events.upcoming] as const,
  detail: (id: number) => [API.events.list, id] as const,
};

/** GET /api/events/upcoming */
export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming,
  queryFn: getQueryFn<EventItem[]>({ on401: 'throw' }),
});

/** GET /api/events/{id}; an unknown event is a '404: ...' error. */
export function eventQuery(id: number) {
  return queryOptions({ queryKey: eventKeys.detail(id), queryFn: getQueryFn<EventItem>({ on401: 'throw' }) });
}

/** GET /api/events/{id}/calendar: the event as an .ics file. */
export const eventCalendarUrl = (id: number) => `${API.events.list}/${id}/calendar`;

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery);
/** The event behind an id; `null` (an address that names no event) asks nothing. */
export const useEvent = (id: number | null) => useQuery({ ...eventQuery(id ?? 0), enabled: id !== null });

/** GET /api/events?when=&from=&to=&category=: the What's On page's list for its filters. */
export function whatsOnQuery(params: QueryParams) {
  return queryOptions({
    queryKey: [API.events.list, params] as const,
    queryFn: getQueryFn<WhatsOn>({ on401: 'throw' }),
  });
}

export const useWhatsOn = (params: QueryParams) =>
  useQuery({ ...whatsOnQuery(params), placeholderData: keepPreviousData });

/** Every upcoming event as one calendar to subscribe to. */
export const allEventsCalendarUrl = API.events.calendar;
