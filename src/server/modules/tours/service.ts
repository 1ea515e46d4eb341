import type { Db } from '../../db/client';
import { tours } from '../../db/schema';
import { byRating, rankToursForPlace, type RankingPlace } from './ranking';

export const RECOMMENDATIONS_LIMIT = 6;

const tourColumns = {
  id: tours.id,
  productCode: tours.productCode,
  title: tours.title,
  imageUrl: tours.imageUrl,
  rating: tours.rating,
  reviewCount: tours.reviewCount,
  duration: tours.duration,
  priceFrom: tours.priceFrom,
  trackingUrl: tours.trackingUrl,
  productUrl: tours.productUrl,
  keywords: tours.keywords,
  categories: tours.categories,
  latitude: tours.latitude,
  longitude: tours.longitude,
};

export function listTours(db: Db) {
  return db.select(tourColumns).from(tours);
}

export type TourRow = Awaited<ReturnType<typeof listTours>>[number];

export function topRatedTours(all: TourRow[], limit: number): TourRow[] {
  return [...all].sort(byRating).slice(0, limit);
}

export function toursForPlace(all: TourRow[], place: RankingPlace, limit = RECOMMENDATIONS_LIMIT): TourRow[] {
  return rankToursForPlace(all, place, limit);
}
