/** `npm run db:migrate`: applies the migrations to the configured database and exits. */
import { loadConfig } from '../config';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { openDatabase } from './client';

const config = loadConfig();
const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.DATA_DIR);
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await database.migrate();
  await database.checkpoint();
  console.log('Migrations applied.');
} finally {
  await database.close();
  releaseLock();
}
