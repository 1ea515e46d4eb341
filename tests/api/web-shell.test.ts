import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectError, get, post, type Response } from '../helpers/api';

let t: TestApp;

beforeAll(async () => {
  // The test app points at a web build folder that does not exist, so the 'not built' shell answers.
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function expectHtmlShell(response: Response): void {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/^<!doctype html>/i);
  expect(response.body).toContain('</html>');
}

function cspDirectives(response: Response): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET of a client route', () => {
  it.each(['/', '/places', '/places/some-place', '/blog/some-guide', '/some/client/route', '/no-such-page'])(
    'GET %s answers with the HTML shell',
    async (url) => {
      expectHtmlShell(await get(t.app, url));
    },
  );

  it('asks the browser to revalidate the shell', async () => {
    expect((await get(t.app, '/some/client/route')).headers['cache-control']).toBe('no-cache');
  });

  it('answers the shell with a query string too', async () => {
    expectHtmlShell(await get(t.app, '/places?category=beach'));
  });

  it('answers 404 JSON, not the shell, to a POST of a client route', async () => {
    expectError(await post(t.app, '/some/client/route'), 404, 'Route POST /some/client/route not found');
  });
});

describe('GET of an unknown /api path', () => {
  it('answers 404 JSON, not the HTML shell', async () => {
    const response = await get(t.app, '/api/nope');
    expectError(response, 404, 'Route GET /api/nope not found');
    expect(response.body).not.toContain('<html');
  });

  it('answers 404 JSON for a deeper unknown /api path with a query', async () => {
    expectError(await get(t.app, '/api/nope/deeper?x=1'), 404, 'Route GET /api/nope/deeper not found');
  });
});

describe('security headers', () => {
  it.each(['/some/client/route', '/api/places', '/api/nope'])('are sent with %s', async (url) => {
    const response = await get(t.app, url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBeDefined();
    expect(cspDirectives(response).get('default-src')).toEqual(["'self'"]);
  });

  it('have a content security policy that blocks plugins and inline scripts', async () => {
    const csp = cspDirectives(await get(t.app, '/some/client/route'));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('allow the analytics tag and its reporting', async () => {
    const csp = cspDirectives(await get(t.app, '/some/client/route'));
    expect(csp.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(csp.get('connect-src')!.some((source) => source.includes('google-analytics.com'))).toBe(true);
  });

  it('allow map tiles and banner images from other HTTPS origins', async () => {
    const csp = cspDirectives(await get(t.app, '/some/client/route'));
    expect(csp.get('img-src')).toContain('https:');
    expect(csp.get('img-src')).toContain("'self'");
  });

  it('do not demand HTTPS outside production', async () => {
    const response = await get(t.app, '/some/client/route');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(false);
  });
});

describe('compression', () => {
  it('gzips a large JSON answer when the client accepts gzip', async () => {
    const plain = await get(t.app, '/api/places');
    const zipped = await get(t.app, '/api/places', { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('prefers brotli when the client accepts it', async () => {
    const plain = await get(t.app, '/api/places');
    const compressed = await get(t.app, '/api/places', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends uncompressed JSON to a client that accepts no encoding', async () => {
    const response = await get(t.app, '/api/places');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });
});
