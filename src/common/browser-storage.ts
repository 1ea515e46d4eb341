/**
 * What the site keeps in a visitor's browser, named once for the code that keeps it and for the cookie
 * policy that lists it. Browsers already hold these names: renaming one would lose what they hold.
 */
export const SESSION_COOKIE = 'paphos_session';
/** The session cookie's name in production, where browsers accept it only over HTTPS and for this host. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
export const SESSION_LIFETIME_DAYS = 30;
export const ADMIN_KEY_STORAGE = 'paphos-admin-key';
export const ANALYTICS_CONSENT_STORAGE = 'paphos-analytics-consent';
/** Set once the site has suggested a language from the browser's: it suggests one only once. */
export const LANGUAGE_SUGGESTED_STORAGE = 'paphos-language-suggested';
export const DEVICE_FAVORITES_STORAGE = 'paphos-saved-places';
export const RELOADED_FOR_NEW_BUILD_STORAGE = 'paphos-reloaded-for-new-build';
/**
 * The Cache Storage cache of the visitor's saved places (their pages, API answers and pictures) for use
 * with no signal. The service worker (vite.config.ts, which spells the name out: its code is copied into
 * sw.js) reads it when the network and its own caches have no answer.
 */
export const SAVED_FOR_OFFLINE_CACHE = 'saved-for-offline';

/**
 * The caches the offline service worker keeps (vite.config.ts), each with the most entries it holds: the
 * newest replace the oldest.
 */
export const SERVICE_WORKER_CACHES = {
  pages: { name: 'pages', maxEntries: 60 },
  api: { name: 'api', maxEntries: 300 },
  mapTiles: { name: 'map-tiles', maxEntries: 400, maxAgeDays: 30 },
  placePictures: { name: 'place-pictures', maxEntries: 200 },
} as const;
