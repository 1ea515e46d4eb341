import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, createTestContext, type TestApp } from '../helpers/test-app';
import { asAdmin, del, expectError, get, post, uniqueEmail } from '../helpers/api';

describe('a wrong method on a known path', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['POST', '/api/places', 'GET, HEAD'],
    ['DELETE', '/api/places/coral-bay-beach', 'GET, HEAD'],
    ['DELETE', '/api/places/trending', 'GET, HEAD'],
    ['GET', '/api/contact', 'POST'],
    ['PUT', '/api/contact', 'POST'],
    ['PATCH', '/api/auth/user', 'GET, HEAD'],
    ['GET', '/api/auth/login', 'POST'],
    ['PUT', '/api/favorites/1', 'DELETE, POST'],
    ['POST', '/places', 'GET, HEAD'],
    ['DELETE', '/blog/best-beaches-in-paphos', 'GET, HEAD'],
  ] as const)('answers %s %s with 405 and Allow: %s', async (method, url, allow) => {
    const response = await t.app.inject({ method, url, headers: { accept: 'text/html' } });
    expectError(response, 405, `${url} does not answer ${method}: use ${allow.replace(', ', ' or ')}`);
    expect(response.headers['allow']).toBe(allow);
  });

  it('still answers 404 for a path nobody serves', async () => {
    expectError(await post(t.app, '/some/client/route'), 404, 'Route POST /some/client/route not found');
    expect((await del(t.app, '/api/nope')).statusCode).toBe(404);
  });
});

describe("X-Forwarded-For with TRUST_PROXY set to the proxy's address", () => {
  const PROXY = '127.0.0.2';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { TRUST_PROXY: PROXY }, rateLimits: tightRateLimits(3) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const wrongLogin = (ip: string, forwardedFor: string) =>
    post(
      t.app,
      '/api/auth/login',
      { email: uniqueEmail(), password: 'not-the-password' },
      { ip, headers: { 'x-forwarded-for': forwardedFor } },
    );

  it('is ignored from a client that is not the proxy: it cannot name its own address', async () => {
    const direct = '127.0.0.9';
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await wrongLogin(direct, `203.0.113.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('is believed from the proxy, so each client behind it has its own allowance', async () => {
    const statuses = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      statuses.push((await wrongLogin(PROXY, `198.51.100.${attempt}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401]);
  });

  it("cannot be used to lock the admin out: wrong keys 'from' the admin's address count against the sender", async () => {
    const admin = '198.51.100.200';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await get(t.app, '/api/admin/stats', {
        ip: '127.0.0.10',
        headers: { 'x-admin-key': 'wrong-key', 'x-forwarded-for': admin },
      });
    }
    const throughProxy = await get(
      t.app,
      '/api/admin/stats',
      asAdmin({ ip: PROXY, headers: { 'x-forwarded-for': admin } }),
    );
    expect(throughProxy.statusCode).toBe(200);
  });
});

describe('wrong passwords for one account, from many addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimits: {
        ...tightRateLimits(1000),
        loginSlowdown: { freeFailures: 2, delayPerFailureMs: 400, maxDelayMs: 1000, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('slow its logins down, and never lock the owner out', async () => {
    const email = uniqueEmail('owner');
    const password = 'olive-grove-77';
    expect((await post(t.app, '/api/auth/register', { email, password })).statusCode).toBe(201);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      expectError(await post(t.app, '/api/auth/login', { email, password: 'guess-number-' + attempt }), 401);
    }
    const started = Date.now();
    const owner = await post(t.app, '/api/auth/login', { email, password });
    expect(owner.statusCode).toBe(200);
    // Four wrong passwords, two of them past the free ones: 800 ms, whoever asks.
    expect(Date.now() - started).toBeGreaterThanOrEqual(750);
  });
});

/**
 * A stand-in for the built web app: its page shell, and a server renderer that counts its renders and
 * writes the address it drew.
 */
function fakeWebBuild(): { webDistDir: string; rendererDir: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paphos-web-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'entry-server.js'),
    `export const renderPage = async (url) => {
       globalThis.paphosTestRenders = (globalThis.paphosTestRenders ?? 0) + 1;
       return { html: '<p data-drawn-for="' + new URL(url).search + '">drawn</p>', head: '', queryState: '{}' };
     };`,
  );
  return { webDistDir: dir, rendererDir: dir };
}

const renders = () => (globalThis as { paphosTestRenders?: number }).paphosTestRenders ?? 0;

describe('pages drawn on the server', () => {
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const context = await createTestContext({
      rateLimits: { ...tightRateLimits(1000), pageRenders: { max: 3, timeWindow: 60_000 } },
    });
    app = await buildApp(context.ctx, fakeWebBuild());
    await app.ready();
    close = async () => {
      await app.close();
      await context.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('are drawn once for every variant of parameters the page does not read (utm_*, fbclid, made up)', async () => {
    const before = renders();
    const variants = [
      '/places?category=beach',
      '/places?category=beach&utm_source=newsletter',
      '/places?utm_campaign=x&category=beach&fbclid=abc123',
      '/places?category=beach&anything=else',
    ];
    for (const url of variants) {
      const page = await get(app, url, { ip: '10.9.9.1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<p data-drawn-for="?category=beach">drawn</p>');
    }
    expect(renders() - before).toBe(1);
  });

  it('cost one address at most its render budget: past it, that address gets pages the browser draws', async () => {
    const ask = (ip: string, search: string) => get(app, `/places?category=beach&q=${search}`, { ip });
    const drawn = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      drawn.push((await ask('10.9.9.2', `made-up-${attempt}`)).body.includes('data-drawn-for'));
    }
    expect(drawn).toEqual([true, true, true, false, false]);
    const another = await ask('10.9.9.3', 'made-up-9');
    expect(another.statusCode).toBe(200);
    expect(another.body).toContain('data-drawn-for');
  });
});
