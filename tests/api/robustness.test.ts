import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../src/server/app';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { expectError, expectOkJson, freshAddress, get, send } from '../helpers/api';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

/** Sends a raw body with the given content type. */
function raw(method: 'POST' | 'DELETE', url: string, payload: string, contentType = 'application/json') {
  return t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: freshAddress(),
  });
}

const BODY_ROUTES = ['/api/auth/register', '/api/auth/login', '/api/contact'];

describe.each(BODY_ROUTES)('POST %s with a bad body', (url) => {
  it('answers 400 "The request body is not valid JSON" to malformed JSON', async () => {
    expectError(
      await raw('POST', url, '{"email": "a@example.com", '),
      400,
      'The request body is not valid JSON',
    );
    expectError(
      await raw('POST', url, "{'email': 'a@example.com'}"),
      400,
      'The request body is not valid JSON',
    );
    expectError(
      await raw('POST', url, '{"email": "a@example.com"} trailing'),
      400,
      'The request body is not valid JSON',
    );
  });

  it('answers 400 to numbers where strings belong', async () => {
    const response = await send(t.app, 'POST', url, {
      email: 12345,
      password: 12345678,
      name: 42,
      subject: 12345,
      message: 1234567890,
    });
    expectError(response, 400, /expected string, received number/);
  });

  it('answers 400 to objects where strings belong', async () => {
    const response = await send(t.app, 'POST', url, {
      email: { $gt: '' },
      password: { $ne: null },
      name: ['Sophia'],
      subject: { text: 'Hello there' },
      message: { text: 'A long enough message' },
    });
    expectError(response, 400);
  });

  it('answers 400 to an array instead of an object', async () => {
    expectError(await raw('POST', url, '[]'), 400, 'body: Invalid input: expected object, received array');
    expectError(
      await raw('POST', url, '[{"email":"a@example.com","password":"password123"}]'),
      400,
      'body: Invalid input: expected object, received array',
    );
  });

  it('answers 400 to a JSON null, number or string instead of an object', async () => {
    for (const payload of ['null', '42', '"hello"', 'true']) {
      expectError(await raw('POST', url, payload), 400, /^body: Invalid input: expected object/);
    }
  });

  it('answers 400 "The request body is empty but its content type is JSON" to an empty JSON body', async () => {
    expectError(await raw('POST', url, ''), 400, 'The request body is empty but its content type is JSON');
  });

  it(`answers 413 "The request body is too large" to a body over ${BODY_LIMIT_BYTES / 1024} KB`, async () => {
    const payload = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES + 1), email: 'a@example.com' });
    expectError(await raw('POST', url, payload), 413, 'The request body is too large');
  });

  it('answers 415 to a form-encoded body', async () => {
    expectError(
      await raw('POST', url, 'email=a@example.com&password=password123', 'application/x-www-form-urlencoded'),
      415,
      'The request body must be JSON (Content-Type: application/json)',
    );
  });

  it('answers 415 to valid JSON sent as text/plain, as a cross-site form could send it', async () => {
    const payload = JSON.stringify({
      email: 'a@example.com',
      password: 'olive-grove-77',
      name: 'Sophia',
      subject: 'A subject',
      message: 'A long enough message.',
    });
    expectError(
      await raw('POST', url, payload, 'text/plain'),
      415,
      'The request body must be JSON (Content-Type: application/json)',
    );
  });

  it('answers 400 to a body that tries to set __proto__ or constructor.prototype', async () => {
    expectError(await raw('POST', url, '{"__proto__": {"isAdmin": true}}'), 400);
    expectError(await raw('POST', url, '{"constructor": {"prototype": {"isAdmin": true}}}'), 400);
  });

  it('answers 400 to deeply nested JSON', async () => {
    const payload = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    expectError(await raw('POST', url, payload), 400);
  });
});

describe('routes without a body', () => {
  it.each([
    ['POST', '/api/auth/logout'],
    ['POST', '/api/favorites/1'],
    ['DELETE', '/api/favorites/1'],
  ] as const)('%s %s answers 400 to an empty body sent as JSON', async (method, url) => {
    expectError(await raw(method, url, ''), 400, 'The request body is empty but its content type is JSON');
  });

  it.each([
    ['POST', '/api/auth/logout'],
    ['POST', '/api/favorites/1'],
  ] as const)('%s %s answers 413 to a body over the limit', async (method, url) => {
    expectError(await raw(method, url, JSON.stringify({ x: 'y'.repeat(BODY_LIMIT_BYTES) })), 413);
  });
});

const ID_ROUTES: [method: 'GET' | 'POST' | 'DELETE', template: string][] = [
  ['GET', '/api/places/nearby/:id'],
  ['GET', '/api/viator/recommendations/:id'],
  ['GET', '/api/viator/showcase?placeId=:id'],
  ['GET', '/api/articles/:id/places'],
  ['POST', '/api/favorites/:id'],
  ['DELETE', '/api/favorites/:id'],
];

const BAD_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '99999999999999999999',
  '2147483648',
  '1e400',
  'NaN',
  'Infinity',
  '%20',
  'null',
  '%5B%5D',
];

function request(method: 'GET' | 'POST' | 'DELETE', url: string) {
  return t.app.inject({ method, url, remoteAddress: freshAddress() });
}

describe.each(ID_ROUTES)('%s %s', (method, template) => {
  it.each(BAD_IDS)('answers 400 to the id %j', async (id) => {
    expectError(await request(method, template.replace(':id', id)), 400);
  });

  it('answers 404 or 401, never 500, to an id that does not exist', async () => {
    const response = await request(method, template.replace(':id', '2147483647'));
    expectError(response, template.startsWith('/api/favorites') ? 401 : 404);
  });

  it('answers with a JSON error to an id hundreds of digits long', async () => {
    const response = await request(method, template.replace(':id', '9'.repeat(500)));
    expect([400, 414]).toContain(response.statusCode);
    expectError(response, response.statusCode);
  });
});

describe('slugs and other path parameters', () => {
  it.each(['/api/places/', '/api/articles/'])(
    '%s{slug} answers 404 to an unknown slug of 200 characters',
    async (base) => {
      expectError(await get(t.app, `${base}${'a'.repeat(200)}`), 404);
    },
  );

  it.each(['/api/places/', '/api/articles/', '/api/articles/category/'])(
    '%s answers 414 "A part of the URL path is too long" to a very long parameter',
    async (base) => {
      for (const length of [201, 10_000]) {
        expectError(
          await get(t.app, `${base}${'a'.repeat(length)}`),
          414,
          'A part of the URL path is too long',
        );
      }
    },
  );

  it.each(['/api/places/', '/api/articles/'])(
    '%s{slug} answers 400 to a slug with forbidden characters',
    async (base) => {
      for (const slug of [
        'Paphos',
        'paphos_harbour',
        'caf%C3%A9',
        '..%2F..%2Fetc%2Fpasswd',
        "x'%20OR%201=1",
      ]) {
        expectError(
          await get(t.app, `${base}${slug}`),
          400,
          'Slug may contain only lowercase letters, digits and hyphens',
        );
      }
      expectError(await get(t.app, `${base}%00`), 400, 'slug may not contain control characters');
    },
  );

  it.each(['/api/places/', '/api/articles/', '/api/articles/category/'])(
    '%s answers 400 "The URL is not valid" to a broken %-escape',
    async (base) => {
      expectError(await get(t.app, `${base}%E0%A4%A`), 400, 'The URL is not valid');
    },
  );

  it('answers 400 "Category is too long" to a category of over 100 characters', async () => {
    expectError(await get(t.app, `/api/articles/category/${'c'.repeat(150)}`), 400, 'Category is too long');
  });

  it('answers 200 with an empty list to a category that looks like SQL', async () => {
    const response = await get(t.app, `/api/articles/category/${encodeURIComponent("x' OR '1'='1")}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });
});

describe('query strings', () => {
  it.each(['limit=1&limit=2', 'limit=%00', 'limit=', 'limit=-5', 'limit=1e3', 'placeId=1&placeId=2'])(
    '/api/viator/showcase?%s answers 400',
    async (query) => {
      expectError(await get(t.app, `/api/viator/showcase?${query}`), 400);
    },
  );

  it('ignores query parameters a route does not know', async () => {
    const response = await get(t.app, '/api/places?status=pending&__proto__[x]=1');
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
  });
});

describe('unknown routes under /api', () => {
  it.each([
    ['GET', '/api/nope'],
    ['GET', '/api'],
    ['GET', '/api/'],
    ['GET', '/api/places/nearby/1/extra'],
  ] as const)('%s %s answers 404 with a JSON message', async (method, url) => {
    const response = await t.app.inject({ method, url, remoteAddress: freshAddress() });
    const path = url.split('?')[0];
    expectError(response, 404, `Route ${method} ${path} not found`);
  });
});

describe('session cookies', () => {
  it.each([
    'paphos_session=',
    'paphos_session=%%%',
    `paphos_session=${'x'.repeat(5000)}`,
    'paphos_session=a; paphos_session=b',
    'paphos_session',
    '=;;=;',
  ])('GET /api/auth/user answers null (anonymous) to the cookie header %#', async (cookie) => {
    expect(expectOkJson(await get(t.app, '/api/auth/user', { cookie }))).toBeNull();
  });
});
