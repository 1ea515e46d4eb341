import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Banner } from '../../../common/schemas/banners';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const bannerKeys = { all: [API.banners] as const };

/** GET /api/banners */
export const bannersQuery = queryOptions({
  queryKey: bannerKeys.all,
  queryFn: getQueryFn<Banner[]>({ on401: 'throw' }),
});

export const useBanners = () => useQuery(bannersQuery);
