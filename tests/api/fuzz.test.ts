/**
 * Property-based fuzzing of every route the app registers (listed as they are added): random path
 * parameters, query strings and bodies, signed in or not, with and without the admin key. Whatever comes
 * in, the answer is never a 5xx, an error is always `{ message }` with no stack or SQL in it, and a request
 * that is refused writes nothing.
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/test-app';
import { registerUser } from '../helpers/api';
import { errorResponseSchema } from '../../src/common/schemas/shared';
import { createSession } from '../../src/server/modules/auth/service';
import { generousRateLimits } from '../helpers/rate-limits';

const RUNS_PER_ROUTE = 50;
const TABLES = [
  'users',
  'sessions',
  'places',
  'favorites',
  'events',
  'articles',
  'article_places',
  'contact_messages',
  'banners',
  'tours',
  'settings',
  'pins',
] as const;
const LEAKS =
  /\bat [\w.<>]+ \(|node_modules|\.ts:\d+|Failed query|\bselect\b.+\bfrom\b|\binsert into\b|\bstack\b/i;

interface FuzzRoute {
  method: string;
  url: string;
  bodyKeys: string[];
  queryKeys: string[];
}

const routes: FuzzRoute[] = [];
let t: TestApp;
let userId: number;

/** The keys of a zod object schema (what a route validates), for bodies shaped like the real ones. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: generousRateLimits(),
    onRoute: (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({
          method,
          url: route.url,
          bodyKeys: keysOf(route.schema?.body),
          queryKeys: keysOf(route.schema?.querystring),
        });
      }
    },
  });
  ({ id: userId } = await registerUser(t.app));
});

afterAll(async () => {
  await t?.close();
});

/** Row counts of every table, in one query. */
async function rowCounts(): Promise<Record<string, number>> {
  const columns = sql.join(
    TABLES.map(
      (table) => sql`(select count(*)::int from ${sql.identifier(table)}) as ${sql.identifier(table)}`,
    ),
    sql`, `,
  );
  const result = (await t.db.execute(sql`select ${columns}`)) as unknown as
    { rows: Record<string, number>[] } | Record<string, number>[];
  return Array.isArray(result) ? result[0]! : result.rows[0]!;
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u200b\u200b\u200b',
  '\u202e',
  'x'.repeat(5000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '%',
  '1e309',
  '-1',
  '0',
  '2147483648',
  'NaN',
  'null',
  '{}',
  '[]',
);
const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 }), nasty);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -1, 0, 1.5),
);
const value = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(text, scalar, { maxKeys: 3 }),
);

function requestFor(route: FuzzRoute) {
  const segments = route.url.split('/').map((part) =>
    part.startsWith(':') || part === '*'
      ? fc.oneof(
          text.map(encodeURIComponent),
          nasty,
          fc.integer().map(String),
          // Ids that exist, so writes get past 'not found' to their validation.
          fc.integer({ min: 1, max: 120 }).map(String),
        )
      : fc.constant(part),
  );
  const path = fc.tuple(...segments).map((parts) => parts.join('/') || '/');
  const query = fc
    .dictionary(fc.oneof(fc.constantFrom(...route.queryKeys, 'q'), text), text, { maxKeys: 4 })
    .map((entries) => new URLSearchParams(entries).toString());
  const shapedBody =
    route.bodyKeys.length > 0
      ? fc.record(Object.fromEntries(route.bodyKeys.map((key) => [key, value])), { requiredKeys: [] })
      : fc.constant(undefined);
  const body = fc.oneof(
    {
      weight: 3,
      arbitrary: shapedBody.map((shaped) => (shaped === undefined ? undefined : JSON.stringify(shaped))),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json)) },
    { weight: 1, arbitrary: text },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return fc.record({
    path,
    query,
    body,
    signedIn: fc.boolean(),
    adminKey: fc.oneof({ weight: 4, arbitrary: fc.constant(TEST_ADMIN_KEY) }, { weight: 1, arbitrary: text }),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
    ),
  });
}

describe('Fuzzing every route', () => {
  it('lists the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((route) => route.url === '/api/admin/articles/:id' && route.method === 'PUT')).toBe(
      true,
    );
  });

  it('never answers 5xx, never leaks a stack or SQL, and writes nothing when it refuses', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (input) => {
          // A session of its own for each request: a fuzzed logout or password change must not end the others.
          const cookie = input.signedIn ? `paphos_session=${await createSession(t.db, userId)}` : undefined;
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: input.query ? `${input.path}?${input.query}` : input.path,
            headers: {
              ...(cookie ? { cookie } : {}),
              ...(route.url.startsWith('/api/admin') ? { 'x-admin-key': input.adminKey } : {}),
              ...(input.body !== undefined && route.method !== 'GET'
                ? { 'content-type': input.contentType }
                : {}),
            },
            ...(input.body !== undefined && route.method !== 'GET' ? { payload: input.body } : {}),
          };
          const before = route.method === 'GET' ? undefined : await rowCounts();
          const response = await t.app.inject(request);
          const where = `${route.method} ${route.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400 && /json/.test(String(response.headers['content-type']))) {
            const parsed = errorResponseSchema.strict().safeParse(response.json());
            expect(parsed.success, where).toBe(true);
            const { message, fields = {} } = parsed.data!;
            for (const text of [message, ...Object.values(fields)]) expect(text, where).not.toMatch(LEAKS);
          }
          if (before && response.statusCode >= 400) expect(await rowCounts(), where).toEqual(before);
        }),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261125) },
      );
    }
  }, 240_000);
});
