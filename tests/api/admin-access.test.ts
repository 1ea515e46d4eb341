import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/schemas/admin';
import { seedPlaces } from '../../src/server/db/seed/records';
import { asAdmin, expectError, expectOkJson, freshAddress, get, send } from '../helpers/api';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/test-app';

/** The bundled guide as the seed loads it. */
const BUNDLED = {
  totalPlaces: seedPlaces.length,
  activePlaces: seedPlaces.filter((place) => place.status === 'published').length,
  pendingPlaces: seedPlaces.filter((place) => place.status === 'pending').length,
  // The seed loads published and pending places only.
  archivedPlaces: 0,
};

const WRONG_KEYS_ALLOWED = 3;
let t: TestApp;
/** Every admin route the app registered ('PATCH /api/admin/places/:id/category'). */
const adminRoutes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: tightRateLimits(WRONG_KEYS_ALLOWED),
    onRoute: (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD' && route.url.startsWith('/api/admin'))
          adminRoutes.push(`${method} ${route.url}`);
      }
    },
  });
});

afterAll(async () => {
  await t?.close();
});

/** Every admin call of SPEC 7, with a body that would be valid. */
const ADMIN_CALLS: Array<[method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown]> =
  [
    ['GET', '/api/admin/settings'],
    ['PUT', '/api/admin/settings', { pinterestPostsPerDay: 3 }],
    ['GET', '/api/admin/stats'],
    ['GET', '/api/admin/sync-logs'],
    ['GET', '/api/admin/sync-logs/schedule'],
    ['GET', '/api/admin/settings/pinterest-status'],
    ['POST', '/api/admin/sync'],
    ['POST', '/api/admin/publish-next', { quantity: 1 }],
    ['POST', '/api/admin/archive-pending'],
    ['POST', '/api/admin/viator/sync'],
    ['GET', '/api/admin/contact-messages'],
    ['PATCH', '/api/admin/contact-messages/1', { isRead: true }],
    ['GET', '/api/admin/banners'],
    ['POST', '/api/admin/banners', { awinCode: '<p>Advert</p>' }],
    ['PATCH', '/api/admin/banners/1', { awinCode: '<p>Advert</p>' }],
    ['DELETE', '/api/admin/banners/1'],
    ['GET', '/api/admin/banners/matches?keyword=meze'],
    ['GET', '/api/admin/places?limit=50&offset=0'],
    ['PATCH', '/api/admin/places/1/category', { category: 'bar' }],
    ['GET', '/api/admin/places/1/description'],
    ['POST', '/api/admin/places/1/description/draft/accept', {}],
    ['DELETE', '/api/admin/places/1/description/draft'],
    ['POST', '/api/admin/places/1/description/review'],
    ['POST', '/api/admin/places/1/description/versions/1/restore'],
    ['GET', '/api/admin/places/1/photos'],
    ['POST', '/api/admin/places/1/photos'],
    ['PUT', '/api/admin/places/1/photos/order', { photoIds: [1] }],
    ['PATCH', '/api/admin/places/1/photos/1', { alt: 'A photo' }],
    ['DELETE', '/api/admin/places/1/photos/1'],
    ['GET', '/api/admin/writer'],
    ['GET', '/api/admin/articles'],
    ['GET', '/api/admin/articles/1/versions'],
    ['POST', '/api/admin/articles', { title: 'A guide', content: 'Text' }],
    ['PUT', '/api/admin/articles/1', { title: 'A guide', content: 'Text' }],
    ['DELETE', '/api/admin/articles/1'],
    ['GET', '/api/admin/places/1/translations'],
    ['POST', '/api/admin/places/1/translations/el', {}],
    ['PUT', '/api/admin/places/1/translations/el', { description: 'x', highlights: [] }],
    ['POST', '/api/admin/places/1/translations/el/review'],
    ['DELETE', '/api/admin/places/1/translations/el'],
    ['GET', '/api/admin/articles/1/translations'],
    ['POST', '/api/admin/articles/1/translations/el', {}],
    ['PUT', '/api/admin/articles/1/translations/el', { title: 'x', excerpt: null, content: 'x' }],
    ['POST', '/api/admin/articles/1/translations/el/review'],
    ['DELETE', '/api/admin/articles/1/translations/el'],
    ['GET', '/api/admin/jobs/place-sync/status'],
    ['GET', '/api/admin/suggestions'],
    ['GET', '/api/admin/suggestions/count'],
    ['POST', '/api/admin/suggestions/1/accept'],
    ['POST', '/api/admin/suggestions/1/dismiss'],
    ['GET', '/api/admin/events'],
    ['POST', '/api/admin/events', { name: 'Concert' }],
    ['PUT', '/api/admin/events/1', { name: 'Concert' }],
    ['POST', '/api/admin/events/1/cancel'],
    ['POST', '/api/admin/events/1/publish'],
    ['DELETE', '/api/admin/events/1'],
    ['GET', '/api/admin/event-feeds'],
    ['POST', '/api/admin/event-feeds', { name: 'Municipality', url: 'https://example.com/events.ics' }],
    ['DELETE', '/api/admin/event-feeds/1'],
    ['POST', '/api/admin/event-feeds/1/import'],
    ['GET', '/api/admin/audit-log'],
    ['GET', '/api/admin/backups'],
    ['GET', '/api/admin/backups/download'],
  ];

function call(
  method: (typeof ADMIN_CALLS)[number][0],
  url: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const options = { headers };
  return method === 'GET' ? get(t.app, url, options) : send(t.app, method, url, body, options);
}

describe('the admin API without the right key', () => {
  it('lists every admin route the app has in the calls below, so a new one is checked too', () => {
    const listed = ADMIN_CALLS.map(([method, url]) => `${method} ${url.split('?')[0]}`);
    const unlisted = adminRoutes.filter((route) => {
      const pattern = new RegExp(`^${route.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
      return !listed.some((call) => pattern.test(call));
    });
    expect(unlisted).toEqual([]);
  });

  it.each(ADMIN_CALLS)('refuses %s %s without a key (401) and changes nothing', async (method, url, body) => {
    expectError(await call(method, url, body, {}), 401, 'Admin key required (x-admin-key header)');
  });

  it.each(ADMIN_CALLS)('refuses %s %s with a wrong key (401)', async (method, url, body) => {
    expectError(
      await call(method, url, body, { 'x-admin-key': `${TEST_ADMIN_KEY}x` }),
      401,
      'The admin key is not valid',
    );
  });

  it('refuses a key that differs only in length or case', async () => {
    for (const key of [TEST_ADMIN_KEY.slice(0, -1), TEST_ADMIN_KEY.toUpperCase(), ` ${TEST_ADMIN_KEY}`, '']) {
      expect((await get(t.app, '/api/admin/stats', { headers: { 'x-admin-key': key } })).statusCode).toBe(
        401,
      );
    }
  });

  it('kept the data: the wrong-key writes above did nothing', async () => {
    const stats = expectOkJson<AdminStats>(await get(t.app, '/api/admin/stats', asAdmin()));
    expect(stats).toMatchObject(BUNDLED);
  });
});

describe('wrong admin keys', () => {
  const askWith = (ip: string, key: string) =>
    get(t.app, '/api/admin/stats', { ip, headers: { 'x-admin-key': key } });
  const timed = async (ask: () => Promise<{ statusCode: number }>) => {
    const started = Date.now();
    const { statusCode } = await ask();
    return { statusCode, ms: Date.now() - started };
  };

  it('are answered more slowly past a few from one address, and the right key from there still gets in at once', async () => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < WRONG_KEYS_ALLOWED; attempt++) {
      expect(await timed(() => askWith(ip, 'guess'))).toMatchObject({ statusCode: 401 });
    }
    const slowed = await timed(() => askWith(ip, 'guess'));
    expect(slowed.statusCode).toBe(401);
    expect(slowed.ms).toBeGreaterThanOrEqual(950);
    const owner = await timed(() => get(t.app, '/api/admin/stats', asAdmin({ ip })));
    expect(owner.statusCode).toBe(200);
    expect(owner.ms).toBeLessThan(500);
    // Another address is not slowed by this one's guesses.
    expect((await timed(() => askWith(freshAddress(), 'guess'))).ms).toBeLessThan(500);
  });

  it('never count right keys against an address', async () => {
    const ip = freshAddress();
    for (let request = 0; request < WRONG_KEYS_ALLOWED + 2; request++) {
      expect((await get(t.app, '/api/admin/stats', asAdmin({ ip }))).statusCode).toBe(200);
    }
    expect((await timed(() => askWith(ip, 'guess'))).ms).toBeLessThan(500);
  });
});

describe('GET /api/admin/stats', () => {
  it('counts places by status, events of the next 7 days and pins of this month', async () => {
    const stats = expectOkJson<AdminStats>(await get(t.app, '/api/admin/stats', asAdmin()));
    expect(Object.keys(stats).sort()).toEqual([
      'activePlaces',
      'archivedPlaces',
      'pendingPlaces',
      'pinsPosted',
      'totalEvents',
      'totalPlaces',
    ]);
    expect(stats).toMatchObject(BUNDLED);
    expect(BUNDLED.pendingPlaces).toBeGreaterThan(0);
    expect(stats.totalEvents).toBeGreaterThan(0);
    expect(stats.pinsPosted).toBe(0);
  });
});
