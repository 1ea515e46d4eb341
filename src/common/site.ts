/**
 * The site's name and what it is, for page titles, the header, the app manifest (vite.config.ts) and
 * structured data. It imports nothing, so the build's config can load it as it is.
 */
export const SITE_NAME = 'Paphos Guide';
export const SITE_DESCRIPTION =
  'Discover the best restaurants, beaches, attractions, hotels and events in Paphos, Cyprus — with maps, weather, local guides and tours.';

/** A page's document title: '{title} | Paphos Guide'. */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}
