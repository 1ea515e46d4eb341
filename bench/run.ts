/**
 * `npm run bench`: load on the hot public reads of an in-process server on a seeded in-memory database,
 * sent as a browser sends them (`Accept-Encoding: gzip, deflate, br`; BENCH_ACCEPT_ENCODING='' sends none).
 * Each endpoint is paired with a bare Fastify route that answers the same bytes with the same headers, so the
 * table shows what the app costs over merely writing its answer. Prints the table and writes
 * bench/results.json. Requests go to 127.0.0.1 only and each run is bounded in time.
 *
 * BENCH_PLACES=1000 adds generated places (copies of the bundled ones, spread over the district) until there
 * are that many published; BENCH_DATABASE_URL=postgres://... runs on a scratch database created on that
 * PostgreSQL server (and dropped after) instead of PGlite. Pages are drawn with the build in dist/web and
 * dist/ssr, or BENCH_WEB_DIST and BENCH_RENDERER_DIST (another build's folders); BENCH_PART=cache-busting runs
 * only the cache-busting part.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { testConfig } from '../src/server/config';
import { createAppContext } from '../src/server/context';
import { createPglite, pgliteHandle, postgresHandle, type DatabaseHandle } from '../src/server/db/client';
import { places as placesTable } from '../src/server/db/schema';
import { seedDemoData } from '../src/server/db/seed';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PLACE_COUNT = Number(process.env.BENCH_PLACES ?? 0);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const CONNECTIONS = 20;
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
/** The targets of issue 17: the app keeps most of a bare route's throughput and at most doubles its tail. */
const MIN_RATIO = 0.7;
const MAX_P99_FACTOR = 2;
/**
 * Issue 32's allowance on a paired row's p99 (2x + 10 ms): at a bare p99 of 2-5 ms, a millisecond or two of
 * scheduling on a 2-core machine would otherwise fail a row whose answers come in well under 20 ms.
 */
const P99_ALLOWANCE_MS = 10;
/** Headers the bare route must not copy: the server sets them itself for each answer. */
const PER_ANSWER_HEADERS = new Set([
  'date',
  'connection',
  'content-length',
  'keep-alive',
  'transfer-encoding',
]);

const requestHeaders: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};

/** A scratch database: PGlite in memory, or a new database on the PostgreSQL server (dropped at the end). */
async function openBenchDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (!DATABASE_URL) return { handle: pgliteHandle(await createPglite()), drop: async () => {} };
  const name = `paphos_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  return { handle: postgresHandle(url.toString()), drop: () => admin(`DROP DATABASE ${name} WITH (FORCE)`) };
}

/** Copies of the bundled published places, each moved a little, until `count` are published. */
async function addGeneratedPlaces(handle: DatabaseHandle, count: number): Promise<number> {
  const bundled = await handle.db.select().from(placesTable).where(eq(placesTable.status, 'published'));
  const missing = count - bundled.length;
  for (let start = 0; start < missing; start += 200) {
    const batch = Array.from({ length: Math.min(200, missing - start) }, (_, offset) => {
      const index = start + offset;
      const { id: _id, ...source } = bundled[index % bundled.length]!;
      return {
        ...source,
        sourceId: `bench-${index}`,
        source: 'bench',
        slug: `${source.slug}-bench-${index}`,
        name: `${source.name} (bench ${index})`,
        latitude: source.latitude + ((index % 17) - 8) * 0.002,
        longitude: source.longitude + ((index % 13) - 6) * 0.002,
      };
    });
    await handle.db.insert(placesTable).values(batch);
  }
  return Math.max(bundled.length, count);
}

const { handle, drop } = await openBenchDatabase();
await handle.migrate();
await seedDemoData(handle.db);
const publishedPlaces = PLACE_COUNT > 0 ? await addGeneratedPlaces(handle, PLACE_COUNT) : null;
const app = await buildApp(createAppContext(testConfig({ ADMIN_KEY: 'bench' }), { db: handle.db }), {
  webDistDir: path.resolve(process.env.BENCH_WEB_DIST ?? 'dist/web'),
  rendererDir: path.resolve(process.env.BENCH_RENDERER_DIST ?? 'dist/ssr'),
});
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
  // Issue 32's reads for thousands of places: a list page, the hero's search, a map view (a phone's first
  // view), What's On.
  '/api/places/page?page=1&sort=rating',
  '/api/places/search?q=pafos',
  '/api/places/map?bbox=32.3,34.7,32.6,34.95&zoom=11',
  '/api/events?when=month',
  '/api/viator/showcase?limit=8',
];

// The bare server answers each route with the bytes and headers the app gave for the same request.
const bare = Fastify();
for (const route of routes) {
  const answer = await app.inject({ url: route, headers: requestHeaders });
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_ANSWER_HEADERS.has(name.toLowerCase())),
  );
  const body = answer.rawPayload;
  // The bare route answers the path whatever its query: each bench route has a path of its own.
  bare.get(route.split('?')[0]!, (_request, reply) =>
    reply.code(answer.statusCode).headers(headers).send(body),
  );
}

const appOrigin = await app.listen({ port: 0, host: '127.0.0.1' });
const bareOrigin = await bare.listen({ port: 0, host: '127.0.0.1' });

async function load(url: string, options: Partial<autocannon.Options> = {}) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: requestHeaders,
    ...options,
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
  `targets: >= ${MIN_RATIO} of the bare route's req/s, p99 <= ${MAX_P99_FACTOR}x its p99 + ${P99_ALLOWANCE_MS} ms, no errors\n`,
);
console.log('| endpoint | req/s | bare route req/s | ratio | p99 ms | bare p99 ms | errors | |');
console.log('|---|---|---|---|---|---|---|---|');
const results = [];
let failures = 0;
for (const route of process.env.BENCH_PART === 'cache-busting' ? [] : routes) {
  const measured = await load(appOrigin + route);
  const baseline = await load(bareOrigin + route);
  const ratio = measured.rps / baseline.rps;
  const ok =
    ratio >= MIN_RATIO &&
    measured.p99 <= MAX_P99_FACTOR * baseline.p99 + P99_ALLOWANCE_MS &&
    measured.failures === 0;
  if (!ok) failures++;
  results.push({ route, ...measured, bare: baseline, ratio, ok });
  console.log(
    `| ${route} | ${measured.rps} | ${baseline.rps} | ${ratio.toFixed(2)} | ${measured.p99} | ${baseline.p99} | ${measured.failures} | ${ok ? 'ok' : 'SLOW'} |`,
  );
}
/*
 * Cache-busting (issue 30): a page asked with parameters it does not read must come from its one cached
 * drawing (>= MIN_BUSTED_RATIO of the plain page's req/s), and 50 connections asking /places with a new
 * search each time (every one a page to draw, from one address), ATTACK_RATE requests a second in all (eight
 * times what drawing those pages can sustain on this machine), must leave other visitors' reads of
 * /api/places within MAX_P99_FACTOR of their quiet p99. Attacker and visitors each load from a process of
 * their own, as real clients do. The attack runs at a set rate: at full speed any flood, even of a cached
 * page, takes the second core from the server on a 2-core machine.
 */
const ATTACK_RATE = 200;
const MIN_BUSTED_RATIO = 0.5;

/** Runs an autocannon script in a Node process of its own; resolves with what it prints last, as JSON. */
function inAnotherProcess<T>(script: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`a load process exited with ${code}`));
      const last = output.trim().split('\n').at(-1);
      resolve((last ? JSON.parse(last) : null) as T);
    });
  });
}

/**
 * Load from a process of its own, as an attacker's would be: in this process the load generator would
 * compete with the server for the same event loop. Each request asks a new address made by `path`.
 */
function attackFromAnotherProcess(
  url: string,
  connections: number,
  rate: number,
  path: (token: string) => string,
) {
  return inAnotherProcess<null>(`
    import autocannon from 'autocannon';
    import { randomBytes } from 'node:crypto';
    const makePath = ${path.toString()};
    await autocannon({
      url: ${JSON.stringify(url)},
      connections: ${connections},
      overallRate: ${rate},
      duration: ${DURATION_SECONDS},
      headers: ${JSON.stringify(pageHeaders)},
      setupClient: (client) => {
        const next = () => client.setRequest({ path: makePath(randomBytes(6).toString('hex')) });
        next();
        client.on('response', next);
      },
    });
    console.log('null');`);
}

/**
 * Another visitor's reads of `url`, measured from a process of their own as the attacker's are: measured in
 * this process, the generator's own timers would wait behind the server's work on the attack and count that
 * wait as the server's latency, which no visitor's browser does.
 */
function visitorsFromAnotherProcess(url: string) {
  return inAnotherProcess<{ rps: number; p99: number; failures: number }>(`
    import autocannon from 'autocannon';
    const result = await autocannon({
      url: ${JSON.stringify(url)},
      connections: ${CONNECTIONS},
      duration: ${DURATION_SECONDS},
      headers: ${JSON.stringify(requestHeaders)},
    });
    console.log(JSON.stringify({
      rps: Math.round(result.requests.average),
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    }));`);
}
const pageHeaders = { ...requestHeaders, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const randomly = (path: (token: string) => string) => ({
  setupClient: (client: {
    setRequest(request: { path: string }): void;
    on(event: string, listener: () => void): void;
  }) => {
    const next = () => client.setRequest({ path: path(randomBytes(6).toString('hex')) });
    next();
    client.on('response', next);
  },
});
const plainPage = await load(`${appOrigin}/places`, { headers: pageHeaders });
const bustedPage = await load(`${appOrigin}/places`, {
  headers: pageHeaders,
  ...randomly((token) => `/places?utm_source=${token}`),
});
const busted = {
  rps: bustedPage.rps,
  cachedRps: plainPage.rps,
  ratio: bustedPage.rps / plainPage.rps,
  failures: bustedPage.failures,
};
const quiet = await visitorsFromAnotherProcess(`${appOrigin}/api/places`);
const [underAttack] = await Promise.all([
  visitorsFromAnotherProcess(`${appOrigin}/api/places`),
  attackFromAnotherProcess(
    `${appOrigin}/places`,
    50,
    ATTACK_RATE,
    (token) => `/places?category=beach&q=${token}`,
  ),
]);
const attack = { quietP99: quiet.p99, attackedP99: underAttack.p99, failures: underAttack.failures };
const bustingOk = busted.ratio >= MIN_BUSTED_RATIO && busted.failures === 0;
const attackOk = attack.attackedP99 <= MAX_P99_FACTOR * Math.max(attack.quietP99, 1) && attack.failures === 0;
if (!bustingOk) failures++;
if (!attackOk) failures++;
console.log('\ncache-busting:');
console.log('| what | req/s or p99 | against | ratio | errors | |');
console.log('|---|---|---|---|---|---|');
console.log(
  `| /places?utm_source=<random> | ${busted.rps} req/s | /places ${busted.cachedRps} req/s | ${busted.ratio.toFixed(2)} | ${busted.failures} | ${bustingOk ? 'ok' : 'SLOW'} |`,
);
console.log(
  `| /api/places p99 under 50 connections of /places?q=<random>, ${ATTACK_RATE} req/s | ${attack.attackedP99} ms | quiet ${attack.quietP99} ms | ${(attack.attackedP99 / Math.max(attack.quietP99, 1)).toFixed(2)} | ${attack.failures} | ${attackOk ? 'ok' : 'SLOW'} |`,
);

await writeFile(
  new URL('./results.json', import.meta.url),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAverage: os.loadavg() },
      durationSeconds: DURATION_SECONDS,
      connections: CONNECTIONS,
      acceptEncoding: ACCEPT_ENCODING,
      database: DATABASE_URL ? 'postgresql' : 'pglite',
      publishedPlaces: publishedPlaces ?? places.length,
      results,
      cacheBusting: { ...busted, ok: bustingOk },
      underAttack: { ...attack, ok: attackOk },
    },
    null,
    2,
  )}\n`,
);
await bare.close();
await app.close();
await handle.close();
await drop();
process.exit(failures === 0 ? 0 : 1);
