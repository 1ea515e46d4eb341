/**
 * SIGTERM under load, on the real entry point (`src/server/main.ts` on its own PGlite folder): writes keep
 * arriving while the server is told to stop. It must finish what it accepted, exit 0, and after a restart
 * every write it acknowledged must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'paphos-sigterm-'));
const running = new Set<ChildProcess>();

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts main.ts and resolves with its URL once it says it is running. */
function startServer(): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEATHER_PROVIDER: 'offline',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve({ child, url: match[1]!.replace('localhost', '127.0.0.1'), exited });
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`main.ts exited (${code}) before listening:\n${output}`)));
  });
}

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
