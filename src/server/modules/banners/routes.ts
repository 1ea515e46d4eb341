import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { bannerSchema } from '../../../common/schemas/banners';
import type { AppContext, ZodApp } from '../../context';
import type { Db } from '../../db/client';
import { banners } from '../../db/schema';

/** Active adverts, the default one first. */
export function activeBanners(db: Db) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.isActive, true))
    .orderBy(desc(banners.isDefault), desc(banners.createdAt));
}

export function bannersRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/api/banners', { schema: { response: { 200: z.array(bannerSchema) } } }, () =>
    ctx.cache.get('banners:active', () => activeBanners(ctx.db)),
  );
}
