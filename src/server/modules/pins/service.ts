import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles, pins, places } from '../../db/schema';
import { placePhotosWithOperatorsSql } from '../photos/place-photo-sql';

/** Pictures Pinterest accepts; the bundled SVG artwork is not one of them. The operator's photos are WebP. */
const RASTER_IMAGE = '\\.(jpe?g|png|webp)(\\?.*)?$|^/api/places/photos/|^/media/photos/';
/** The place's first picture, the operator's own photo before the places provider's. */
const firstPhoto = sql<string>`(${placePhotosWithOperatorsSql})[1]`;

export interface PinSubject {
  kind: 'place' | 'article';
  id: number;
  title: string;
  description: string;
  /** Site path of its page. */
  path: string;
  /** Site path or absolute URL of its picture. */
  imageUrl: string;
}

/**
 * The next thing to pin: a published place never pinned before (best rated first), then a published
 * article never pinned before (newest first). Only subjects with a picture Pinterest accepts qualify.
 */
export async function nextPinSubject(db: Db): Promise<PinSubject | undefined> {
  const [place] = await db
    .select({
      id: places.id,
      name: places.name,
      description: places.description,
      slug: places.slug,
      photo: firstPhoto,
    })
    .from(places)
    .leftJoin(pins, eq(pins.placeId, places.id))
    .where(and(eq(places.status, 'published'), isNull(pins.id), sql`${firstPhoto} ~* ${RASTER_IMAGE}`))
    .orderBy(desc(places.rating), asc(places.id))
    .limit(1);
  if (place) {
    return {
      kind: 'place',
      id: place.id,
      title: place.name,
      description: place.description ?? place.name,
      path: `/places/${place.slug}`,
      imageUrl: place.photo,
    };
  }
  const [article] = await db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      slug: articles.slug,
      image: articles.featuredImageUrl,
    })
    .from(articles)
    .leftJoin(pins, eq(pins.articleId, articles.id))
    .where(
      and(
        eq(articles.status, 'published'),
        isNull(pins.id),
        sql`${articles.featuredImageUrl} ~* ${RASTER_IMAGE}`,
      ),
    )
    .orderBy(desc(articles.createdAt), asc(articles.id))
    .limit(1);
  if (!article) return undefined;
  return {
    kind: 'article',
    id: article.id,
    title: article.title,
    description: article.excerpt ?? article.title,
    path: `/blog/${article.slug}`,
    imageUrl: article.image!,
  };
}

/** Pins attempted (posted or failed) since the instant: a failed slot is not retried the same day. */
export async function pinsAttemptedSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pins)
    .where(gte(pins.postedAt, since));
  return row!.n;
}

export async function recordPin(
  db: Db,
  pin: { subject: PinSubject; pinId: string | null; status: 'posted' | 'failed'; at: Date },
): Promise<void> {
  await db.insert(pins).values({
    placeId: pin.subject.kind === 'place' ? pin.subject.id : null,
    articleId: pin.subject.kind === 'article' ? pin.subject.id : null,
    pinId: pin.pinId,
    status: pin.status,
    postedAt: pin.at,
  });
}
