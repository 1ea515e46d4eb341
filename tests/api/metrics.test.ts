import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { metricsRegistry } from '../../src/server/http/metrics';
import { runExclusive } from '../../src/server/lib/job-lock';
import { providerFetch } from '../../src/server/providers/http-json';
import { expectError, get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';
let withToken: TestApp;
let without: TestApp;

beforeAll(async () => {
  [withToken, without] = await Promise.all([
    createTestApp({ config: { METRICS_TOKEN: TOKEN } }),
    createTestApp(),
  ]);
});

afterAll(async () => {
  await Promise.all([withToken?.close(), without?.close()]);
});

const scrape = (app: TestApp, authorization?: string) =>
  get(app.app, '/metrics', { headers: authorization ? { authorization } : {} });

/** The value of one series in Prometheus text, 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics', () => {
  it('is not there at all unless METRICS_TOKEN is set', async () => {
    expect((await scrape(without, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('asks for the token, and refuses a wrong one', async () => {
    expectError(await scrape(withToken), 401, 'Metrics token required');
    expectError(await scrape(withToken, 'Bearer not-the-token'), 401, 'Metrics token required');
    expect((await scrape(withToken)).headers['www-authenticate']).toBe('Bearer');
  });

  it('counts requests by route pattern and status, and the response cache hits and misses', async () => {
    const before = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    for (let i = 0; i < 3; i++) await get(withToken.app, '/api/places/coral-bay-beach');
    await get(withToken.app, '/api/places/no-such-place');
    const response = await scrape(withToken, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const ok = 'paphos_http_requests_total{method="GET",route="/api/places/:slug",status="200"}';
    const missing = 'paphos_http_requests_total{method="GET",route="/api/places/:slug",status="404"}';
    expect(valueOf(text, ok) - valueOf(before, ok)).toBe(3);
    expect(valueOf(text, missing) - valueOf(before, missing)).toBe(1);
    // One series per route, never one per address.
    expect(text).not.toContain('coral-bay-beach');
    expect(text).toContain(
      'paphos_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/places/:slug",status="200"}',
    );
    const hits =
      valueOf(text, 'paphos_response_cache_hits_total') - valueOf(before, 'paphos_response_cache_hits_total');
    const misses =
      valueOf(text, 'paphos_response_cache_misses_total') -
      valueOf(before, 'paphos_response_cache_misses_total');
    // The first read of each slug loads it; the two repeats are served from the cache.
    expect(hits).toBeGreaterThanOrEqual(2);
    expect(misses).toBeGreaterThanOrEqual(2);
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('counts job runs and provider calls by outcome, with their seconds', async () => {
    const series = {
      done: 'paphos_job_runs_total{job="metrics-test-job",outcome="done"}',
      failed: 'paphos_job_runs_total{job="metrics-test-job",outcome="failed"}',
      skipped: 'paphos_job_runs_total{job="metrics-test-job",outcome="skipped"}',
      providerError: 'paphos_provider_calls_total{provider="Metrics test provider",outcome="error"}',
    };
    await runExclusive(withToken.ctx, 'metrics-test-job', async () => {
      // A second run asked for while the first holds the lock is skipped.
      await expect(runExclusive(withToken.ctx, 'metrics-test-job', async () => 'second')).rejects.toThrow();
    });
    await expect(
      runExclusive(withToken.ctx, 'metrics-test-job', async () => {
        throw new Error('the job failed');
      }),
    ).rejects.toThrow('the job failed');
    // Port 9 on this machine answers nothing: each of the two attempts is a failed call.
    await expect(
      providerFetch({
        provider: 'Metrics test provider',
        url: 'http://127.0.0.1:9/',
        retries: 1,
        backoffMs: 1,
      }),
    ).rejects.toThrow();
    const text = (await scrape(withToken, `Bearer ${TOKEN}`)).body;
    expect(valueOf(text, series.done)).toBe(1);
    expect(valueOf(text, series.failed)).toBe(1);
    expect(valueOf(text, series.skipped)).toBe(1);
    expect(valueOf(text, series.providerError)).toBe(2);
    expect(text).toContain('paphos_job_runs_seconds_total{job="metrics-test-job",outcome="done"}');
    expect(text).toContain(
      'paphos_provider_calls_seconds_total{provider="Metrics test provider",outcome="error"}',
    );
  });

  it('shows the PostgreSQL pool when there is one', async () => {
    const registry = metricsRegistry({
      cache: withToken.ctx.cache,
      databasePool: () => ({ total: 4, idle: 3, waiting: 1 }),
    });
    const text = await registry.metrics();
    expect(valueOf(text, 'paphos_db_pool_connections{state="total"}')).toBe(4);
    expect(valueOf(text, 'paphos_db_pool_connections{state="idle"}')).toBe(3);
    expect(valueOf(text, 'paphos_db_pool_connections{state="waiting"}')).toBe(1);
    expect(await metricsRegistry({ cache: withToken.ctx.cache }).metrics()).not.toContain('paphos_db_pool');
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
