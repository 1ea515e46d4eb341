import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import { migrationsApplied, migrationsInBuild, readinessFrom } from '../../src/server/modules/health/service';
import { get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /healthz and /readyz', () => {
  it('says the process answers, and is never cached', async () => {
    const response = await get(t.app, '/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready with the database answering and every migration applied', async () => {
    const response = await get(t.app, '/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(await migrationsApplied(t.db)).toBe(migrationsInBuild());
  });

  it('answers 503 with the reason while a migration is missing', async () => {
    const answer = (await t.db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id desc limit 1`,
    )) as unknown as { rows: Array<{ id: number; hash: string; created_at: string }> };
    const [last] = answer.rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const response = await get(t.app, '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        reason: '1 database migration is not applied yet',
      });
    } finally {
      await t.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at})`,
      );
    }
    expect((await get(t.app, '/readyz')).statusCode).toBe(200);
  });

  it('is answered however many times it is asked (no rate limit)', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(t.app, '/readyz')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
  });
});

describe('readiness', () => {
  const ready = {
    closing: false,
    database: 'answers',
    migrationsApplied: 11,
    migrationsInBuild: 11,
  } as const;

  it('gives the first reason not to send traffic', () => {
    expect(readinessFrom(ready)).toEqual({ ready: true });
    expect(readinessFrom({ ...ready, database: 'unreachable' })).toEqual({
      ready: false,
      reason: 'the database does not answer',
    });
    expect(readinessFrom({ ...ready, migrationsApplied: 9 })).toEqual({
      ready: false,
      reason: '2 database migrations are not applied yet',
    });
  });

  it('stops waiting for a database that does not answer', async () => {
    const stalled = { execute: () => new Promise(() => {}) } as unknown as Db;
    await expect(migrationsApplied(stalled, 50)).rejects.toThrow('the database did not answer in time');
  });
});
