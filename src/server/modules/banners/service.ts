import { desc, eq } from 'drizzle-orm';
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
