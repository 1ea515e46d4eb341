import type { PlaceCategory } from '../../../common/categories';
import { type BundledPlace, bundledPlaces, withPhotos } from '../../db/seed';
import { placeCandidates } from '../../db/seed/records';
import { BUNDLED_PLACES_SOURCE, type PlacesSource, type SourcePlace } from './index';

function toSourcePlace(place: BundledPlace): SourcePlace {
  return {
    sourceId: place.sourceId,
    name: place.name,
    category: place.category,
    latitude: place.latitude,
    longitude: place.longitude,
    approximatePosition: place.approximatePosition,
    address: place.address,
    phoneNumber: place.phoneNumber,
    website: place.website,
    rating: place.sampleRating,
    reviewCount: 0,
    priceLevel: place.priceLevel,
    openingHours: place.openingHours,
    photos: place.photos,
    photoCredits: [],
    highlights: place.highlights,
    amenities: place.amenities,
    description: place.description,
    // Left out rather than empty: the sync keeps what the seed stored for these.
    nameTranslations: {},
    wheelchair: null,
    toiletsWheelchair: null,
  };
}

/**
 * The bundled places, plus a few real candidates the seed does not load: chosen by PLACES_SOURCE=bundled,
 * or standing in for a live source that cannot be reached. `reason` says why, in the sync log:
 * 'the bundled places (PLACES_SOURCE=bundled)'.
 */
export function offlinePlacesSource(reason = 'PLACES_SOURCE=bundled'): PlacesSource {
  const all = [...bundledPlaces(), ...withPhotos(placeCandidates)].map(toSourcePlace);
  return {
    id: BUNDLED_PLACES_SOURCE,
    name: 'bundled places',
    standIn: `the bundled places (${reason})`,
    async fetchCategory(category: PlaceCategory) {
      return all.filter((place) => place.category === category);
    },
  };
}
