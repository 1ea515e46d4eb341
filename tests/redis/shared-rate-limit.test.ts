import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/test-app';

/** Runs only with TEST_REDIS_URL (CI sets it when Redis answers on 127.0.0.1:6379). */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) throw new Error('Set TEST_REDIS_URL to run the Redis tests (e.g. redis://127.0.0.1:6379)');

const rateLimits = tightRateLimits(3);

describe('rate limits with REDIS_URL', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits });
    second = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('are shared by two app instances, so a client cannot double its allowance', async () => {
    // A fresh address per run, so earlier runs' counters in Redis do not matter.
    const remoteAddress = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! | 1}`;
    const login = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });

    const statuses = [
      (await login(first)).statusCode,
      (await login(second)).statusCode,
      (await login(first)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401]);

    const throttled = await login(second);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: expect.stringMatching(/^Too many requests/) });
  });
});

describe('wrong passwords for one account with REDIS_URL', () => {
  it('are counted across instances, so logins on either slow down', async () => {
    const limits = {
      ...tightRateLimits(100),
      loginSlowdown: { freeFailures: 1, delayPerFailureMs: 500, maxDelayMs: 1000, windowMs: 60_000 },
    };
    const first = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits: limits });
    const second = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits: limits });
    try {
      const email = `shared-${randomBytes(6).toString('hex')}@example.com`;
      const login = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'not-this-one' },
        });
      expect((await login(first)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(401);
      // Two wrong passwords, one past the free one, counted on both instances: the next waits half a second.
      const started = Date.now();
      expect((await login(first)).statusCode).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('wrong admin keys with REDIS_URL', () => {
  it('are counted across instances, so a guesser cannot double its tries, and the right key never waits', async () => {
    const limits = {
      ...tightRateLimits(100),
      adminKey: { freeFailures: 1, delayPerFailureMs: 500, maxDelayMs: 1000, windowMs: 60_000 },
    };
    const first = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits: limits });
    const second = await createTestApp({ config: { REDIS_URL: redisUrl }, rateLimits: limits });
    try {
      const remoteAddress = `127.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]! | 1}`;
      const ask = (app: TestApp, key: string) =>
        app.app.inject({ url: '/api/admin/stats', remoteAddress, headers: { 'x-admin-key': key } });
      expect((await ask(first, 'a-wrong-guess')).statusCode).toBe(401);
      expect((await ask(second, 'a-wrong-guess')).statusCode).toBe(401);
      // The third wrong key, two counted on both instances: it waits half a second.
      let started = Date.now();
      expect((await ask(first, 'a-wrong-guess')).statusCode).toBe(401);
      expect(Date.now() - started).toBeGreaterThanOrEqual(450);
      started = Date.now();
      expect((await ask(second, TEST_ADMIN_KEY)).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(450);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
