import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import type { ResponseCache } from './response-cache';

/** The NOTIFY channel every instance on one database listens on. */
export const CACHE_CHANNEL = 'paphos_cache_invalidate';

const messageSchema = z.object({ from: z.string(), prefixes: z.array(z.string()).max(50) });

/**
 * Makes an invalidation on one instance reach every instance on the same database within moments, through
 * PostgreSQL's LISTEN/NOTIFY (PGlite has it too). Messages an instance sent itself are
 * ignored; after the listening connection was lost and came back, the whole cache is dropped, as messages
 * sent meanwhile are lost. Returns a function that stops it.
 */
export async function connectCacheBus(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  cache: ResponseCache,
  instanceId: string,
  log: { warn(details: object, message: string): void },
): Promise<() => Promise<void>> {
  const stopListening = await database.listen(
    CACHE_CHANNEL,
    (payload) => {
      let message: z.infer<typeof messageSchema>;
      try {
        message = messageSchema.parse(JSON.parse(payload));
      } catch {
        log.warn({ channel: CACHE_CHANNEL }, 'ignored a cache message that is not ours');
        return;
      }
      if (message.from !== instanceId) cache.invalidateHere(message.prefixes);
    },
    () => cache.clear(),
  );
  cache.onInvalidate = (prefixes) => {
    const payload = JSON.stringify({ from: instanceId, prefixes });
    // Not awaited: a caller inside a transaction must not wait for the database (PGlite has one connection).
    database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${payload})`).catch((error: unknown) => {
      log.warn({ err: error }, 'could not tell the other instances to drop cached answers');
    });
  };
  return async () => {
    cache.onInvalidate = undefined;
    await stopListening();
  };
}
