/**
 * Test photos made with sharp, and multipart uploads of them (not a test file itself).
 */
import sharp from 'sharp';
import type { App } from '../../src/server/app';
import { asAdmin, freshAddress, type Response } from './api';

export interface TestPhotoOptions {
  width?: number;
  height?: number;
  /** EXIF orientation (1 upright; 6 means the camera was turned a quarter). */
  orientation?: number;
  /** Write the camera's name and a GPS position (in Paphos) into the EXIF, as a phone would. */
  gps?: boolean;
  colour?: { r: number; g: number; b: number };
}

/** The camera name written by `gps: true`, which must never come out again. */
export const TEST_CAMERA = 'PaphosTestPhone';

/** A JPEG of a simple sea scene with its sky in `colour`, optionally carrying a phone's EXIF (camera and GPS position). */
export async function testJpeg(options: TestPhotoOptions = {}): Promise<Buffer> {
  const {
    width = 1200,
    height = 800,
    orientation,
    gps = false,
    colour = { r: 30, g: 120, b: 170 },
  } = options;
  const { r, g, b } = colour;
  // A sky of the colour over a sea and a sun: something to look at in a screenshot, and distinct per colour.
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="rgb(${r},${g},${b})"/><stop offset="1" stop-color="#f6d8a8"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.45}" r="${Math.min(width, height) * 0.12}" fill="#f4a340"/>
    <rect y="${height * 0.6}" width="100%" height="${height * 0.4}" fill="#1b5e7a"/>
    <rect y="${height * 0.85}" width="100%" height="${height * 0.15}" fill="#e9d3a6"/>
  </svg>`;
  let image = sharp(Buffer.from(scene)).jpeg({ quality: 85 });
  if (orientation) image = image.withMetadata({ orientation });
  if (gps) {
    image = image.withExif({
      IFD0: { Make: TEST_CAMERA, Model: TEST_CAMERA },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '34/1 45/1 27/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '32/1 24/1 23/1',
      },
    });
  }
  return image.toBuffer();
}

export type UploadPart =
  { name: string; value: string } | { name: string; fileName: string; contentType?: string; data: Buffer };

/** A multipart/form-data body of the parts, in order. */
export function multipartBody(parts: UploadPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----paphos-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(
        Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
            `Content-Type: ${part.contentType ?? 'image/jpeg'}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface TestUpload {
  fileName: string;
  data: Buffer;
  alt?: string;
  credit?: string;
  contentType?: string;
}

/** The parts of an upload: each file after its own alt and credit fields. */
export function uploadParts(files: TestUpload[]): UploadPart[] {
  return files.flatMap((file) => [
    ...(file.alt !== undefined ? [{ name: 'alt', value: file.alt }] : []),
    ...(file.credit !== undefined ? [{ name: 'credit', value: file.credit }] : []),
    { name: 'file', fileName: file.fileName, data: file.data, contentType: file.contentType },
  ]);
}

/** POST /api/admin/places/:id/photos with the files (with the admin key unless `headers` says otherwise). */
export function uploadPhotos(
  app: App,
  placeId: number,
  files: TestUpload[],
  headers: Record<string, string> = asAdmin().headers!,
): Promise<Response> {
  const { payload, contentType } = multipartBody(uploadParts(files));
  return app.inject({
    method: 'POST',
    url: `/api/admin/places/${placeId}/photos`,
    remoteAddress: freshAddress(),
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}
