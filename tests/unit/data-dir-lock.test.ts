import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { acquireDataDirLock } from '../../src/server/lib/data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'paphos-lock-'));

/** The first line a child process writes. */
const firstLine = (child: ChildProcess) =>
  new Promise<string>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
  );

/** The pid the folder's lock file names. */
const heldBy = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'server.lock'), 'utf8')) as { pid: number }).pid;

describe('acquireDataDirLock', () => {
  it('writes its pid and start time to server.lock and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'server.lock');
    expect(heldBy(dir)).toBe(process.pid);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      startedAt: expect.stringMatching(/^\d+$/),
    });
    release();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('refuses a folder another running server holds, naming its pid', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(
        `Another Paphos Guide server (pid ${other.pid}) is using ${path.resolve(dir)}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a server that no longer runs', () => {
    const dir = tempDir();
    const finished = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(path.join(dir, 'server.lock'), finished.stdout.toString());
    const release = acquireDataDirLock(dir);
    expect(heldBy(dir)).toBe(process.pid);
    release();
  });

  it('takes over a lock whose holder was killed and lingers unreaped (a zombie), as after kill -9', async () => {
    const dir = tempDir();
    // The shell starts a short sleep in the background, prints its pid and becomes a long sleep, which never
    // reaps it: once the short one ends, it lingers as a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.5 & echo $!; exec sleep 10']);
    try {
      const zombie = Number(await firstLine(parent));
      await vi.waitFor(() => expect(readFileSync(`/proc/${zombie}/stat`, 'utf8')).toMatch(/\) Z /), {
        timeout: 5000,
      });
      writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: zombie }));
      const release = acquireDataDirLock(dir);
      expect(heldBy(dir)).toBe(process.pid);
      release();
    } finally {
      parent.kill();
    }
  });

  it('takes over a lock whose pid now belongs to a process that started later', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(path.join(dir, 'server.lock'), JSON.stringify({ pid: other.pid, startedAt: '1' }));
      const release = acquireDataDirLock(dir);
      expect(heldBy(dir)).toBe(process.pid);
      release();
    } finally {
      other.kill();
    }
  });

  it('takes over a lock file that holds no pid', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    const release = acquireDataDirLock(dir);
    expect(heldBy(dir)).toBe(process.pid);
    release();
  });
});
