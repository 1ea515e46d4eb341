import { distanceKm } from '../../../common/distance';

export interface RankableTour {
  id: number;
  rating: number | null;
  reviewCount: number;
  keywords: string[];
  categories: string[];
  latitude: number | null;
  longitude: number | null;
}

export interface RankingPlace {
  name: string;
  description: string | null;
  category: string;
  latitude: number;
  longitude: number;
}

/** Top rated first; more reviews break ties. */
export function byRating(a: RankableTour, b: RankableTour): number {
  return (b.rating ?? 0) - (a.rating ?? 0) || b.reviewCount - a.reviewCount || a.id - b.id;
}

/** How related a tour is to a place: its keywords in the place's text, its category, and how close it starts. */
export function relevance(tour: RankableTour, place: RankingPlace): number {
  const text = `${place.name} ${place.description ?? ''}`.toLowerCase();
  let score = 0;
  for (const keyword of tour.keywords) {
    if (keyword && text.includes(keyword.toLowerCase())) score += 3;
  }
  if (tour.categories.includes(place.category)) score += 2;
  if (tour.latitude !== null && tour.longitude !== null) {
    const km = distanceKm(
      { lat: place.latitude, lng: place.longitude },
      { lat: tour.latitude, lng: tour.longitude },
    );
    if (km < 5) score += 2;
    else if (km < 15) score += 1;
  }
  return score;
}

/** Related tours first (most related, then best rated), topped up with the best rated of the rest. */
export function rankToursForPlace<T extends RankableTour>(
  tours: T[],
  place: RankingPlace,
  limit: number,
): T[] {
  const scored = tours.map((tour) => ({ tour, score: relevance(tour, place) }));
  const related = scored
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || byRating(a.tour, b.tour))
    .map((entry) => entry.tour);
  const rest = scored
    .filter((entry) => entry.score === 0)
    .map((entry) => entry.tour)
    .sort(byRating);
  return [...related, ...rest].slice(0, limit);
}
