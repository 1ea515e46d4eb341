import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPglite, pgliteHandle, postgresHandle } from '../../src/server/db/client';
import { seedDemoData } from '../../src/server/db/seed';

export const TEMPLATE_DATABASE = 'paphos_test_template';

/** PGlite: migrate and seed once, dump the data folder to a file each test file loads (~1 s instead of initdb). */
async function createPgliteTemplate(): Promise<string> {
  const client = await createPglite();
  const handle = pgliteHandle(client);
  await handle.migrate();
  await seedDemoData(handle.db);
  // Every copy starts with these buffers: PGlite zeroes PostgreSQL's default 128 MB at each start (about a
  // CPU-second a copy), and the seeded data needs under 16 MB.
  await client.exec(`ALTER SYSTEM SET shared_buffers = '16MB'`);
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(os.tmpdir(), `paphos-template-${randomBytes(6).toString('hex')}.tar.gz`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

/** Where the run's PGlite template is kept between the setups that share it (see usePgliteTemplate). */
const SHARED_TEMPLATE_KEY = '__paphosPgliteTemplate';
type SharedTemplate = { file: Promise<string>; users: number };

/**
 * The run's PGlite template, shared by every project's global setup that needs one (the API and the browser
 * tests start from the same seeded data): built once (about 6 s of a core), its file removed when the last
 * user releases it. Kept on globalThis, so it is shared however Vitest loads the projects' setup files.
 */
export async function usePgliteTemplate(): Promise<{ file: string; release(): Promise<void> }> {
  const registry = globalThis as { [SHARED_TEMPLATE_KEY]?: SharedTemplate };
  const shared = (registry[SHARED_TEMPLATE_KEY] ??= { file: createPgliteTemplate(), users: 0 });
  shared.users += 1;
  const file = await shared.file;
  return {
    file,
    release: async () => {
      shared.users -= 1;
      if (shared.users > 0) return;
      delete registry[SHARED_TEMPLATE_KEY];
      await rm(file, { force: true });
    },
  };
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** PostgreSQL: a migrated, seeded template database that each test file clones with CREATE DATABASE ... TEMPLATE. */
export async function createPostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const handle = postgresHandle(databaseUrlFor(serverUrl, TEMPLATE_DATABASE), { maxConnections: 1 });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();
}

export async function dropPostgresTemplate(serverUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
