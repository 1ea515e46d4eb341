import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config';
import { resolveAdminKey } from '../../src/server/lib/admin-key';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'paphos-admin-key-'));

describe('resolveAdminKey', () => {
  it('uses ADMIN_KEY from the environment and writes nothing', () => {
    const dir = tempDir();
    expect(resolveAdminKey(testConfig({ ADMIN_KEY: 'from-the-environment', DATA_DIR: dir }))).toEqual({
      key: 'from-the-environment',
      generated: false,
    });
    expect(() => statSync(path.join(dir, 'admin-key'))).toThrow();
  });

  it('refuses to start in production without ADMIN_KEY', () => {
    expect(() => resolveAdminKey(testConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() }))).toThrow(
      'ADMIN_KEY: required in production',
    );
  });

  it('refuses a production key shorter than 24 characters, and takes one of 24', () => {
    const production = (key: string) =>
      testConfig({ NODE_ENV: 'production', ADMIN_KEY: key, DATA_DIR: tempDir() });
    expect(() => resolveAdminKey(production('short-key'))).toThrow(
      'ADMIN_KEY: must be at least 24 characters in production',
    );
    expect(resolveAdminKey(production('x'.repeat(24)))).toEqual({ key: 'x'.repeat(24), generated: false });
    // Outside production a short key is fine (tests and local runs use them).
    expect(resolveAdminKey(testConfig({ ADMIN_KEY: 'short', DATA_DIR: tempDir() })).key).toBe('short');
  });

  it('outside production makes a random key once, keeps it private in the data folder and reuses it', () => {
    const dir = tempDir();
    const first = resolveAdminKey(testConfig({ DATA_DIR: dir }));
    expect(first.generated).toBe(true);
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const file = path.join(dir, 'admin-key');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAdminKey(testConfig({ DATA_DIR: dir })).key).toBe(first.key);
    expect(resolveAdminKey(testConfig({ DATA_DIR: tempDir() })).key).not.toBe(first.key);
  });

  it('reads a key kept from an earlier start', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'admin-key'), 'kept-key-from-before\n');
    expect(resolveAdminKey(testConfig({ DATA_DIR: dir }))).toEqual({
      key: 'kept-key-from-before',
      generated: true,
    });
  });
});
