import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock } from '../../src/server/lib/data-dir-lock';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'paphos-lock-'));

describe('acquireDataDirLock', () => {
  it('writes its pid to server.lock and removes the file on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    const lockFile = path.join(dir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
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
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over a lock file that holds no pid', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), 'garbage');
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
