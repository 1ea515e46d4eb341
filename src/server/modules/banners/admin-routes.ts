import { z } from 'zod';
import { bannerBodySchema, bannerSchema } from '../../../common/schemas/banners';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { BANNERS_CACHE_PREFIX, createBanner, deleteBanner, listBanners, updateBanner } from './service';

export function bannersAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const changed = () => ctx.cache.invalidate(BANNERS_CACHE_PREFIX);

  app.get('/banners', { schema: { response: { 200: z.array(bannerSchema) } } }, () => listBanners(ctx.db));

  app.post(
    '/banners',
    { schema: { body: bannerBodySchema, response: { 201: bannerSchema, 400: errorResponseSchema } } },
    async (request, reply) => {
      const created = await createBanner(ctx.db, request.body);
      changed();
      return reply.status(201).send(created);
    },
  );

  app.patch(
    '/banners/:id',
    {
      schema: {
        params: idParamsSchema,
        body: bannerBodySchema,
        response: { 200: bannerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateBanner(ctx.db, request.params.id, request.body);
      if (!updated) throw notFound('Banner not found');
      changed();
      return updated;
    },
  );

  app.delete(
    '/banners/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema, 404: errorResponseSchema } } },
    async (request) => {
      if (!(await deleteBanner(ctx.db, request.params.id))) throw notFound('Banner not found');
      changed();
      return { success: true as const };
    },
  );
}
