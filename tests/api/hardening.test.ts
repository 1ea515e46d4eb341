import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { contactMessages, places, users } from '../../src/server/db/schema';
import { expectError, get, post } from '../helpers/api';
import { generousRateLimits } from '../helpers/rate-limits';
import {
  createTestApp,
  createTestContext,
  sessionCookie,
  TEST_ADMIN_KEY,
  type TestApp,
} from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: generousRateLimits() });
});

afterAll(async () => {
  await t?.close();
});

const validContact = {
  name: 'Sophia Papadopoulou',
  email: 'sophia@example.com',
  subject: 'Opening hours of the mosaics',
  message: 'Are the Paphos mosaics open on Sunday afternoons in winter?',
};

async function rowCount(table: typeof contactMessages | typeof users): Promise<number> {
  const [row] = await t.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return Number(row!.count);
}

describe('Control characters', () => {
  it.each([
    ['name', { ...validContact, name: 'Soph\u0000ia' }],
    ['subject', { ...validContact, subject: 'Opening\u0007 hours' }],
    ['message', { ...validContact, message: 'Are the mosaics open\u001b[2J on Sundays?' }],
  ])(
    'refuses a contact %s with a control character, naming the field, and stores nothing',
    async (field, body) => {
      const before = await rowCount(contactMessages);
      expectError(
        await post(t.app, '/api/contact', body),
        400,
        `${field} may not contain control characters`,
      );
      expect(await rowCount(contactMessages)).toBe(before);
    },
  );

  it('keeps line breaks and tabs in a message', async () => {
    const response = await post(t.app, '/api/contact', {
      ...validContact,
      message: 'Two questions:\n\t1. Sundays?\r\n\t2. Winter hours?',
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a register name with a NUL byte and creates no account', async () => {
    const before = await rowCount(users);
    const response = await post(t.app, '/api/auth/register', {
      email: 'nul-name@example.com',
      password: 'correct horse battery',
      firstName: 'Ada\u0000',
    });
    expectError(response, 400, 'firstName may not contain control characters');
    expect(await rowCount(users)).toBe(before);
  });

  it('refuses a NUL byte in a path parameter and in a query', async () => {
    expectError(
      await get(t.app, '/api/articles/category/%00'),
      400,
      'category may not contain control characters',
    );
    expectError(
      await get(t.app, '/api/admin/places?search=%01', { headers: { 'x-admin-key': TEST_ADMIN_KEY } }),
      400,
      'search may not contain control characters',
    );
  });

  it('counts a name of only zero-width spaces as empty, not as 2 characters', async () => {
    const before = await rowCount(contactMessages);
    expectError(
      await post(t.app, '/api/contact', { ...validContact, name: '\u200B\u200B\u200B' }),
      400,
      'Name must be at least 2 characters',
    );
    expect(await rowCount(contactMessages)).toBe(before);
  });
});

describe('Cross-site writes', () => {
  async function signedIn(): Promise<string> {
    const response = await post(t.app, '/api/auth/register', {
      email: `csrf-${Date.now()}-${Math.random()}@example.com`,
      password: 'correct horse battery',
    });
    expect(response.statusCode).toBe(201);
    return sessionCookie(response);
  }

  it("refuses a write another site's page makes, by Fetch metadata or by Origin, and changes nothing", async () => {
    const cookie = await signedIn();
    const [place] = await t.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'published'))
      .limit(1);
    const byFetchMetadata = await post(t.app, `/api/favorites/${place!.id}`, undefined, {
      cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectError(byFetchMetadata, 403, 'Requests from other sites may not change anything here');
    const byOrigin = await post(t.app, '/api/auth/logout', undefined, {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expectError(byOrigin, 403, 'Requests from other sites may not change anything here');

    const favorites = await get(t.app, '/api/favorites', { cookie });
    expect(favorites.json()).toEqual([]);
    expect((await get(t.app, '/api/auth/user', { cookie })).statusCode).toBe(200);
  });

  it('lets the site itself write, and clients that send no browser headers', async () => {
    const cookie = await signedIn();
    const [place] = await t.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'published'))
      .limit(1);
    const sameOrigin = await post(t.app, `/api/favorites/${place!.id}`, undefined, {
      cookie,
      headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' },
    });
    expect(sameOrigin.statusCode).toBeLessThan(300);
    const matchingOrigin = await post(t.app, '/api/auth/logout', undefined, {
      cookie,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
    });
    expect(matchingOrigin.statusCode).toBe(200);
    const reads = await get(t.app, '/api/places/trending', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(reads.statusCode).toBe(200);
  });
});

describe('Requests that never finish', () => {
  it('are cut off at the request deadline instead of holding the connection', async () => {
    const { ctx, close } = await createTestContext({ rateLimits: generousRateLimits() });
    const app = await buildApp(ctx, { webDistDir: '/nonexistent-web-dist', requestTimeoutMs: 500 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    try {
      const socket = net.connect(port, '127.0.0.1');
      const answer = new Promise<string>((resolve) => {
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      // Promise 100 bytes of body, send 10, then go quiet.
      socket.write(
        'POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":"S',
      );
      expect(await answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await app.close();
      await close();
    }
  });
});

describe('Logs during a database outage', () => {
  it("hold back repeated error lines and never carry a visitor's data", async () => {
    const lines: string[] = [];
    const { ctx, close } = await createTestContext({ rateLimits: generousRateLimits() });
    const log = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    const app = await buildApp({ ...ctx, log }, { webDistDir: '/nonexistent-web-dist' });
    await app.ready();
    await close(); // the database goes away under the running app
    try {
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expectError(await post(app, '/api/contact', validContact), 500, 'Internal server error');
      }
      const errorLines = lines.filter((line) => line.includes('unhandled error'));
      expect(errorLines.length).toBeGreaterThanOrEqual(1);
      expect(errorLines.length).toBeLessThanOrEqual(2);
      const all = lines.join('\n');
      expect(all).not.toContain(validContact.email);
      expect(all).not.toContain(validContact.message);
    } finally {
      await app.close();
    }
  });
});

describe('Source maps', () => {
  async function appServing(nodeEnv: 'production' | 'development') {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'paphos-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(
      path.join(dist, 'assets', 'app-1a2b.js'),
      'console.log(1);\n//# sourceMappingURL=app-1a2b.js.map',
    );
    writeFileSync(path.join(dist, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["secret.ts"]}');
    const { ctx, close } = await createTestContext({
      config: { NODE_ENV: nodeEnv, ADMIN_KEY: 'a-production-admin-key-of-32-chars' },
    });
    const app = await buildApp(ctx, { webDistDir: dist });
    return { app, close: async () => (await app.close(), await close()) };
  }

  it('are not served in production, while the scripts are', async () => {
    const { app, close } = await appServing('production');
    try {
      expect((await get(app, '/assets/app-1a2b.js')).statusCode).toBe(200);
      const map = await get(app, '/assets/app-1a2b.js.map');
      expect(map.statusCode).toBe(404);
      expect(map.body).not.toContain('secret.ts');
    } finally {
      await close();
    }
  });

  it('are served while developing', async () => {
    const { app, close } = await appServing('development');
    try {
      const map = await get(app, '/assets/app-1a2b.js.map');
      expect(map.statusCode).toBe(200);
      expect(map.body).toContain('secret.ts');
    } finally {
      await close();
    }
  });
});
