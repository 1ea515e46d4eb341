/**
 * SIGTERM under load, on the real entry point (`src/server/main.ts` on its own PGlite folder): writes keep
 * arriving while the server is told to stop. It must finish what it accepted, exit 0, and after a restart
 * every write it acknowledged must be there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runningMainProcesses, startMainProcess } from '../helpers/main-process';

const dataDir = mkdtempSync(path.join(tmpdir(), 'paphos-sigterm-'));
afterAll(() => {
  for (const child of runningMainProcesses) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const startServer = () => startMainProcess({ DATA_DIR: dataDir });

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

describe('SIGTERM under load', () => {
  it('finishes the requests it accepted, exits 0, and keeps every acknowledged write', async () => {
    const first = await startServer();
    const email = `sigterm-${Date.now()}@example.com`;
    const password = 'harbour-lights-at-dusk';
    const registered = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const placeIds = (await json<{ id: number }[]>(await fetch(`${first.url}/api/places`))).map(
      (place) => place.id,
    );
    expect(placeIds.length).toBeGreaterThan(40);

    // Save every place, eight requests at a time; stop the server once a dozen are acknowledged.
    const acknowledged: number[] = [];
    let refused = 0;
    let signalled = false;
    const queue = [...placeIds];
    const worker = async () => {
      for (let placeId = queue.shift(); placeId !== undefined; placeId = queue.shift()) {
        try {
          const response = await fetch(`${first.url}/api/favorites/${placeId}`, {
            method: 'POST',
            headers: { cookie },
          });
          if (response.status === 201) acknowledged.push(placeId);
          else refused += 1;
        } catch {
          refused += 1;
        }
        if (!signalled && acknowledged.length >= 12) {
          signalled = true;
          first.child.kill('SIGTERM');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(signalled).toBe(true);
    expect(await first.exited).toBe(0);
    expect(acknowledged.length + refused).toBe(placeIds.length);

    const second = await startServer();
    try {
      const login = await fetch(`${second.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      expect(login.status).toBe(200);
      const saved = await json<{ placeId: number }[]>(
        await fetch(`${second.url}/api/favorites`, {
          headers: { cookie: login.headers.getSetCookie()[0]!.split(';')[0]! },
        }),
      );
      const savedIds = new Set(saved.map((favorite) => favorite.placeId));
      expect(acknowledged.filter((placeId) => !savedIds.has(placeId))).toEqual([]);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    }
  }, 120_000);
});
