import { defineConfig } from 'vitest/config';
import { catalogues } from './vite-catalogues.ts';

/*
 * Speed on a 2-core machine: two test files at a time (Vitest's default is one worker per core but one),
 * and files share their worker's loaded modules (isolate: false) instead of importing the server or the
 * test helpers anew each: every test file builds its own app, database copy and browser contexts, so no
 * state lives in a module between files.
 */
export default defineConfig({
  // Tests that import the web app's modules get its message catalogues compiled, as the builds do.
  plugins: [catalogues()],
  test: {
    setupFiles: ['tests/helpers/loopback-only.ts'],
    maxWorkers: 2,
    isolate: false,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'providers', include: ['tests/providers/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'redis',
          include: ['tests/redis/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['tests/postgres/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A browser on a busy machine can take seconds to load the bundle and answer: no expect.poll may
          // rely on Vitest's 1 s default. Still well inside the 60 s test timeout, so a real failure is quick.
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
