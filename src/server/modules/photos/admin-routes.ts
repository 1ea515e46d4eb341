import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';
import {
  operatorPhotoListSchema,
  PHOTOS_PER_UPLOAD,
  photoOrderSchema,
  photoParamsSchema,
  photoPatchSchema,
  PHOTO_ALT_MAX,
  PHOTO_CREDIT_MAX,
  PHOTO_MAX_BYTES,
  uploadFieldsSchema,
} from '../../../common/schemas/place-photos';
import { errorResponseSchema, idParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { AppError, fieldError } from '../../lib/app-error';
import { preparePhoto } from './image';
import {
  addPlacePhotos,
  checkPlaceExists,
  deletePlacePhoto,
  listPlacePhotos,
  reorderPlacePhotos,
  updatePlacePhoto,
  type NewPhoto,
} from './service';

const photosPath = (suffix = '') => adminRoute(ADMIN_API.places, `/:id/photos${suffix}`);

const answers = {
  200: operatorPhotoListSchema,
  400: errorResponseSchema,
  404: errorResponseSchema,
};

/** What the multipart reader's refusals mean to the operator. */
const MULTIPART_REFUSALS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `A photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`,
  FST_FILES_LIMIT: `Upload at most ${PHOTOS_PER_UPLOAD} photos at once.`,
  FST_FIELDS_LIMIT: 'The upload has too many fields.',
  FST_PARTS_LIMIT: 'The upload has too many parts.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the photos as multipart/form-data.',
  FST_PROTO_VIOLATION: 'The upload has a field name that is not allowed.',
  FST_MP_PREMATURE_CLOSE: 'The upload ended before it was complete.',
};

/** A file name fit to repeat in a message: its last part, without control characters, at most 80 characters. */
const shownName = (name: string | undefined) =>
  [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((character) => character >= ' ' && character !== '\u007f')
    .join('')
    .slice(0, 80) || 'The photo';

/**
 * Reads an upload as it streams in: each file comes after its own 'alt' (required) and 'credit' (optional)
 * fields. A file is refused by its bytes (magic number) and its size while it arrives; nothing is kept
 * unless every file is accepted.
 */
async function readUpload(request: FastifyRequest): Promise<NewPhoto[]> {
  const photos: NewPhoto[] = [];
  let fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: PHOTO_MAX_BYTES,
        files: PHOTOS_PER_UPLOAD,
        fields: 2 * PHOTOS_PER_UPLOAD,
        fieldSize: Math.max(PHOTO_ALT_MAX, PHOTO_CREDIT_MAX) * 4,
        parts: 3 * PHOTOS_PER_UPLOAD,
      },
    })) {
      if (part.type === 'field') {
        if (part.fieldname === 'alt' || part.fieldname === 'credit')
          fields[part.fieldname] = String(part.value);
        continue;
      }
      const fileName = shownName(part.filename);
      const bytes = await part.toBuffer().catch((error: { code?: string }) => {
        if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
        throw new AppError(400, `"${fileName}" is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`);
      });
      const text = uploadFieldsSchema.safeParse({ alt: fields.alt ?? '', credit: fields.credit ?? '' });
      if (!text.success) {
        const issue = text.error.issues[0]!;
        throw fieldError(400, String(issue.path[0]), `${fileName}: ${issue.message}`);
      }
      fields = {};
      photos.push({ ...(await preparePhoto(bytes, fileName)), ...text.data, fileName });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    const refusal = code ? MULTIPART_REFUSALS[code] : undefined;
    if (refusal) throw new AppError(400, refusal);
    throw error;
  }
  if (photos.length === 0) throw new AppError(400, 'Choose at least one photo to upload.');
  return photos;
}

/** The operator's photos of a place, under /api/admin/places/:id/photos. */
export async function photosAdminRoutes(app: ZodApp, ctx: AppContext): Promise<void> {
  // Only this module reads multipart bodies; every other route keeps to JSON.
  await app.register(fastifyMultipart);

  app.get(photosPath(), { schema: { params: idParamsSchema, response: answers } }, async (request) => {
    await checkPlaceExists(ctx.db, request.params.id);
    return listPlacePhotos(ctx.db, request.params.id);
  });

  app.post(photosPath(), { schema: { params: idParamsSchema, response: answers } }, async (request) => {
    await checkPlaceExists(ctx.db, request.params.id);
    return addPlacePhotos(ctx, request.params.id, await readUpload(request));
  });

  app.put(
    photosPath('/order'),
    { schema: { params: idParamsSchema, body: photoOrderSchema, response: answers } },
    (request) => reorderPlacePhotos(ctx, request.params.id, request.body.photoIds),
  );

  app.patch(
    photosPath('/:photoId'),
    { schema: { params: photoParamsSchema, body: photoPatchSchema, response: answers } },
    (request) => updatePlacePhoto(ctx, request.params.id, request.params.photoId, request.body),
  );

  app.delete(
    photosPath('/:photoId'),
    { schema: { params: photoParamsSchema, response: answers } },
    (request) => deletePlacePhoto(ctx, request.params.id, request.params.photoId),
  );
}
