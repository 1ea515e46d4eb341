/**
 * Turns an uploaded photo into what the site serves: upright (its EXIF orientation applied), with every
 * piece of metadata left behind (a phone's GPS position, camera, date), as AVIF and WebP at each width of
 * variantWidths. sharp writes no metadata unless asked (withMetadata / keepExif), and this code never asks.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_FORMATS, variantWidths, type PhotoFormat } from '../../../common/photo-sources';
import { PHOTO_MAX_PIXELS } from '../../../common/schemas/place-photos';
import { AppError } from '../../lib/app-error';
import { sniffImage } from './sniff';

export interface EncodedVariant {
  format: PhotoFormat;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface PreparedPhoto {
  hash: string;
  /** Upright size. */
  width: number;
  height: number;
  variants: EncodedVariant[];
}

/** Encoder settings: quality for a photo on a screen, effort kept low so an upload takes seconds, not minutes. */
const ENCODE: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 55, effort: 2 }),
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
};

const refuse = (message: string) => new AppError(400, message);

/** The content hash a photo's URLs are named by: the first 32 hex characters of the upload's SHA-256. */
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Checks an upload by its bytes and size and encodes it; refuses (400, naming the file) anything that is not
 * a JPEG, PNG, WebP or HEIC/HEIF photo the image library can read, or that has more than 40 megapixels.
 */
export async function preparePhoto(bytes: Buffer, fileName: string): Promise<PreparedPhoto> {
  const kind = sniffImage(bytes);
  if (!kind) throw refuse(`"${fileName}" is not a JPEG, PNG, WebP or HEIC photo.`);
  const input = () => sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse(unreadable(fileName, kind));
  }
  const { width = 0, height = 0 } = metadata;
  if (width * height > PHOTO_MAX_PIXELS) {
    throw refuse(`"${fileName}" has ${((width * height) / 1e6).toFixed(1)} megapixels; the most is 40.`);
  }
  // Orientations 5 to 8 turn the picture a quarter: upright, its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const upright = turned ? { width: height, height: width } : { width, height };
  try {
    const widths = variantWidths(upright.width);
    // Decoded once, upright and at the largest size kept (8-bit sRGB), then each size is made from that.
    const { data: pixels, info } = await input()
      .autoOrient()
      .resize({ width: widths.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const variants: EncodedVariant[] = await Promise.all(
      widths.flatMap((size) =>
        PHOTO_FORMATS.map(async (format) => {
          const encoded = await ENCODE[format](sharp(pixels, { raw }).resize({ width: size })).toBuffer({
            resolveWithObject: true,
          });
          return { format, width: size, height: encoded.info.height, bytes: encoded.data };
        }),
      ),
    );
    return { hash: contentHash(bytes), ...upright, variants };
  } catch {
    throw refuse(unreadable(fileName, kind));
  }
}

function unreadable(fileName: string, kind: string): string {
  return kind === 'heif'
    ? `"${fileName}" is a HEIC photo this server's image library cannot read; export it as JPEG and upload that.`
    : `"${fileName}" could not be read as a photo; the file may be damaged.`;
}
