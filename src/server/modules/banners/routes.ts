import { z } from 'zod';
import { bannerSchema } from '../../../common/schemas/banners';
import type { AppContext, ZodApp } from '../../context';
import { activeBanners, BANNERS_CACHE_PREFIX } from './service';
import { API } from '../../../common/api-paths';

export function bannersRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(API.banners, { schema: { response: { 200: z.array(bannerSchema) } } }, () =>
    ctx.cache.get(`${BANNERS_CACHE_PREFIX}active`, () => activeBanners(ctx.db)),
  );
}
