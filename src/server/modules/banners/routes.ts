import { z } from 'zod';
import { bannerSchema, placeBannerSchema } from '../../../common/schemas/banners';
import { errorResponseSchema, slugParamsSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { cachedActiveBanners, placeBanner } from './service';
import { API } from '../../../common/api-paths';

export function bannersRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(API.banners, { schema: { response: { 200: z.array(bannerSchema) } } }, () =>
    cachedActiveBanners(ctx),
  );

  app.get(
    `${API.placeBanner}/:slug`,
    {
      schema: {
        params: slugParamsSchema,
        response: { 200: placeBannerSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const chosen = await placeBanner(ctx, request.params.slug);
      if (!chosen) throw notFound('Place not found');
      return chosen;
    },
  );
}
