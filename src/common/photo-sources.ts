/**
 * The operator's photos as the browser asks for them: each one is kept as AVIF and WebP at up to three widths
 * (never wider than the photo itself), under URLs named by the photo's content hash, so a URL always means
 * the same bytes and can be cached for ever.
 */

/** Where the encoded photos are served. */
export const MEDIA_PHOTOS_PATH = '/media/photos';

/** The widths each photo is encoded at, smallest first; a narrower photo stops at its own width. */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The widths a photo `width` pixels wide is encoded at: each of PHOTO_WIDTHS, capped at the photo's own. */
export function variantWidths(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((target) => Math.min(target, width)))].sort((a, b) => a - b);
}

/** The URL of one encoded size: /media/photos/<hash>-<width>.<format>. */
export function photoVariantUrl(hash: string, width: number, format: PhotoFormat): string {
  return `${MEDIA_PHOTOS_PATH}/${hash}-${width}.${format}`;
}

/** Reads a variant's file name ('<hash>-<width>.<format>'); null for any other name. */
export function parsePhotoFileName(
  name: string,
): { hash: string; width: number; format: PhotoFormat } | null {
  const match = /^([0-9a-f]{32})-([1-9][0-9]{0,4})\.(avif|webp)$/.exec(name);
  if (!match) return null;
  return { hash: match[1]!, width: Number(match[2]), format: match[3] as PhotoFormat };
}

/** A srcset of every size of one format: '/media/photos/<hash>-480.webp 480w, ...'. */
export function photoSrcset(hash: string, width: number, format: PhotoFormat): string {
  return variantWidths(width)
    .map((size) => `${photoVariantUrl(hash, size, format)} ${size}w`)
    .join(', ');
}

/** The width a card (or any single-URL use) shows: the middle size, or the photo's own when narrower. */
export const CARD_PHOTO_WIDTH = 960;
/** The width shared with other sites (Open Graph, Pinterest): the largest kept. */
export const SHARE_PHOTO_WIDTH = 1600;

export interface PhotoPicture {
  /** The WebP fallback for the <img>. */
  src: string;
  avifSrcset: string;
  webpSrcset: string;
}

/** What a <picture> of the photo needs: an AVIF and a WebP srcset and the <img> fallback. */
export function photoPicture(photo: { hash: string; width: number }): PhotoPicture {
  return {
    src: photoVariantUrl(photo.hash, Math.min(CARD_PHOTO_WIDTH, photo.width), 'webp'),
    avifSrcset: photoSrcset(photo.hash, photo.width, 'avif'),
    webpSrcset: photoSrcset(photo.hash, photo.width, 'webp'),
  };
}
