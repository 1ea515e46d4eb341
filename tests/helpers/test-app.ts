import { buildApp, type App } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import { createAppContext, type AppContext } from '../../src/server/context';
import type { Database } from '../../src/server/db/client';
import { providersFromConfig, type Providers } from '../../src/server/providers';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Database;
  /** The context the app was built on: the same one a job would get. */
  ctx: AppContext;
  close(): Promise<void>;
}

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';

/** A context on its own copy of the seeded database, as main.ts would build it; no network. */
export async function createTestContext(
  options: {
    config?: Partial<Record<keyof AppConfig, string>>;
    providers?: Partial<Providers>;
  } & Partial<Pick<AppContext, 'rateLimits' | 'clock'>> = {},
): Promise<{ ctx: AppContext; close(): Promise<void> }> {
  const database = await createTestDatabase();
  const config = testConfig({ ADMIN_KEY: TEST_ADMIN_KEY, ...options.config });
  const ctx = createAppContext(config, {
    db: database.db,
    providers: { ...providersFromConfig(config), ...options.providers },
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return { ctx, close: () => database.close() };
}

/** The whole app on its own copy of the seeded database; no network, no listening port. */
export async function createTestApp(
  options: Parameters<typeof createTestContext>[0] &
    Pick<Parameters<typeof buildApp>[1] & object, 'onRoute'> = {},
): Promise<TestApp> {
  const { ctx, close } = await createTestContext(options);
  const app = await buildApp(ctx, { webDistDir: '/nonexistent-web-dist', onRoute: options.onRoute });
  await app.ready();
  return {
    app,
    db: ctx.db,
    ctx,
    close: async () => {
      await app.close();
      await close();
    },
  };
}

/** The session cookie from a register/login response ('__Host-' prefixed in production), for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => /^(__Host-)?paphos_session$/.test(candidate.name));
  if (!cookie?.value) throw new Error('The response set no session cookie');
  return `${cookie.name}=${cookie.value}`;
}
