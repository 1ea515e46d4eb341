import type { SeedPlace } from './types';

/**
 * Real places the offline places source reports but the seed does not load: the first sync finds them
 * and queues them as pending, so the admin's publishing queue moves on a fresh install. They carry no
 * description (publishing writes one) and no rating (none was sourced).
 *
 * Positions are OpenStreetMap nodes (© OpenStreetMap contributors, extract of September 2019); the
 * wineries are named with their villages by the Cyprus wine-route guides and travel pages.
 */
export const placeCandidates: SeedPlace[] = [
  {
    sourceId: 'paphos-vasilikon-winery',
    slug: 'vasilikon-winery',
    name: 'Vasilikon Winery',
    category: 'attraction',
    rating: null,
    reviewCount: 0,
    description: null,
    latitude: 34.9141,
    longitude: 32.4131,
    address: 'Kathikas, Paphos',
    phoneNumber: null,
    website: null,
    priceLevel: null,
    highlights: ['Family winery founded in 1993', 'Wine tasting', 'Laona plateau vineyards'],
    amenities: [],
    status: 'pending',
    addedDaysAgo: 0,
  },
  {
    sourceId: 'paphos-kolios-winery',
    slug: 'kolios-winery',
    name: 'Kolios Winery',
    category: 'attraction',
    rating: null,
    reviewCount: 0,
    description: null,
    latitude: 34.892,
    longitude: 32.6148,
    address: 'Statos-Agios Fotios, Paphos',
    phoneNumber: null,
    website: null,
    priceLevel: null,
    highlights: ['Hill-village winery', 'Wine tasting'],
    amenities: [],
    status: 'pending',
    addedDaysAgo: 0,
  },
  {
    sourceId: 'paphos-tsangarides-winery',
    slug: 'tsangarides-winery',
    name: 'Tsangarides Winery',
    category: 'attraction',
    rating: null,
    reviewCount: 0,
    description: null,
    latitude: 34.8611,
    longitude: 32.5581,
    address: 'Lemona, Paphos',
    phoneNumber: null,
    website: null,
    priceLevel: null,
    highlights: ['Family-run winery', 'Wine tasting'],
    amenities: [],
    status: 'pending',
    addedDaysAgo: 0,
  },
];
