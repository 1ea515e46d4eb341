import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { places } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import {
  isSourcePhotoName,
  sourcePhotoUrl,
  type PlacesSource,
  type SourcePhoto,
} from '../../providers/places-source';

/** The most photo bytes one instance keeps in memory. */
export const PHOTO_CACHE_BYTES = 64 * 1024 * 1024;

/** Photos by name, least recently used first out once their bytes pass the bound. */
export class PhotoCache {
  private readonly photos = new Map<string, SourcePhoto>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get size(): number {
    return this.bytes;
  }

  get(name: string): SourcePhoto | undefined {
    const photo = this.photos.get(name);
    if (photo) {
      // A Map keeps insertion order: moving a photo to the end marks it recently used.
      this.photos.delete(name);
      this.photos.set(name, photo);
    }
    return photo;
  }

  set(name: string, photo: SourcePhoto): void {
    if (photo.bytes.length > this.maxBytes) return;
    const previous = this.photos.get(name);
    if (previous) {
      this.photos.delete(name);
      this.bytes -= previous.bytes.length;
    }
    this.photos.set(name, photo);
    this.bytes += photo.bytes.length;
    for (const [oldest, old] of this.photos) {
      if (this.bytes <= this.maxBytes) break;
      this.photos.delete(oldest);
      this.bytes -= old.bytes.length;
    }
  }
}

/** Whether one of our places lists the photo, so the route cannot be used to fetch any other. */
async function isPlacePhoto(db: Db, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: places.id })
    .from(places)
    .where(sql`${url} = any(${places.photos})`)
    .limit(1);
  return row !== undefined;
}

/**
 * The photos the places source keeps behind its key, as /api/places/photos/<name> serves them: each fetched
 * once (concurrent requests share the fetch) and then answered from memory.
 */
export function placePhotoService(db: Db, source: PlacesSource, maxBytes = PHOTO_CACHE_BYTES) {
  const cache = new PhotoCache(maxBytes);
  const loading = new Map<string, Promise<SourcePhoto>>();

  async function load(name: string): Promise<SourcePhoto> {
    if (!source.fetchPhoto || !(await isPlacePhoto(db, sourcePhotoUrl(name))))
      throw notFound('Photo not found');
    const photo = await source.fetchPhoto(name);
    cache.set(name, photo);
    return photo;
  }

  return {
    cache,
    /** The photo of that name; 400 for a name that is not a photo name, 404 for one no place lists. */
    photo(name: string): Promise<SourcePhoto> {
      if (!isSourcePhotoName(name)) return Promise.reject(new AppError(400, 'Not a photo reference'));
      const cached = cache.get(name);
      if (cached) return Promise.resolve(cached);
      let pending = loading.get(name);
      if (!pending) {
        pending = load(name).finally(() => loading.delete(name));
        loading.set(name, pending);
      }
      return pending;
    },
  };
}
