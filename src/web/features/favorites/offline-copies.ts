/**
 * The visitor's saved places work with no signal: their pages, API answers and pictures are copied into a
 * cache of their own (SAVED_FOR_OFFLINE_CACHE), which the service worker answers from when the network and
 * its own caches fail. A cache of their own because the service worker's 'pages' and 'api' caches keep
 * only the most recent 60 and 300 answers: a day of browsing would push a favourite saved a week ago out.
 * The page copies them itself, with fetch and the Cache API, rather than asking the service worker: no
 * message protocol, and it works the same before the service worker controls the page.
 *
 * The account's own reads (who is signed in, the favourites list) are not copied here, where they would
 * outlive a log-out: the service worker's 'api' cache keeps them, and as every page reads them online they
 * are always among its newest answers.
 */
import { SAVED_FOR_OFFLINE_CACHE } from '../../../common/browser-storage';
import { API } from '../../../common/api-paths';
import { savedPlacesAddresses } from './favorite-places';

/** A saved place: a whole place with its photos (its page's button), or a list's card with its one photo. */
export type OfflinePlace = { slug: string } & ({ photos: readonly string[] } | { photo: string | null });

/** What the favourites page needs offline besides the places: itself, and its reads of the saved places. */
const favoritesPageAddresses = (savedIds: readonly number[]) => [
  '/my-favorites',
  ...savedPlacesAddresses(savedIds),
];

/** An address on this site as a cache names it: its path and query, escaped as a URL escapes them. */
function ownAddress(address: string): string {
  const url = new URL(address, 'http://this.site');
  return url.pathname + url.search;
}

/**
 * What a place needs to open offline: its page, its API answer, and its pictures served by this site (a
 * picture from another site would be kept as an opaque answer, which browsers count as megabytes).
 */
export function placeOfflineAddresses(place: OfflinePlace): string[] {
  const slug = encodeURIComponent(place.slug);
  const photos = 'photos' in place ? place.photos : place.photo ? [place.photo] : [];
  const ownPhotos = photos.filter((photo) => photo.startsWith('/') && !photo.startsWith('//'));
  return [`/places/${slug}`, `${API.places.list}/${slug}`, ...ownPhotos.map(ownAddress)];
}

/**
 * The addresses to fetch anew: every API answer (small, and a place's details change), and whatever is
 * not kept yet; pages and pictures already kept stay as they are (a page costs the server a render).
 */
export function addressesToFetch(wanted: readonly string[], kept: ReadonlySet<string>): string[] {
  return wanted.filter((address) => address.startsWith('/api/') || !kept.has(address));
}

async function openCache(): Promise<Cache | null> {
  // No Cache API (an old browser, a page not served over HTTPS): nothing is kept, nothing breaks.
  if (typeof caches === 'undefined') return null;
  return caches.open(SAVED_FOR_OFFLINE_CACHE).catch(() => null);
}

/** Copies are made online only: offline, fetching would only hand back the copies already kept. */
const openCacheToKeep = () => (navigator.onLine ? openCache() : Promise.resolve(null));

/** Fetches and keeps each address; one that fails keeps the copy it had (if any). */
async function keep(cache: Cache, addresses: readonly string[]): Promise<void> {
  await Promise.all(
    addresses.map(async (address) => {
      try {
        const response = await fetch(address);
        if (response.ok) await cache.put(address, response);
      } catch {
        // Offline or refused: the copy kept before, if any, still serves.
      }
    }),
  );
}

/** A place just saved as a favourite: keeps it, and the favourites page with `savedIds`, for use offline. */
export async function keepPlaceOffline(place: OfflinePlace, savedIds: readonly number[]): Promise<void> {
  const cache = await openCacheToKeep();
  if (cache) await keep(cache, [...favoritesPageAddresses(savedIds), ...placeOfflineAddresses(place)]);
}

/** A place no longer a favourite: its copies go. */
export async function forgetPlaceOffline(place: OfflinePlace): Promise<void> {
  const cache = await openCache();
  if (cache) await Promise.all(placeOfflineAddresses(place).map((address) => cache.delete(address)));
}

/**
 * The favourites page, online: keeps exactly these places (and the page with its reads of `savedIds`,
 * when there are any) for use offline, dropping the copies of places no longer saved.
 */
export async function keepOnlyTheseOffline(
  places: readonly OfflinePlace[],
  savedIds: readonly number[],
): Promise<void> {
  const cache = await openCacheToKeep();
  if (!cache) return;
  const wanted =
    places.length > 0 ? [...favoritesPageAddresses(savedIds), ...places.flatMap(placeOfflineAddresses)] : [];
  const wantedSet = new Set(wanted);
  const kept = (await cache.keys()).map((request) => ({ request, address: ownAddress(request.url) }));
  await Promise.all(
    kept.filter(({ address }) => !wantedSet.has(address)).map(({ request }) => cache.delete(request)),
  );
  await keep(cache, addressesToFetch(wanted, new Set(kept.map(({ address }) => address))));
}
