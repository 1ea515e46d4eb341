import type { PlaceCategory } from '../../../common/categories';

/**
 * Map marker colours by category (SPEC 9). Each is dark enough for a white 2 px marker ring to stand out
 * on light map tiles, and distinct from its neighbours.
 */
export const CATEGORY_MARKER_COLORS: Record<PlaceCategory, string> = {
  restaurant: '#c2410c',
  bar: '#7e22ce',
  cafe: '#92400e',
  attraction: '#0e5a7e',
  beach: '#0891b2',
  hotel: '#be123c',
  landmark: '#4d7c0f',
  spa: '#0f766e',
  shopping: '#b45309',
  entertainment: '#4338ca',
};

export const USER_MARKER_COLOR = '#2563eb';
