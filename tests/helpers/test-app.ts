import { buildApp, type App } from '../../src/server/app';
import { testConfig, type AppConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import type { RateLimits } from '../../src/server/context';
import type { WeatherProvider } from '../../src/server/providers/weather';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  db: Database;
  close(): Promise<void>;
}

/** The whole app on its own copy of the seeded database; no network, no listening port. */
export async function createTestApp(
  options: {
    config?: Partial<Record<keyof AppConfig, string>>;
    weather?: WeatherProvider;
    rateLimits?: RateLimits;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig({ ADMIN_KEY: 'test-admin-key', ...options.config }),
    db: database.db,
    weather: options.weather,
    rateLimits: options.rateLimits,
    webDistDir: '/nonexistent-web-dist',
  });
  await app.ready();
  return {
    app,
    db: database.db,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The session cookie from a register/login response, ready for a Cookie header. */
export function sessionCookie(response: { cookies: { name: string; value: string }[] }): string {
  const cookie = response.cookies.find((candidate) => candidate.name === 'paphos_session');
  if (!cookie) throw new Error('The response set no session cookie');
  return `paphos_session=${cookie.value}`;
}
