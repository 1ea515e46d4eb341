import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EventItem } from '../../../common/schemas/events';
import { getQueryFn } from '../../lib/api-client';

export const eventKeys = { upcoming: ['/api/events/upcoming'] as const };

/** GET /api/events/upcoming */
export const upcomingEventsQuery = queryOptions({
  queryKey: eventKeys.upcoming,
  queryFn: getQueryFn<EventItem[]>({ on401: 'throw' }),
});

export const useUpcomingEvents = () => useQuery(upcomingEventsQuery);
