import { z } from 'zod';
import { trimmedText } from './shared';

/**
 * The most photos one upload may carry (a 12-megapixel photo took about 2 s to encode on the development
 * machine, and an upload must end well within the 30 s request deadline), and the most one place may have.
 */
export const PHOTOS_PER_UPLOAD = 6;
export const PHOTOS_PER_PLACE = 30;
/** The largest upload accepted: 15 MB a file. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels a photo may have (width × height): 40 megapixels. */
export const PHOTO_MAX_PIXELS = 40_000_000;

export const PHOTO_ALT_MAX = 300;
export const PHOTO_CREDIT_MAX = 200;

const altSchema = trimmedText().pipe(
  z
    .string()
    .min(1, 'Alt text is required: say what the photo shows')
    .max(PHOTO_ALT_MAX, `Alt text must be at most ${PHOTO_ALT_MAX} characters`),
);
const creditSchema = trimmedText()
  .pipe(z.string().max(PHOTO_CREDIT_MAX, `Credit must be at most ${PHOTO_CREDIT_MAX} characters`))
  .transform((credit) => (credit === '' ? null : credit));

/** One of the operator's photos of a place, as the place page and the admin's editor read it. */
export const operatorPhotoSchema = z.object({
  id: z.number(),
  /** The content hash its URLs are named by (photo-sources.ts builds them). */
  hash: z.string(),
  alt: z.string(),
  credit: z.string().nullable(),
  width: z.number(),
  height: z.number(),
});
export type OperatorPhoto = z.infer<typeof operatorPhotoSchema>;

export const operatorPhotoListSchema = z.array(operatorPhotoSchema);

/** PATCH /api/admin/places/:id/photos/:photoId: the alt text and credit. */
export const photoPatchSchema = z.object({
  alt: altSchema.optional(),
  credit: creditSchema.optional(),
});
export type PhotoPatch = z.input<typeof photoPatchSchema>;

/** PUT /api/admin/places/:id/photos/order: every photo of the place, by id, in the new order. */
export const photoOrderSchema = z.object({
  photoIds: z.array(z.number().int().positive()).min(1).max(PHOTOS_PER_PLACE),
});

/** The text fields that come with an upload (one alt and credit per file, in the order of the files). */
export const uploadFieldsSchema = z.object({ alt: altSchema, credit: creditSchema });

export const photoParamsSchema = z.object({
  id: z.coerce.number().int('Id must be a whole number').positive('Id must be positive').max(2_147_483_647),
  photoId: z.coerce
    .number()
    .int('Photo id must be a whole number')
    .positive('Photo id must be positive')
    .max(2_147_483_647),
});
