import type { PlaceCategory } from '../../../common/categories';
import { bundledPlaces, placePhoto } from '../../db/seed';
import { placeCandidates } from '../../db/seed/place-candidates';
import type { SeedPlace } from '../../db/seed/types';
import { BUNDLED_PLACES_SOURCE, type PlacesSource, type SourcePlace } from './index';

function toSourcePlace(place: SeedPlace & { photos: string[] }): SourcePlace {
  return {
    sourceId: place.sourceId,
    name: place.name,
    category: place.category,
    latitude: place.latitude,
    longitude: place.longitude,
    address: place.address,
    phoneNumber: place.phoneNumber,
    website: place.website,
    rating: place.rating,
    reviewCount: place.reviewCount,
    priceLevel: place.priceLevel,
    photos: place.photos,
    photoCredits: [],
    highlights: place.highlights,
    amenities: place.amenities,
    description: place.description,
  };
}

/** Without a maps places key: the bundled places, plus a few real candidates the seed does not load. */
export function offlinePlacesSource(): PlacesSource {
  const all = [
    ...bundledPlaces(),
    ...placeCandidates.map((place, index) => ({ ...place, photos: [placePhoto(place.category, index)] })),
  ].map(toSourcePlace);
  return {
    id: BUNDLED_PLACES_SOURCE,
    name: 'bundled places',
    async fetchCategory(category: PlaceCategory) {
      return all.filter((place) => place.category === category);
    },
  };
}
