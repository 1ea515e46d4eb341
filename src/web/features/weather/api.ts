import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Weather } from '../../../common/schemas/weather';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const weatherKeys = { current: [API.weather] as const };

/** GET /api/weather */
export const weatherQuery = queryOptions({
  queryKey: weatherKeys.current,
  queryFn: getQueryFn<Weather>({ on401: 'throw' }),
});

export const useWeather = () => useQuery(weatherQuery);
