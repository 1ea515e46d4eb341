import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { buildApp, type App } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createAppContext, type AppContext } from '../../src/server/context';
import type { DatabaseHandle, PostgresOptions } from '../../src/server/db/client';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/server/http/errors';
import { connectCacheBus } from '../../src/server/lib/cache-bus';
import { asAdmin, expectOkJson, get, send } from '../helpers/api';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { TEST_ADMIN_KEY } from '../helpers/test-app';
import { clonePostgresTemplate } from '../helpers/test-database';

/** Runs only on a real PostgreSQL server (CI sets TEST_DATABASE_URL when one answers on 127.0.0.1:5432). */
const serverUrl = inject('postgresUrl');
if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to run the PostgreSQL tests');

interface Instance {
  app: App;
  ctx: AppContext;
  database: DatabaseHandle & { name: string };
  stopBus: () => Promise<void>;
  close(): Promise<void>;
}

/** An instance as main.ts starts one, on a fresh copy of the seeded database, with its cache bus. */
async function startInstance(
  options: PostgresOptions & { connectTo?: (url: string) => string; database?: Instance['database'] } = {},
): Promise<Instance> {
  const database = options.database ?? (await clonePostgresTemplate(serverUrl, options));
  const ctx = createAppContext(testConfig({ ADMIN_KEY: TEST_ADMIN_KEY }), { db: database.db });
  const stopBus = await connectCacheBus(database, ctx.cache, ctx.instanceId, ctx.log);
  const app = await buildApp(ctx, { webDistDir: '/nonexistent-web-dist' });
  await app.ready();
  return {
    app,
    ctx,
    database,
    stopBus,
    close: async () => {
      await stopBus();
      await app.close();
    },
  };
}

/** Ends every connection to the database from the server's side, as a restart or failover does. */
async function terminateConnections(database: string): Promise<number> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return rows.length;
  } finally {
    await admin.end();
  }
}

const stats = (app: App) => get(app, '/api/admin/stats', asAdmin());

describe('PostgreSQL drops the connections (a restart, a failover, an idle timeout)', () => {
  let first: Instance;
  let second: Instance;

  beforeAll(async () => {
    first = await startInstance();
    second = await startInstance({ database: first.database });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await first?.database.close();
  });

  it('keeps the server up, and its next requests are answered on new connections', async () => {
    expect((await stats(first.app)).statusCode).toBe(200);
    expect(await terminateConnections(first.database.name)).toBeGreaterThan(0);
    // The pool hears of its idle connections' end at once; unheard, that event ended the process.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect.poll(async () => (await stats(first.app)).statusCode, { timeout: 5000 }).toBe(200);
  });

  it("keeps the instances' cached answers in step: the listening connection comes back", async () => {
    await terminateConnections(first.database.name);
    const place = expectOkJson<Place>(await get(second.app, '/api/places/lara-bay'));
    // Wait for the listening connection to be back (it reopens a second after it drops).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(expectOkJson<Place>(await get(second.app, '/api/places/lara-bay')).category).toBe(place.category);
    const changed = await send(
      first.app,
      'PATCH',
      `/api/admin/places/${place.id}/category`,
      { category: 'attraction' },
      asAdmin(),
    );
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(async () => expectOkJson<Place>(await get(second.app, '/api/places/lara-bay')).category, {
        timeout: 5000,
      })
      .toBe('attraction');
  });
});

describe('The database cannot be reached (an outage behind a proxy the test cuts)', () => {
  let proxy: TcpProxy;
  let instance: Instance;

  beforeAll(async () => {
    const target = new URL(serverUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    instance = await startInstance({
      connectTo: (url) => {
        const viaProxy = new URL(url);
        viaProxy.hostname = '127.0.0.1';
        viaProxy.port = String(proxy.port);
        return viaProxy.toString();
      },
      connectTimeoutMs: 500,
      queryTimeoutMs: 500,
    });
  });

  afterEach(() => proxy.restore());

  afterAll(async () => {
    await instance?.close();
    await instance?.database.close();
    await proxy?.close();
  });

  it('answers 503 with Retry-After while it is down, serves what the cache holds, and recovers by itself', async () => {
    expect((await get(instance.app, '/api/places/trending')).statusCode).toBe(200);
    proxy.refuse();

    const refused = await stats(instance.app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    // Read once before the outage, so the cache still holds it.
    expect((await get(instance.app, '/api/places/trending')).statusCode).toBe(200);

    proxy.restore();
    await expect.poll(async () => (await stats(instance.app)).statusCode, { timeout: 5000 }).toBe(200);
  });

  it('answers 503 within the timeouts while the network stalls, instead of waiting for it', async () => {
    expect((await stats(instance.app)).statusCode).toBe(200);
    proxy.stall();
    const started = Date.now();
    const stalled = await stats(instance.app);
    expect(stalled.statusCode).toBe(503);
    expect(stalled.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(3000);

    proxy.restore();
    await expect.poll(async () => (await stats(instance.app)).statusCode, { timeout: 5000 }).toBe(200);
  });
});
