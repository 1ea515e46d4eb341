import { z } from 'zod';
import {
  bannerBodySchema,
  bannerMatchesQuerySchema,
  bannerMatchesSchema,
  bannerSchema,
} from '../../../common/schemas/banners';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { bannerMatches, createBanner, deleteBanner, listBanners, updateBanner } from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function bannersAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(adminRoute(ADMIN_API.banners), { schema: { response: { 200: z.array(bannerSchema) } } }, () =>
    listBanners(ctx.db),
  );

  app.get(
    adminRoute(ADMIN_API.bannerMatches),
    {
      schema: {
        querystring: bannerMatchesQuerySchema,
        response: { 200: bannerMatchesSchema, 400: errorResponseSchema },
      },
    },
    (request) => bannerMatches(ctx.db, request.query.keyword),
  );

  app.post(
    adminRoute(ADMIN_API.banners),
    { schema: { body: bannerBodySchema, response: { 201: bannerSchema, 400: errorResponseSchema } } },
    async (request, reply) => reply.status(201).send(await createBanner(ctx, request.body)),
  );

  app.patch(
    adminRoute(ADMIN_API.banners, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        body: bannerBodySchema,
        response: { 200: bannerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateBanner(ctx, request.params.id, request.body);
      if (!updated) throw notFound('Banner not found');
      return updated;
    },
  );

  app.delete(
    adminRoute(ADMIN_API.banners, '/:id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema, 404: errorResponseSchema } } },
    async (request) => {
      if (!(await deleteBanner(ctx, request.params.id))) throw notFound('Banner not found');
      return { success: true as const };
    },
  );
}
