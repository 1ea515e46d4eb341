import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * A stand-in for the built web app: its page shell, and a server renderer that reads the API, writes the
 * address it drew and whether it ran on the main thread, and logs each render to a file (it runs on a
 * render thread, whose globals are its own). A search naming 'hold-<ms>' holds the render's thread that
 * long, as React's render holds it.
 */
function fakeWebBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paphos-web-'));
  const log = path.join(dir, 'renders.log');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Paphos Guide</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, 'entry-server.js'),
    `import { appendFileSync } from 'node:fs';
     import { isMainThread } from 'node:worker_threads';
     export const renderPage = async (url, readApi) => {
       const trending = JSON.parse((await readApi('/api/places/trending')).body);
       appendFileSync(${JSON.stringify(log)}, 'start ' + url + '\\n');
       const until = Date.now() + Number(/hold-(\\d+)/.exec(url)?.[1] ?? 0);
       while (Date.now() < until);
       appendFileSync(${JSON.stringify(log)}, 'end ' + url + '\\n');
       return {
         html: '<p data-drawn-for="' + new URL(url).search + '" data-main-thread="' + isMainThread + '">drawn with ' + trending.length + ' trending places</p>',
         head: '',
         queryState: '{}',
       };
     };`,
  );
  const logged = (what: 'start' | 'end', urlPart = '') =>
    existsSync(log)
      ? readFileSync(log, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith(`${what} `) && line.includes(urlPart)).length
      : 0;
  return {
    build: { webDistDir: dir, rendererDir: dir },
    /** Renders finished (of addresses holding `urlPart`). */
    renders: (urlPart?: string) => logged('end', urlPart),
    started: (urlPart: string) => logged('start', urlPart) > 0,
  };
}

/** What the server writes into a page's head: its title, meta tags, canonical link and JSON-LD. */
function headTags(html: string): string[] {
  return (
    html.match(
      /<title>[^<]*<\/title>|<meta [^>]*>|<link rel="canonical"[^>]*>|<script type="application\/ld\+json"[^>]*>[^<]*<\/script>/g,
    ) ?? []
  );
}

describe('pages drawn on the server', () => {
  const web = fakeWebBuild();
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const context = await createTestContext({
      rateLimits: { ...tightRateLimits(1000), pageRenders: { max: 3, timeWindow: 60_000 } },
    });
    app = await buildApp(context.ctx, web.build);
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
    const before = web.renders();
    const variants = [
      '/places?category=beach',
      '/places?category=beach&utm_source=newsletter',
      '/places?utm_campaign=x&category=beach&fbclid=abc123',
      '/places?category=beach&anything=else',
    ];
    for (const url of variants) {
      const page = await get(app, url, { ip: '10.9.9.1' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<p data-drawn-for="?category=beach"');
    }
    expect(web.renders() - before).toBe(1);
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

describe('pages drawn on render threads', () => {
  const web = fakeWebBuild();
  let app: App;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // One thread and one page waiting for it: the third new page at once goes to the browser.
    const context = await createTestContext({
      config: { RENDER_THREADS: '1', RENDER_QUEUE: '1' },
      rateLimits: tightRateLimits(1000),
    });
    app = await buildApp(context.ctx, web.build);
    await app.ready();
    close = async () => {
      await app.close();
      await context.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it('are drawn off the main thread, from the API answers the main thread gives', async () => {
    const trending = (await get(app, '/api/places/trending')).json<unknown[]>();
    const page = await get(app, '/places?category=museum');
    expect(page.body).toContain(
      `<p data-drawn-for="?category=museum" data-main-thread="false">drawn with ${trending.length} trending places</p>`,
    );
  });

  it("keep no other visitor's API read waiting while they draw a page", async () => {
    const page = get(app, '/places?q=hold-2000-read', { ip: '10.9.8.1' });
    while (!web.started('hold-2000-read')) await sleep(10);
    // While the thread is held, the main thread answers another visitor at once.
    const read = await get(app, '/api/places/trending', { ip: '10.9.8.2' });
    expect(read.statusCode).toBe(200);
    expect(web.renders('hold-2000-read')).toBe(0);
    expect((await page).body).toContain('data-drawn-for="?q=hold-2000-read"');
  });

  it('past the busy thread and its queue, send a new page for the browser to draw, with the same head', async () => {
    const urls = ['a', 'b', 'c'].map((name) => `/places?category=beach&q=hold-1000-${name}`);
    const answers = await Promise.all(urls.map((url) => get(app, url)));
    const shells = answers.filter((answer) => !answer.body.includes('data-drawn-for'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(shells).toHaveLength(1);
    const shell = shells[0]!;
    expect(shell.body).toContain('<div id="root"></div>');
    // Not kept: the next request for that address draws it, and its head is the one the visitor already had.
    const drawn = await get(app, urls[answers.indexOf(shell)]!);
    expect(drawn.body).toContain('data-drawn-for');
    expect(headTags(shell.body)).toEqual(headTags(drawn.body));
    expect(headTags(shell.body)).toContain('<title>Best Beaches in Paphos, Cyprus | Paphos Guide</title>');
  });

  it('are not drawn at all with RENDER_THREADS=0: every page goes to the browser, with its head', async () => {
    const context = await createTestContext({ config: { RENDER_THREADS: '0' } });
    const browserOnly = await buildApp(context.ctx, fakeWebBuild().build);
    try {
      const page = await get(browserOnly, '/places?category=beach');
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Best Beaches in Paphos, Cyprus | Paphos Guide</title>');
      expect(page.body).toContain('<div id="root"></div>');
    } finally {
      await browserOnly.close();
      await context.close();
    }
  });
});
