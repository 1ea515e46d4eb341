import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupStatus } from '../../src/common/schemas/backups';
import { backupJob } from '../../src/server/jobs/backup';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import type { Clock } from '../../src/server/lib/clock';
import { decodeBackup } from '../../src/server/modules/backups/backup-file';
import { asAdmin, expectError, expectOkJson, get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 35: a backup every night after the sync, the newest BACKUP_KEEP kept, shown and downloadable. */
let now = new Date('2026-11-25T04:30:00Z');
const clock: Clock = { now: () => now };
let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'paphos-backups-'));
  t = await createTestApp({ clock, config: { DATA_DIR: dataDir, BACKUP_KEEP: '2' } });
});

afterAll(async () => {
  await t?.close();
});

describe('the nightly backup', () => {
  it('runs at 06:30 Paphos time, after the 06:00 sync', () => {
    expect(backupJob.pattern).toBe('30 6 * * *');
  });

  it('keeps the newest BACKUP_KEEP files in DATA_DIR/backups, and the Overview shows the newest', async () => {
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      now = new Date(`${day}T04:30:00Z`);
      await runScheduledJob(t.ctx, backupJob);
    }
    expect(readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([
      'paphos-guide-2026-11-26T04-30-00Z.json.gz',
      'paphos-guide-2026-11-27T04-30-00Z.json.gz',
    ]);
    const status = expectOkJson<BackupStatus>(await get(t.app, '/api/admin/backups', asAdmin()));
    expect(status).toEqual({
      latest: {
        name: 'paphos-guide-2026-11-27T04-30-00Z.json.gz',
        createdAt: '2026-11-27T04:30:00.000Z',
        bytes: expect.any(Number),
      },
      keep: 2,
      stored: 2,
    });
    expect(status.latest!.bytes).toBeGreaterThan(10_000);
  });

  it('Download backup gives a backup made there and then, as a file', async () => {
    now = new Date('2026-11-27T09:15:00Z');
    const response = await get(t.app, '/api/admin/backups/download', asAdmin());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="paphos-guide-2026-11-27T09-15-00Z.json.gz"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const backup = decodeBackup(response.rawPayload);
    expect(backup.exportedAt).toBe('2026-11-27T09:15:00.000Z');
    expect(backup.source).toBe('pglite');
    expectError(
      await get(t.app, '/api/admin/backups/download'),
      401,
      'Admin key required (x-admin-key header)',
    );
  });
});
