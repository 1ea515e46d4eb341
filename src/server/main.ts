import { buildApp } from './app';
import { configWarnings, loadConfig } from './config';
import { createAppContext } from './context';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { eventFeedsJob } from './jobs/event-feeds';
import { backupJob } from './jobs/backup';
import { housekeepingJob, runHousekeeping } from './jobs/housekeeping';
import { pinterestJob, warnWhenPinterestCannotPost } from './jobs/pinterest';
import { placeSyncJob } from './jobs/place-sync';
import { startScheduler } from './jobs/scheduler';
import { resolveAdminKey } from './lib/admin-key';
import { connectCacheBus } from './lib/cache-bus';
import { createLogger } from './lib/logger';
import { acquireDataDirLock } from './lib/data-dir-lock';

/** config -> database -> context -> migrate and seed -> HTTP app and jobs -> listen. */
async function main(): Promise<void> {
  const config = loadConfig();
  const adminKey = resolveAdminKey(config);
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.DATA_DIR);
  const log = createLogger(config);
  for (const warning of configWarnings(config)) console.warn(`Warning: ${warning}`);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    postgres: {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      onIdleConnectionError: (error) =>
        log.warn({ err: error }, 'a pooled database connection was dropped; the next query opens a new one'),
    },
  });
  await database.migrate();
  const ctx = createAppContext(
    { ...config, ADMIN_KEY: adminKey.key },
    { db: database.db, log, ...(database.poolStats ? { databasePool: database.poolStats } : {}) },
  );
  // Several instances on one PostgreSQL: an admin write on one clears every instance's cached answers.
  const stopCacheBus = await connectCacheBus(database, ctx.cache, ctx.instanceId, ctx.log);
  const seeded = await seedDemoData(ctx.db);
  await runHousekeeping(ctx);
  await warnWhenPinterestCannotPost(ctx);

  const app = await buildApp(ctx);
  const scheduler = startScheduler(ctx, [
    housekeepingJob,
    placeSyncJob,
    eventFeedsJob,
    pinterestJob,
    backupJob,
  ]);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests and jobs, then closing the database...`);
    try {
      await app.close();
      await scheduler.stop();
      await stopCacheBus();
      await database.checkpoint();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(`Paphos Guide is running at http://localhost:${port}`);
  console.log(`Database: ${where}${seeded ? ' (demo data loaded)' : ''}`);
  // A key from the environment is the operator's secret: it is never printed, only a generated one is.
  console.log(
    adminKey.generated
      ? `Admin key: ${adminKey.key} (kept in ${config.DATA_DIR}/admin-key)`
      : 'Admin key: the one set in ADMIN_KEY',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
