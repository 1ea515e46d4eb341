export const SITE_NAME = 'Paphos Guide';
export const SITE_DESCRIPTION =
  'Discover the best restaurants, beaches, attractions, hotels and events in Paphos, Cyprus — with maps, weather, local guides and tours.';
export const MAPS_TERMS_URL = 'https://cloud.google.com/maps-platform/terms';

/** '{title} | Paphos Guide' */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
