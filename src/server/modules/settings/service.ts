import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

const SETTINGS_ID = 1;

/** The one settings row; created with defaults on first read. */
export async function getSettings(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID));
  if (row) return row;
  const [created] = await db.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing().returning();
  return created ?? (await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)))[0]!;
}
