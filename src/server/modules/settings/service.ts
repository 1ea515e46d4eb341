import { eq } from 'drizzle-orm';
import type { SettingsValues } from '../../../common/schemas/settings';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const SETTINGS_ID = 1;
/**
 * The cache key of the settings row; the public settings and social links are read from it, and saving
 * the settings clears it.
 */
export const SETTINGS_CACHE_KEY = 'settings';

/** The one settings row; created with defaults on first read. */
export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID));
  if (row) return row;
  const [created] = await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)))[0]!;
}

/** Saves every setting at once (the form saves them together). */
export async function saveSettings(ctx: Pick<AppContext, 'db' | 'cache'>, values: SettingsValues) {
  await getSettings(ctx.db);
  const [saved] = await ctx.db
    .update(settings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(settings.id, SETTINGS_ID))
    .returning();
  ctx.cache.invalidate(SETTINGS_CACHE_KEY);
  return saved!;
}

export function platformSettings(row: Awaited<ReturnType<typeof getSettings>>) {
  const { id: _id, updatedAt: _updatedAt, ...values } = row;
  return values;
}
