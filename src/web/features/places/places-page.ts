import {
  CATEGORY_LABELS,
  CATEGORY_PLURALS,
  FILTER_PANEL_CATEGORIES,
  isPlaceCategory,
  type PlaceCategory,
} from '../../../common/categories';
import type { Place } from '../../../common/schemas/places';

export type CategoryFilter = 'all' | PlaceCategory;

/** The ?category= value of /places: one of the ten categories, anything else means all. */
export function categoryFromParam(value: string | null | undefined): CategoryFilter {
  return isPlaceCategory(value) ? value : 'all';
}

/** 'Explore Restaurants', 'Explore Spas', 'Explore Shopping'... or 'All Places in Paphos'. */
export function placesHeading(category: CategoryFilter): string {
  return category === 'all' ? 'All Places in Paphos' : `Explore ${CATEGORY_PLURALS[category]}`;
}

/** The document title of /places by category, without the site name. */
export function placesTitle(category: CategoryFilter): string {
  return category === 'all' ? 'All Places in Paphos' : `Best ${CATEGORY_PLURALS[category]} in Paphos, Cyprus`;
}

/** The meta description of /places by category. */
export function placesDescription(category: CategoryFilter): string {
  const what =
    category === 'all'
      ? 'restaurants, bars, beaches, attractions, hotels and more'
      : CATEGORY_PLURALS[category].toLowerCase();
  return `Discover the best ${what} in Paphos, Cyprus, with ratings, reviews, prices, photos and distances from you.`;
}

/** '12 places found', '1 place found for "meze"'. */
export function placesFoundText(count: number, query: string): string {
  const noun = count === 1 ? 'place' : 'places';
  const needle = query.trim();
  return `${count} ${noun} found${needle ? ` for "${needle}"` : ''}`;
}

/**
 * The filter panel's category choices: all plus the panel's seven categories, and the selected category
 * too when it is one the panel does not list (a ?category=spa link), so the preselect stays visible.
 */
export function categoryOptions(selected: CategoryFilter): CategoryFilter[] {
  const options: CategoryFilter[] = ['all', ...FILTER_PANEL_CATEGORIES];
  if (!options.includes(selected)) options.push(selected);
  return options;
}

/** The place's description, or '{name}, a {category} in Paphos, Cyprus.' when it has none. */
export function placeDescription(place: Pick<Place, 'name' | 'category' | 'description'>): string {
  return (
    place.description ??
    `${place.name}, a ${CATEGORY_LABELS[place.category].toLowerCase()} in Paphos, Cyprus.`
  );
}

/** A maps search for the place by name and coordinates. */
export function googleMapsUrl(name: string, latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}%20${latitude},${longitude}`;
}

export const META_DESCRIPTION_MAX = 155;

/** Cuts text to at most `max` characters, at a word boundary when one is close, ending in '…'. */
export function truncateText(text: string, max: number = META_DESCRIPTION_MAX): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Banner keywords for a place: its category and the words of its name. */
export function placeKeywords(place: { category: string; name: string }): string[] {
  const words = place.name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2);
  return [...new Set([place.category, ...words])];
}

/** 'tel:' href from a printed phone number: digits and a leading plus only. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
