import { useQuery } from '@tanstack/react-query';
import type { PlaceBanner } from '../../../common/schemas/banners';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

/** GET /api/banners/place/{slug}: the advert that place's page shows. */
export const usePlaceBanner = (slug: string) =>
  useQuery({ queryKey: [API.placeBanner, slug], queryFn: getQueryFn<PlaceBanner>({ on401: 'throw' }) });
