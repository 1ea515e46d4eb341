import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { buildApp, type App } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createAppContext, type AppContext } from '../../src/server/context';
import type { DatabaseHandle } from '../../src/server/db/client';
import { CACHE_CHANNEL, connectCacheBus } from '../../src/server/lib/cache-bus';
import { providersFromConfig } from '../../src/server/providers';
import { asAdmin, expectOkJson, get, send } from '../helpers/api';
import { createTestDatabase } from '../helpers/test-database';
import { TEST_ADMIN_KEY } from '../helpers/test-app';
import { sql } from 'drizzle-orm';

interface Instance {
  app: App;
  ctx: AppContext;
  stopBus: () => Promise<void>;
}

let database: DatabaseHandle;
let first: Instance;
let second: Instance;

/** An app instance as main.ts starts one: its own context and cache, on the shared database. */
async function startInstance(): Promise<Instance> {
  const config = testConfig({ ADMIN_KEY: TEST_ADMIN_KEY });
  const ctx = createAppContext(config, { db: database.db, providers: providersFromConfig(config) });
  const stopBus = await connectCacheBus(database, ctx.cache, ctx.instanceId, ctx.log);
  const app = await buildApp(ctx, { webDistDir: '/nonexistent-web-dist' });
  await app.ready();
  return { app, ctx, stopBus };
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startInstance();
  second = await startInstance();
});

afterAll(async () => {
  for (const instance of [first, second]) {
    await instance?.stopBus();
    await instance?.app.close();
  }
  await database?.close();
});

const categoryOn = async (instance: Instance, slug: string) =>
  expectOkJson<Place>(await get(instance.app, `/api/places/${slug}`)).category;

describe('Two instances on one database', () => {
  it('an admin write on one clears the cached answers of the other within a second', async () => {
    const place = expectOkJson<Place>(await get(second.app, '/api/places/coral-bay-beach'));
    expect(place.category).toBe('beach');
    // Cached on the second instance: its answers now come from memory for 30 seconds.
    expect(await categoryOn(second, 'coral-bay-beach')).toBe('beach');

    const started = Date.now();
    const changed = await send(
      first.app,
      'PATCH',
      `/api/admin/places/${place.id}/category`,
      { category: 'attraction' },
      asAdmin(),
    );
    expect(changed.statusCode).toBe(200);
    await expect
      .poll(() => categoryOn(second, 'coral-bay-beach'), { timeout: 1000, interval: 20 })
      .toBe('attraction');
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('ignores a message on the channel that is not one of ours', async () => {
    expect(await categoryOn(second, 'lara-bay')).toBe('beach');
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${'not json'})`);
    await database.db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${'{"from":1}'})`);
    expect(await categoryOn(second, 'lara-bay')).toBe('beach');
  });
});
