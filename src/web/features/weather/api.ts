import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Weather } from '../../../common/schemas/weather';
import { getQueryFn } from '../../lib/api-client';

export const weatherKeys = { current: ['/api/weather'] as const };

/** GET /api/weather */
export const weatherQuery = queryOptions({
  queryKey: weatherKeys.current,
  queryFn: getQueryFn<Weather>({ on401: 'throw' }),
});

export const useWeather = () => useQuery(weatherQuery);
