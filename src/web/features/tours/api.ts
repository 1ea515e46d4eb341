import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TourExperience } from '../../../common/schemas/tours';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

export const SHOWCASE_LIMIT = 8;
export const WIDGET_LIMIT = 3;

export const tourKeys = {
  /** The top-rated tours; the web app never asks the showcase for one place (the widget recommends). */
  /** Every tour read starts with this. */
  all: [API.tours.root] as const,
  showcase: (limit: number) => [API.tours.showcase, { limit }] as const,
  recommendations: (placeId: number) => [API.tours.recommendations, placeId] as const,
};

const list = getQueryFn<TourExperience[]>({ on401: 'throw' });

/** GET /api/viator/showcase?limit= (default 8). */
export function toursShowcaseQuery(limit: number = SHOWCASE_LIMIT) {
  return queryOptions({ queryKey: tourKeys.showcase(limit), queryFn: list });
}

/** GET /api/viator/recommendations/{placeId} */
export function tourRecommendationsQuery(placeId: number) {
  return queryOptions({ queryKey: tourKeys.recommendations(placeId), queryFn: list });
}

export const useToursShowcase = (
  limit: number = SHOWCASE_LIMIT,
  { enabled = true }: { enabled?: boolean } = {},
) => useQuery({ ...toursShowcaseQuery(limit), enabled });

export const useTourRecommendations = (placeId: number | undefined) =>
  useQuery({ ...tourRecommendationsQuery(placeId ?? 0), enabled: placeId !== undefined });

/** The booking link: trackingUrl, else productUrl. */
export function bookingUrl(tour: Pick<TourExperience, 'trackingUrl' | 'productUrl'>): string | null {
  return tour.trackingUrl || tour.productUrl || null;
}

export const AFFILIATE_REL = 'nofollow noopener noreferrer sponsored';

export const anySample = (tours: Pick<TourExperience, 'isSample'>[]) => tours.some((tour) => tour.isSample);
