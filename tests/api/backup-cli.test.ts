import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, decodeBackup, encodeBackup } from '../../src/server/modules/backups/backup-file';
import { exportDatabase, importDatabase } from '../../src/server/modules/backups/service';
import type { BackupStatus } from '../../src/common/schemas/backups';
import { emptyPglite, tableContents } from '../helpers/backup-checks';
import { asAdmin, expectOkJson, get } from '../helpers/api';
import { createTestApp, TEST_ADMIN_KEY, type TestApp } from '../helpers/test-app';

const run = promisify(execFile);
const CLI = path.resolve('src/server/backup-cli.ts');
const TSX = path.resolve('node_modules/.bin/tsx');

/** Runs `npm run db:<command>` as the operator would, on a data folder of its own; never throws. */
async function backupCli(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(TSX, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: '', ADMIN_KEY: '', ...env },
      timeout: 90_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let t: TestApp;
let workDir: string;
let backupPath: string;

beforeAll(async () => {
  t = await createTestApp();
  workDir = mkdtempSync(path.join(tmpdir(), 'paphos-backup-'));
  backupPath = path.join(workDir, 'original.json.gz');
  writeFileSync(backupPath, encodeBackup(await exportDatabase(t.db, 'test', new Date())));
});

afterAll(async () => {
  await t?.close();
});

describe('npm run db:import and db:export on the embedded database', () => {
  it('imports into a new data folder, exports it back the same, and refuses a second import', async () => {
    const dataDir = path.join(workDir, 'imported');
    const imported = await backupCli(['import', backupPath], { DATA_DIR: dataDir });
    expect(imported.stderr).toBe('');
    expect(imported.stdout).toMatch(
      new RegExp(
        `^Imported \\d+ rows into the embedded database in ${dataDir}: a test backup of .+ \\(schema \\d+\\)\\.\\n$`,
      ),
    );

    const exportedPath = path.join(workDir, 'exported.json.gz');
    const exported = await backupCli(['export', exportedPath], { DATA_DIR: dataDir });
    expect(exported.stdout).toMatch(
      /^Exported \d+ rows of \d+ tables \(schema \d+\) to .+exported\.json\.gz\n$/,
    );
    const copy = await emptyPglite();
    try {
      await importDatabase(copy.db, decodeBackup(readFileSync(exportedPath)));
      expect(await tableContents(copy.db)).toEqual(await tableContents(t.db));
    } finally {
      await copy.close();
    }

    const again = await backupCli(['import', backupPath], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(
      'The database is not empty (table articles has rows). Import only into a new, empty database.\n',
    );
  }, 180_000);

  it('says what is wrong: no file named, no database to export, a file that is not a backup', async () => {
    const empty = path.join(workDir, 'empty');
    expect((await backupCli(['import'], { DATA_DIR: empty })).stderr).toBe(
      'Name the backup file: npm run db:import <file>\n',
    );
    expect((await backupCli(['export', path.join(workDir, 'x.json.gz')], { DATA_DIR: empty })).stderr).toBe(
      `There is no database in ${empty} to export.\n`,
    );
    const notBackup = path.join(workDir, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    const refused = await backupCli(['import', notBackup], { DATA_DIR: empty });
    expect(refused).toMatchObject({
      code: 1,
      stderr: 'The file is not a Paphos Guide backup: it is not JSON.\n',
    });
  }, 120_000);

  it('exports through the running server when it holds the embedded database', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const dataDir = path.join(workDir, 'served');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(dataDir, { recursive: true });
    // This test's process stands for the server that holds the folder.
    writeFileSync(path.join(dataDir, 'server.lock'), JSON.stringify({ pid: process.pid }));
    const target = path.join(workDir, 'from-server.json.gz');
    const result = await backupCli(['export', target], {
      DATA_DIR: dataDir,
      PORT: new URL(address).port,
      ADMIN_KEY: TEST_ADMIN_KEY,
    });
    expect(result.stderr).toBe('');
    const backup = decodeBackup(readFileSync(target));
    expect(backup.format).toBe(BACKUP_FORMAT);
    expect(backup.tables.find((table) => table.name === 'places')!.rows.length).toBeGreaterThan(100);

    const wrongKey = await backupCli(['export', target], {
      DATA_DIR: dataDir,
      PORT: new URL(address).port,
      ADMIN_KEY: 'not-the-key',
    });
    expect(wrongKey).toMatchObject({
      code: 1,
      stderr: 'The server refused the backup (401): The admin key is not valid\n',
    });
  }, 120_000);
});

describe('GET /api/admin/backups', () => {
  it('says no backup has been taken yet, and how many are kept', async () => {
    expect(expectOkJson<BackupStatus>(await get(t.app, '/api/admin/backups', asAdmin()))).toEqual({
      latest: null,
      keep: 14,
      stored: 0,
    });
  });
});
