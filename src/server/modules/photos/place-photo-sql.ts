/**
 * The operator's photos as parts of a places query (over `places`): they come first wherever a place shows a
 * picture. Kept apart from service.ts so the places queries can use them without importing the photo writes.
 */
import { sql } from 'drizzle-orm';
import { CARD_PHOTO_WIDTH, MEDIA_PHOTOS_PATH, SHARE_PHOTO_WIDTH } from '../../../common/photo-sources';
import type { OperatorPhoto } from '../../../common/schemas/place-photos';
import { places } from '../../db/schema';

/** The place's id, named with its table: inside a subquery over place_photos a bare "id" would be the photo's. */
const placeId = sql.raw('"places"."id"');

/**
 * The place's photos as JSON (OperatorPhoto[]) for a query of places: what the place page's <picture> reads.
 */
export const operatorPhotosSql = sql<OperatorPhoto[]>`coalesce((select json_agg(json_build_object(
    'id', pp.id, 'hash', pp.content_hash, 'alt', pp.alt, 'credit', pp.credit, 'width', pp.width, 'height', pp.height
  ) order by pp.position, pp.id) from place_photos pp where pp.place_id = ${placeId}), '[]'::json)`;

/** The WebP URL of a photo at a width, as SQL over place_photos `pp` (capped at the photo's own width). */
const variantUrlSql = (width: number) =>
  sql.raw(`'${MEDIA_PHOTOS_PATH}/' || pp.content_hash || '-' || least(${width}, pp.width) || '.webp'`);

/**
 * The place's picture URLs with the operator's photos first (their largest WebP, which Open Graph and
 * Pinterest take), then the places provider's: a real photo always wins over the drawing.
 */
export const placePhotosWithOperatorsSql = sql<string[]>`(array(select ${variantUrlSql(SHARE_PHOTO_WIDTH)}
  from place_photos pp where pp.place_id = ${placeId} order by pp.position, pp.id) || ${places.photos})`;

/** A card's one picture: the operator's first photo at card width, else the provider's first photo. */
export const cardPhotoSql = sql<string | null>`coalesce((select ${variantUrlSql(CARD_PHOTO_WIDTH)}
  from place_photos pp where pp.place_id = ${placeId} order by pp.position, pp.id limit 1), ${places.photos}[1])`;
