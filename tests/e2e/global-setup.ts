import { readFile } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { createAppContext } from '../../src/server/context';
import { createPglite, pgliteHandle } from '../../src/server/db/client';
import { usePgliteTemplate } from '../helpers/template-database';
import { generousRateLimits } from '../helpers/rate-limits';
import { launchBrowserServer } from './browser-server';
import { BUILT_WEB_APP } from './built-web-app';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    e2eTemplate: string;
  }
}

/**
 * What every browser test file shares: one Chromium (each file connects to it, instead of starting its
 * own), the migrated and seeded database as a file (the dashboard tests' private servers start from it),
 * and one server: the built web app and its server renderer on a copy of that database.
 * Map tiles point at this server (they 404), which proves markers still show without tiles.
 */
export default async function setup(project: TestProject) {
  const [template, browserServer] = await Promise.all([usePgliteTemplate(), launchBrowserServer()]);
  const handle = pgliteHandle(await createPglite({ loadDataDir: new Blob([await readFile(template.file)]) }));
  const ctx = createAppContext(
    testConfig({ ADMIN_KEY: 'e2e-admin-key', MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }),
    // Throttling is proven by the API tests; here every browser test shares one client address.
    { db: handle.db, rateLimits: generousRateLimits() },
  );
  const app = await buildApp(ctx, BUILT_WEB_APP);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The e2e server has no TCP address');
  project.provide('baseUrl', `http://127.0.0.1:${address.port}`);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  project.provide('e2eTemplate', template.file);
  return async () => {
    await app.close();
    await handle.close();
    await browserServer.close();
    await template.release();
  };
}
