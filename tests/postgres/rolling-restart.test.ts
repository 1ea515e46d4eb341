/**
 * Issue 35: two instances of the real entry point (`src/server/main.ts`) on one PostgreSQL database, restarted
 * one after the other (SIGTERM, then a new process) while a client keeps reading and writing, retrying on the
 * other instance when one refuses a connection or answers 503, as a load balancer's client would. Nothing the
 * client sent is lost, no request fails otherwise, and the two first instances, started together on an empty
 * database, migrate and load the demo data once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedPlaces } from '../../src/server/db/seed/records';
import { runningMainProcesses, startMainProcess, type MainProcess } from '../helpers/main-process';
import { databaseUrlFor } from '../helpers/template-database';

const serverUrl = inject('postgresUrl');
if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to run the PostgreSQL tests');

const databaseName = `paphos_rolling_${randomBytes(6).toString('hex')}`;
const databaseUrl = databaseUrlFor(serverUrl, databaseName);
const ADMIN_KEY = 'rolling-restart-admin-key-0123456789';
const folders: string[] = [];

async function onServer(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

beforeAll(() => onServer(`CREATE DATABASE ${databaseName}`));

afterAll(async () => {
  for (const child of runningMainProcesses) child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

type Instance = MainProcess;

/** Starts main.ts on the shared database, with a data folder of its own. */
function startInstance(): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'paphos-rolling-'));
  folders.push(dataDir);
  return startMainProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_KEY });
}

/** What the client saw: answers it had to give up on (never retried into success) and any other failure. */
interface Outcome {
  ok: number;
  retried: number;
  failures: string[];
}

/**
 * Sends one request to the first instance, and to the next on a refused or reset connection or a 503 (the
 * answers a stopping instance gives), as a client behind a load balancer would; anything else is final.
 */
async function sendWithRetry(
  targets: () => string[],
  pathname: string,
  init: RequestInit,
  outcome: Outcome,
): Promise<Response | null> {
  for (let attempt = 0; attempt < 6; attempt++) {
    const list = targets();
    const base = list[attempt % list.length]!;
    try {
      const response = await fetch(`${base}${pathname}`, init);
      if (response.status !== 503) return response;
      await response.arrayBuffer();
    } catch {
      // Refused or reset: this instance is stopping or gone.
    }
    outcome.retried++;
    await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
  }
  outcome.failures.push(`${init.method ?? 'GET'} ${pathname}: no instance answered`);
  return null;
}

describe('a rolling restart of two instances on one PostgreSQL', () => {
  it('loses no request a client would retry, and migrates and seeds once', async () => {
    let instances: Instance[] = await Promise.all([startInstance(), startInstance()]);
    const targets = () => instances.map((instance) => instance.url);
    const [migrations, bundledPlaces] = await (async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const applied = await client.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        const places = await client.query<{ n: number }>(
          "select count(*)::int as n from places where source = 'bundled'",
        );
        return [applied.rows[0]!.n, places.rows[0]!.n];
      } finally {
        await client.end();
      }
    })();
    expect(migrations).toBeGreaterThan(10);
    expect(bundledPlaces).toBe(seedPlaces.length);

    // A visitor with a session, whose favourites are the writes that must all be kept.
    const outcome: Outcome = { ok: 0, retried: 0, failures: [] };
    const email = `rolling-${Date.now()}@example.com`;
    const registered = await sendWithRetry(
      targets,
      '/api/auth/register',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'correct horse battery' }),
      },
      outcome,
    );
    expect(registered!.status).toBe(201);
    const cookie = registered!.headers.get('set-cookie')!.split(';')[0]!;
    const places = (await (await fetch(`${targets()[0]}/api/places`)).json()) as Array<{ id: number }>;

    let loading = true;
    const acknowledged = new Set<number>();
    const load = (async () => {
      let index = 0;
      while (loading) {
        const place = places[index % places.length]!;
        index++;
        const write = await sendWithRetry(
          targets,
          `/api/favorites/${place.id}`,
          { method: 'POST', headers: { cookie } },
          outcome,
        );
        if (write && (write.status === 201 || write.status === 200)) {
          acknowledged.add(place.id);
          outcome.ok++;
        } else if (write) {
          outcome.failures.push(`POST favourite ${place.id}: ${write.status} ${await write.text()}`);
        }
        const read = await sendWithRetry(targets, '/api/events/upcoming', {}, outcome);
        if (read?.ok) {
          await read.arrayBuffer();
          outcome.ok++;
        } else if (read) {
          outcome.failures.push(`GET /api/events/upcoming: ${read.status}`);
        }
      }
    })();

    // One instance at a time: SIGTERM, wait for a clean exit, start its replacement.
    for (const position of [0, 1]) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stopping = instances[position]!;
      stopping.child.kill('SIGTERM');
      expect(await stopping.exited).toBe(0);
      const replacement = await startInstance();
      instances = instances.map((instance, index) => (index === position ? replacement : instance));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    loading = false;
    await load;

    expect(outcome.failures).toEqual([]);
    expect(outcome.ok).toBeGreaterThan(20);
    const saved = (await (
      await fetch(`${targets()[0]}/api/favorites`, { headers: { cookie } })
    ).json()) as Array<{ placeId: number }>;
    const savedIds = new Set(saved.map((favorite) => favorite.placeId));
    expect([...acknowledged].filter((id) => !savedIds.has(id))).toEqual([]);

    for (const instance of instances) instance.child.kill('SIGTERM');
    expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0]);
  }, 240_000);
});
