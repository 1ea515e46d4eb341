import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SCRIPTS_LOADER_HASH } from '../../src/server/http/page-scripts';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, expectError, get, post, type Response, unpublishedPlaces } from '../helpers/api';

let t: TestApp;

beforeAll(async () => {
  // The test app points at a web build folder that does not exist, so the 'not built' shell answers.
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

function expectHtmlShell(response: Response, status = 200): void {
  expect(response.statusCode).toBe(status);
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
  it.each([
    '/',
    '/places',
    '/places/',
    '/places/coral-bay-beach',
    '/blog',
    '/blog/best-beaches-in-paphos',
    '/my-favorites',
    '/account',
    '/contact',
    '/admin',
    '/login',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
  ])('GET %s answers 200 with the HTML shell', async (url) => {
    expectHtmlShell(await get(t.app, url));
  });

  it.each([
    ['an unknown path', '/no-such-page'],
    ['a path under a page', '/places/coral-bay-beach/photos'],
    ['an unknown place', '/places/no-such-place'],
    ['a place still waiting in the queue', '/places/costas-koloni-tavern'],
    ['an unknown guide', '/blog/no-such-guide'],
  ])('GET of %s answers 404 with the HTML shell, which shows the not-found page', async (_what, url) => {
    expectHtmlShell(await get(t.app, url), 404);
  });

  it('answers 200 for a place as soon as the operator publishes it', async () => {
    const pending = '/places/costas-koloni-tavern';
    expectHtmlShell(await get(t.app, pending), 404);
    const published = await post(
      t.app,
      '/api/admin/publish-next',
      { quantity: 1, keyword: 'Koloni Tavern' },
      asAdmin(),
    );
    expect(published.json()).toMatchObject({ success: true, count: 1 });
    expectHtmlShell(await get(t.app, pending));
  });

  it('asks the browser to revalidate the shell', async () => {
    expect((await get(t.app, '/places')).headers['cache-control']).toBe('no-cache');
  });

  it('answers the shell with a query string too', async () => {
    expectHtmlShell(await get(t.app, '/places?category=beach'));
  });

  it('answers a missing picture or map tile with a short 404, not a rendered page', async () => {
    const tile = await get(t.app, '/tiles/15/19334/13005.png', {
      headers: { accept: 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8' },
    });
    expectError(tile, 404, 'Route GET /tiles/15/19334/13005.png not found');
    expect(tile.body).not.toContain('<html');
  });

  it('renders the not-found page for a browser that asks for a page, or a client that takes anything', async () => {
    const navigation = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    expectHtmlShell(await get(t.app, '/no-such-page', { headers: { accept: navigation } }), 404);
    expectHtmlShell(await get(t.app, '/no-such-page', { headers: { accept: '*/*' } }), 404);
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
  it('ask browsers for HTTPS (HSTS) in production only', async () => {
    expect((await get(t.app, '/api/places')).headers['strict-transport-security']).toBeUndefined();
    const production = await createTestApp({ config: { NODE_ENV: 'production' } });
    try {
      const response = await get(production.app, '/api/places');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(cspDirectives(response).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await production.close();
    }
  });

  it.each(['/some/client/route', '/api/places', '/api/nope'])('are sent with %s', async (url) => {
    const response = await get(t.app, url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Only the origin to other sites; OpenStreetMap's tile servers refuse a request without a Referer.
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(cspDirectives(response).get('default-src')).toEqual(["'self'"]);
  });

  it('have a content security policy that blocks plugins and inline scripts', async () => {
    const csp = cspDirectives(await get(t.app, '/some/client/route'));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it("allow the one inline script a server-drawn page carries, its scripts' loader, by its hash", async () => {
    const csp = cspDirectives(await get(t.app, '/some/client/route'));
    expect(csp.get('script-src')).toContain(PAGE_SCRIPTS_LOADER_HASH);
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

  it('allow the tiles of a map server the operator set, on plain http too, to the map and the service worker', async () => {
    const tiled = await createTestApp({ config: { MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' } });
    try {
      const csp = cspDirectives(await get(tiled.app, '/some/client/route'));
      expect(csp.get('img-src')).toContain('http://127.0.0.1:8080');
      expect(csp.get('connect-src')).toContain('http://127.0.0.1:8080');
      const workerCsp = cspDirectives(await get(tiled.app, '/sw.js'));
      expect(workerCsp.get('connect-src')).toContain('http://127.0.0.1:8080');
    } finally {
      await tiled.close();
    }
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

  it('sends a page compressed as the browser asks, with an ETag it can revalidate with', async () => {
    const plain = await get(t.app, '/places');
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await get(t.app, '/places', { headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['vary']).toMatch(/accept-encoding/i);
      expect(decode(page.rawPayload).toString('utf8')).toBe(plain.body);

      const again = await get(t.app, '/places', {
        headers: { 'accept-encoding': encoding, 'if-none-match': page.headers['etag'] as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('sends a not-found page whole, whatever ETag the browser names', async () => {
    const page = await get(t.app, '/no-such-page', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(404);
    const again = await get(t.app, '/no-such-page', {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': page.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(404);
    expect(gunzipSync(again.rawPayload).toString('utf8')).toMatch(/^<!doctype html>/i);
  });

  it('sends uncompressed JSON to a client that accepts no encoding', async () => {
    const response = await get(t.app, '/api/places');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(Array.isArray(response.json())).toBe(true);
  });
});

describe('GET /robots.txt', () => {
  it('lets crawlers in everywhere but the admin page and the API, and names the sitemap', async () => {
    const response = await get(t.app, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body.split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api/',
      '',
      'Sitemap: http://localhost:80/sitemap.xml',
      '',
    ]);
  });
});

describe('GET /sitemap.xml', () => {
  function locations(xml: string): string[] {
    return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
  }

  const origin = 'http://localhost:80';

  /** Every URL of every file the index names, read as a crawler would. */
  async function everyListedUrl(): Promise<string[]> {
    const index = (await get(t.app, '/sitemap.xml')).body;
    const files = locations(index);
    const listed: string[] = [];
    for (const file of files) {
      const response = await get(t.app, file.slice(origin.length));
      expect(response.statusCode, file).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      expect(response.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
      );
      listed.push(...locations(response.body));
    }
    return listed;
  }

  it('is an index of one file per kind: the pages, the guides and the places', async () => {
    const response = await get(t.app, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locations(response.body)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/guides.xml`,
      `${origin}/sitemaps/places-1.xml`,
    ]);
    // Each file with places or guides says when its newest one changed.
    expect(response.body).toMatch(
      /<sitemap><loc>http:\/\/localhost:80\/sitemaps\/places-1\.xml<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/sitemap>/,
    );
    expectError(await get(t.app, '/sitemaps/places-2.xml'), 404, 'No such sitemap');
    expectError(await get(t.app, '/sitemaps/secrets.xml'), 404, 'No such sitemap');
  });

  it('lists every published place and guide, each category page and the public pages, and nothing else', async () => {
    const listed = await everyListedUrl();
    const places = (await get(t.app, '/api/places')).json<{ slug: string }[]>();
    const guides = (await get(t.app, '/api/articles')).json<{ slug: string }[]>();
    expect(listed.filter((url) => url.startsWith(`${origin}/places/`)).sort()).toEqual(
      places.map((place) => `${origin}/places/${place.slug}`).sort(),
    );
    expect(listed.filter((url) => url.startsWith(`${origin}/blog/`)).sort()).toEqual(
      guides.map((guide) => `${origin}/blog/${guide.slug}`).sort(),
    );
    expect(listed).toContain(`${origin}/places?category=beach`);
    expect(listed).toEqual(
      expect.arrayContaining([`${origin}/`, `${origin}/blog`, `${origin}/privacy-policy`]),
    );
    expect(new Set(listed).size).toBe(listed.length);
    const pending = await unpublishedPlaces(t.db);
    expect(pending.length).toBeGreaterThan(0);
    for (const { slug } of pending) expect(listed).not.toContain(`${origin}/places/${slug}`);
    expect(listed.some((url) => url.includes('/admin') || url.includes('/login'))).toBe(false);
  });

  it('gives each place and guide its last change as lastmod', async () => {
    const body = (await get(t.app, '/sitemaps/places-1.xml')).body;
    expect(body).toMatch(
      /<url><loc>http:\/\/localhost:80\/places\/coral-bay-beach<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><xhtml:link /,
    );
  });

  it('lists each page in every language, each URL naming all of them and the English one as the default', async () => {
    const listed = await everyListedUrl();
    for (const prefix of ['/el', '/de', '/ru', '/he']) {
      expect(listed).toEqual(
        expect.arrayContaining([
          `${origin}${prefix}`,
          `${origin}${prefix}/contact`,
          `${origin}${prefix}/places?category=beach`,
          `${origin}${prefix}/places/coral-bay-beach`,
        ]),
      );
    }
    const body = (await get(t.app, '/sitemaps/places-1.xml')).body;
    const greek = body
      .split('\n')
      .find((line) => line.startsWith(`<url><loc>${origin}/el/places/coral-bay-beach</loc>`));
    expect(
      [...greek!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang, href]) => `${hreflang} ${href}`,
      ),
    ).toEqual([
      `en ${origin}/places/coral-bay-beach`,
      `el ${origin}/el/places/coral-bay-beach`,
      `de ${origin}/de/places/coral-bay-beach`,
      `ru ${origin}/ru/places/coral-bay-beach`,
      `he ${origin}/he/places/coral-bay-beach`,
      `x-default ${origin}/places/coral-bay-beach`,
    ]);
  });
});
