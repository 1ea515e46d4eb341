import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed';
import { resolveAdminKey } from './lib/admin-key';
import { acquireDataDirLock } from './lib/data-dir-lock';
import { deleteExpiredSessions } from './modules/auth/service';
import { rollRecurringEvents } from './modules/events/service';

const HOURLY_MS = 60 * 60 * 1000;

async function main(): Promise<void> {
  const config = loadConfig();
  const adminKey = resolveAdminKey(config);
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  const seeded = await seedDemoData(database.db);
  await rollRecurringEvents(database.db);

  const app = await buildApp({
    config: { ...config, ADMIN_KEY: adminKey.key },
    db: database.db,
    logger: { level: config.NODE_ENV === 'production' ? 'info' : 'warn' },
  });
  const housekeeping = setInterval(() => {
    Promise.all([rollRecurringEvents(database.db), deleteExpiredSessions(database.db)]).catch((error) =>
      app.log.error({ err: error }, 'housekeeping failed'),
    );
  }, HOURLY_MS);
  housekeeping.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing in-flight requests and closing the database...`);
    clearInterval(housekeeping);
    try {
      await app.close();
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
  console.log(
    `Admin key: ${adminKey.key}${adminKey.generated ? ` (kept in ${config.DATA_DIR}/admin-key)` : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
