/**
 * `npm run db:export [file]` and `npm run db:import <file>`: the portable backup file of every table (see
 * modules/backups), from and into the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
 * The embedded database serves one process at a time: while its server runs, the export asks that server
 * for a backup (GET /api/admin/backups/download with the admin key), and an import is refused.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_API } from '../common/api-paths';
import { loadConfig, type AppConfig } from './config';
import { acquireDataDirLock, dataDirServer } from './lib/data-dir-lock';
import { BackupFileError, decodeBackup, encodeBackup, type BackupFile } from './modules/backups/backup-file';
import {
  backupFileName,
  databaseKind,
  exportDatabase,
  ImportRefused,
  importDatabase,
} from './modules/backups/service';
import { openDatabase, type DatabaseHandle } from './db/client';

class CliError extends Error {}

/** Opens the configured database for this command alone; the embedded one must not be in use. */
async function withDatabase<T>(
  config: AppConfig,
  work: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const releaseLock = config.DATABASE_URL ? () => {} : acquireDataDirLock(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    return await work(database);
  } finally {
    await database.checkpoint();
    await database.close();
    releaseLock();
  }
}

function adminKeyOf(config: AppConfig): string {
  if (config.ADMIN_KEY) return config.ADMIN_KEY;
  const keyPath = path.join(config.DATA_DIR, 'admin-key');
  if (existsSync(keyPath)) return readFileSync(keyPath, 'utf8').trim();
  throw new CliError("The server is running and no admin key is known: set ADMIN_KEY to the server's key.");
}

/** A backup from the server running on the embedded database: it alone can read it. */
async function backupFromRunningServer(config: AppConfig, pid: number): Promise<Buffer> {
  const url = `http://127.0.0.1:${config.PORT}${ADMIN_API.backupDownload}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'x-admin-key': adminKeyOf(config) } });
  } catch {
    throw new CliError(
      `The server (pid ${pid}) is using ${path.resolve(config.DATA_DIR)} but does not answer at ${url}: set PORT to its port.`,
    );
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new CliError(
      `The server refused the backup (${response.status}): ${body?.message ?? response.statusText}`,
    );
  }
  return Buffer.from(await response.arrayBuffer());
}

async function exportCommand(config: AppConfig, file: string | undefined): Promise<void> {
  const now = new Date();
  const target = path.resolve(file ?? backupFileName(now));
  const serverPid = config.DATABASE_URL ? null : dataDirServer(config.DATA_DIR);
  let backup: BackupFile;
  let bytes: Buffer;
  if (serverPid !== null) {
    bytes = await backupFromRunningServer(config, serverPid);
    // The server's answer is read back as a backup before it is kept: a proxy's error page is not one.
    backup = decodeBackup(bytes);
  } else {
    if (!config.DATABASE_URL && !existsSync(path.join(config.DATA_DIR, 'pgdata', 'PG_VERSION'))) {
      throw new CliError(`There is no database in ${path.resolve(config.DATA_DIR)} to export.`);
    }
    backup = await withDatabase(config, (database) => exportDatabase(database.db, databaseKind(config), now));
    bytes = encodeBackup(backup);
  }
  writeFileSync(target, bytes);
  const rows = backup.tables.reduce((sum, table) => sum + table.rows.length, 0);
  console.log(
    `Exported ${rows} rows of ${backup.tables.length} tables (schema ${backup.schemaVersion}) to ${target}`,
  );
}

async function importCommand(config: AppConfig, file: string | undefined): Promise<void> {
  if (!file) throw new CliError('Name the backup file: npm run db:import <file>');
  if (!existsSync(file)) throw new CliError(`No such file: ${path.resolve(file)}`);
  const backup = decodeBackup(readFileSync(file));
  const { rows } = await withDatabase(config, async (database) => {
    await database.migrate();
    return importDatabase(database.db, backup);
  });
  const where = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${path.resolve(config.DATA_DIR)}`;
  console.log(
    `Imported ${rows} rows into ${where}: a ${backup.source} backup of ${backup.exportedAt} (schema ${backup.schemaVersion}).`,
  );
}

const [command, file] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'export') await exportCommand(config, file);
  else if (command === 'import') await importCommand(config, file);
  else throw new CliError('Usage: backup-cli.ts export [file] | import <file>');
} catch (error) {
  const known =
    error instanceof CliError || error instanceof ImportRefused || error instanceof BackupFileError;
  // What the operator can act on is said in one line; anything else shows in full, to be reported.
  console.error(known ? error.message : error);
  process.exit(1);
}
