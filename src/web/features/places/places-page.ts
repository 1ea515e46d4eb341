import { FILTER_PANEL_CATEGORIES } from '../../../common/categories';
import type { CategoryFilter } from '../../../common/page-meta';
import type { Place } from '../../../common/schemas/places';
import { venueDirectionsUrl } from '../../../common/venue';

/**
 * The filter panel's category choices: all plus the panel's seven categories, and the selected category
 * too when it is one the panel does not list (a ?category=spa link), so the preselect stays visible.
 */
export function categoryOptions(selected: CategoryFilter): CategoryFilter[] {
  const options: CategoryFilter[] = ['all', ...FILTER_PANEL_CATEGORIES];
  if (!options.includes(selected)) options.push(selected);
  return options;
}

/** A maps search for the place by name and coordinates. */
export function googleMapsUrl(name: string, latitude: number, longitude: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}%20${latitude},${longitude}`;
}

/**
 * Turn-by-turn directions (Google Maps URLs, 'dir' action): to the exact spot, or, where our pin is only an
 * estimate, to the place's name and address for the maps app to find.
 */
export function directionsUrl(
  place: Pick<Place, 'name' | 'address' | 'latitude' | 'longitude' | 'approximatePosition'>,
): string {
  const toPin = `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`;
  return place.approximatePosition ? (venueDirectionsUrl(place.name, place.address) ?? toPin) : toPin;
}

/** 'tel:' href from a printed phone number: digits and a leading plus only. */
export function telHref(phoneNumber: string): string {
  const trimmed = phoneNumber.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/**
 * Cards /places shows at first and adds each time the visitor reaches the end of the list: a page of
 * GET /api/places/page.
 */
export const PLACES_PAGE_SIZE = 12;

/** The cards in view as /places opens (a desktop row of three; the first two on a phone): their photos load first. */
export const PLACES_FIRST_IN_VIEW = 3;
