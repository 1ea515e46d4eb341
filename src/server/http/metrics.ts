/**
 * Prometheus metrics at GET /metrics, only when METRICS_TOKEN is set (then only for a request bearing it),
 * so nothing about the site's traffic leaks by default: requests by route and status with their durations,
 * the response cache's hits and misses, job runs and provider calls with their outcomes and time, the
 * database pool's use (PostgreSQL), and the process's own (memory, CPU, event loop).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context';
import { jobRuns, providerCallCounts, type TallyRow } from '../lib/operation-tally';

export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** A counter per (name, outcome) pair read afresh from a tally at each scrape: its count, or its seconds. */
function tallyCounters(
  registry: Registry,
  prefix: string,
  subject: 'job' | 'provider',
  help: string,
  read: () => TallyRow[],
): void {
  for (const [suffix, pick, what] of [
    ['total', (row: TallyRow) => row.count, help],
    ['seconds_total', (row: TallyRow) => row.seconds, `Seconds spent: ${help.toLowerCase()}`],
  ] as const) {
    new Counter({
      name: `${prefix}_${suffix}`,
      help: what,
      labelNames: [subject, 'outcome'],
      registers: [registry],
      collect() {
        this.reset();
        for (const row of read()) this.inc({ [subject]: row.name, outcome: row.outcome }, pick(row));
      },
    });
  }
}

/** The registry of one app: tests build many apps in one process, each with its own. */
export function metricsRegistry(ctx: Pick<AppContext, 'cache' | 'databasePool'>): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Counter({
    name: 'paphos_response_cache_hits_total',
    help: 'Public answers served from the response cache (fresh or stale)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(ctx.cache.counts.hits);
    },
  });
  new Counter({
    name: 'paphos_response_cache_misses_total',
    help: 'Public answers that waited for the database because the cache held nothing usable',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(ctx.cache.counts.misses);
    },
  });
  tallyCounters(
    registry,
    'paphos_job_runs',
    'job',
    'Scheduled and manual job runs, by job and outcome (done, failed, skipped)',
    jobRuns,
  );
  tallyCounters(
    registry,
    'paphos_provider_calls',
    'provider',
    'Calls to outside providers, by provider and outcome (ok, error), each retry counted',
    providerCallCounts,
  );
  const pool = ctx.databasePool;
  if (pool) {
    new Gauge({
      name: 'paphos_db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and queries waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }
  return registry;
}

/** Counts and times every request by its route pattern (never the raw URL: one series per route). */
export function serveMetrics(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'cache' | 'config' | 'databasePool'>,
): void {
  const token = ctx.config.METRICS_TOKEN;
  if (!token) return;
  const registry = metricsRegistry(ctx);
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'paphos_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'paphos_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'no route',
      status: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const expected = digest(`Bearer ${token}`);
  app.get(METRICS_PATH, async (request, reply) => {
    const given = request.headers.authorization;
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ message: 'Metrics token required' });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
