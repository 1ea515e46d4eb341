/**
 * `npm run bench`: load on the hot public reads of an in-process server on a seeded in-memory database.
 * Requests go to 127.0.0.1 only and each run is bounded in time.
 */
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { createAppContext } from '../src/server/context';
import { pgliteHandle } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
/** Requests per second each hot read should sustain on a 2-core machine (bench and server share it). */
const TARGET_RPS = 1000;
/** The full list is ~75 KB of JSON per answer; serialising it bounds the rate. */
const FULL_LIST_TARGET_RPS = 500;

const handle = pgliteHandle(await PGlite.create());
await handle.migrate();
await seedDemoData(handle.db);
const app = await buildApp(createAppContext(testConfig({ ADMIN_KEY: 'bench' }), { db: handle.db }));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no address');
const origin = `http://127.0.0.1:${address.port}`;

const places = (await (await fetch(`${origin}/api/places`)).json()) as { id: number; slug: string }[];
const sample = places[0]!;
const routes = [
  '/api/places',
  '/api/places/trending',
  '/api/places/recent',
  `/api/places/${sample.slug}`,
  `/api/places/nearby/${sample.id}`,
  '/api/events/upcoming',
  '/api/articles',
  '/api/weather',
];

let failures = 0;
console.log(
  `${DURATION_SECONDS}s per route, ${CONNECTIONS} connections, target ${TARGET_RPS} req/s (${FULL_LIST_TARGET_RPS} for the full list)\n`,
);
for (const route of routes) {
  const result = await autocannon({
    url: origin + route,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const rps = Math.round(result.requests.average);
  const target = route === '/api/places' ? FULL_LIST_TARGET_RPS : TARGET_RPS;
  const ok = rps >= target && result.non2xx === 0 && result.errors === 0;
  if (!ok) failures++;
  console.log(
    `${ok ? 'ok  ' : 'SLOW'} ${route.padEnd(36)} ${String(rps).padStart(6)} req/s  p99 ${result.latency.p99} ms  non-2xx ${result.non2xx}`,
  );
}
await app.close();
await handle.close();
process.exit(failures === 0 ? 0 : 1);
