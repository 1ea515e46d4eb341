import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import {
  createPglite,
  pgliteHandle,
  postgresHandle,
  type DatabaseHandle,
  type PostgresOptions,
} from '../../src/server/db/client';
import { databaseUrlFor, TEMPLATE_DATABASE } from './template-database';

/** A private copy of the seeded template database for one test file. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) return clonePostgresTemplate(postgresUrl);
  const dump = await readFile(inject('pgliteTemplate'));
  const client = await createPglite({ loadDataDir: new Blob([dump]) });
  return pgliteHandle(client);
}

/**
 * A PostgreSQL database of its own, cloned from the seeded template; `connectTo` changes the address the
 * app connects to (a proxy a test can cut), `options` the pool's timeouts.
 */
export async function clonePostgresTemplate(
  serverUrl: string,
  {
    connectTo = (url: string) => url,
    ...options
  }: PostgresOptions & { connectTo?: (url: string) => string } = {},
): Promise<DatabaseHandle & { name: string }> {
  const name = `paphos_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  await admin.end();
  const handle = postgresHandle(connectTo(databaseUrlFor(serverUrl, name)), {
    maxConnections: 4,
    ...options,
  });
  return {
    ...handle,
    name,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      // A pooled connection the app just ended can still be closing on the server; FORCE would terminate it
      // and its 'terminating connection' error would reach a client nobody listens to any more.
      await waitForNoConnections(dropper, name);
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

const CONNECTIONS_GONE_TIMEOUT_MS = 5000;

async function waitForNoConnections(admin: pg.Client, database: string): Promise<void> {
  const deadline = Date.now() + CONNECTIONS_GONE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const { rows } = await admin.query<{ open: number }>(
      'select count(*)::int as open from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]!.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
