/**
 * `npm run bench`: load on the hot public reads of an in-process server on a seeded in-memory database,
 * sent as a browser sends them (`Accept-Encoding: gzip, deflate, br`; BENCH_ACCEPT_ENCODING='' sends none).
 * Each endpoint is paired with a bare Fastify route that answers the same bytes with the same headers, so the
 * table shows what the app costs over merely writing its answer. Prints the table and writes
 * bench/results.json. Requests go to 127.0.0.1 only and each run is bounded in time.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { createAppContext } from '../src/server/context';
import { pgliteHandle } from '../src/server/db/client';
import { seedDemoData } from '../src/server/db/seed';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
/** The targets of issue 17: the app keeps most of a bare route's throughput and at most doubles its tail. */
const MIN_RATIO = 0.7;
const MAX_P99_FACTOR = 2;
/** Headers the bare route must not copy: the server sets them itself for each answer. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

const requestHeaders: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

const handle = pgliteHandle(await PGlite.create());
await handle.migrate();
await seedDemoData(handle.db);
const app = await buildApp(createAppContext(testConfig({ ADMIN_KEY: 'bench' }), { db: handle.db }));
const places = (await app.inject({ url: '/api/places' })).json<{ id: number; slug: string }[]>();
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

// The bare server answers each route with the bytes and headers the app gave for the same request.
const bare = Fastify();
for (const route of routes) {
  const answer = await app.inject({ url: route, headers: requestHeaders });
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase())),
  );
  const body = answer.rawPayload;
  bare.get(route, (_request, reply) => reply.code(answer.statusCode).headers(headers).send(body));
}

const appOrigin = await app.listen({ port: 0, host: '127.0.0.1' });
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: requestHeaders,
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

console.log(
  `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${DURATION_SECONDS}s per run, ${CONNECTIONS} connections, Accept-Encoding: ${
    ACCEPT_ENCODING || '(none)'
  }`,
);
console.log(
  `targets: >= ${MIN_RATIO} of the bare route's req/s, p99 <= ${MAX_P99_FACTOR}x its p99, no errors\n`,
);
console.log('| endpoint | req/s | bare route req/s | ratio | p99 ms | bare p99 ms | errors | |');
console.log('|---|---|---|---|---|---|---|---|');
const results = [];
let failures = 0;
for (const route of routes) {
  const measured = await load(appOrigin + route);
  const baseline = await load(bareOrigin + route);
  const ratio = measured.rps / baseline.rps;
  const ok =
    ratio >= MIN_RATIO &&
    measured.p99 <= MAX_P99_FACTOR * Math.max(baseline.p99, 1) &&
    measured.failures === 0;
  if (!ok) failures++;
  results.push({ route, ...measured, bare: baseline, ratio, ok });
  console.log(
    `| ${route} | ${measured.rps} | ${baseline.rps} | ${ratio.toFixed(2)} | ${measured.p99} | ${baseline.p99} | ${measured.failures} | ${ok ? 'ok' : 'SLOW'} |`,
  );
}
await writeFile(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg() },
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
      results,
    },
    null,
    2,
  )}\n`,
);
await bare.close();
await app.close();
await handle.close();
process.exit(failures === 0 ? 0 : 1);
