import { z } from 'zod';
import { MEDIA_PHOTOS_PATH, parsePhotoFileName, PHOTO_CONTENT_TYPES } from '../../../common/photo-sources';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { findPhotoVariant } from './service';

/** A URL names one photo's bytes for ever (its content hash), so browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const fileParamsSchema = z.object({ file: z.string().max(100, 'The photo name is too long') });

/** The operator's photos, each size under /media/photos/<hash>-<width>.<avif|webp>. */
export function photosRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    `${MEDIA_PHOTOS_PATH}/:file`,
    {
      schema: {
        params: fileParamsSchema,
        // The image bytes, sent as they are (Fastify serialises no Buffer).
        response: {
          200: z.instanceof(Buffer),
          304: z.null(),
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const name = parsePhotoFileName(request.params.file);
      const variant = name && (await findPhotoVariant(ctx.db, name.hash, name.width, name.format));
      if (!name || !variant) throw notFound('Photo not found');
      const etag = `"${request.params.file}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type(PHOTO_CONTENT_TYPES[name.format]).send(variant.bytes);
    },
  );
}
