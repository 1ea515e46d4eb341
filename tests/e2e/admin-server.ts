import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createAppContext, type AppContext } from '../../src/server/context';
import { createPglite, pgliteHandle } from '../../src/server/db/client';
import { providersFromConfig, type Providers } from '../../src/server/providers';
import { generousRateLimits } from '../helpers/rate-limits';
import { BUILT_WEB_APP } from './built-web-app';

export const ADMIN_KEY = 'e2e-admin-key';

/**
 * A server of the test file's own, on a fresh copy of the seeded database, for dashboard tests that publish, sync
 * and delete: their writes must not change what the other browser tests see on the shared server.
 * Call once at the file's top level; open pages with `{ baseURL: server.url() }`. `providers` may wrap the
 * offline providers (to hold a sync at a step, or make one fail).
 */
export function useAdminServer(
  options: {
    providers?: (offline: Providers) => Providers;
    /** The map tiles' address (MAP_TILE_URL); by default this server's own /tiles/, which 404. */
    mapTileUrl?: string;
  } = {},
) {
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let handle: ReturnType<typeof pgliteHandle> | undefined;
  let ctx: AppContext | undefined;
  let url = '';

  beforeAll(async () => {
    const seeded = await readFile(inject('e2eTemplate'));
    handle = pgliteHandle(await createPglite({ loadDataDir: new Blob([seeded]) }));
    const config = testConfig({ ADMIN_KEY, MAP_TILE_URL: options.mapTileUrl ?? '/tiles/{z}/{x}/{y}.png' });
    ctx = createAppContext(config, {
      db: handle.db,
      rateLimits: generousRateLimits(),
      ...(options.providers ? { providers: options.providers(providersFromConfig(config)) } : {}),
    });
    app = await buildApp(ctx, BUILT_WEB_APP);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The admin e2e server has no TCP address');
    url = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  return {
    url: () => url,
    /** The server's context: its database for before/after counts, its cache, its providers. */
    ctx: () => {
      if (!ctx) throw new Error('useAdminServer: the server starts in beforeAll');
      return ctx;
    },
    /** Calls the admin API with the key, as the dashboard would, and returns the parsed JSON answer. */
    async admin<T>(method: string, apiPath: string, body?: unknown): Promise<T> {
      const response = await fetch(`${url}${apiPath}`, {
        method,
        headers: {
          'x-admin-key': ADMIN_KEY,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
      return (response.status === 204 ? undefined : await response.json()) as T;
    },
  };
}

/** Opens /admin with the key already in the browser session (as after 'Access Dashboard'), on `tab`. */
export async function openDashboard(page: Page, tab?: string): Promise<void> {
  await page.addInitScript((key) => window.sessionStorage.setItem('paphos-admin-key', key), ADMIN_KEY);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
}
