import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { places } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { BackupFileError, decodeBackup, encodeBackup } from '../../src/server/modules/backups/backup-file';
import { exportDatabase, ImportRefused, importDatabase } from '../../src/server/modules/backups/service';
import { emptyPglite, fillEveryKindOfRow, firstRow, tableContents } from '../helpers/backup-checks';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 35: one portable file of every table, loaded into an empty database of either kind. */
const clock = fixedClock('2026-11-27T09:00:00Z');
let t: TestApp;
let target: DatabaseHandle | undefined;

beforeAll(async () => {
  t = await createTestApp({ clock });
  await fillEveryKindOfRow(t.app);
});

afterAll(async () => {
  await target?.close();
  await t?.close();
});

describe('export and import', () => {
  it('gives back every row of every table, the locks and the sequences, in a new embedded database', async () => {
    const before = await tableContents(t.db);
    for (const table of [
      'users',
      'sessions',
      'favorites',
      'places',
      'articles',
      'contact_messages',
      'banners',
      'settings',
      'sync_logs',
      'events',
      'tours',
      'audit_log',
      'place_photos',
      'place_photo_variants',
    ]) {
      expect(before[table]?.length, table).toBeGreaterThan(0);
    }
    const file = encodeBackup(await exportDatabase(t.db, 'test', clock.now()));
    target = await emptyPglite();
    const { rows } = await importDatabase(target.db, decodeBackup(file));
    expect(rows).toBe(Object.values(before).reduce((sum, table) => sum + table.length, 0));
    expect(await tableContents(target.db)).toEqual(before);
    const locked = await target.db.select({ lockedFields: places.lockedFields }).from(places);
    expect(locked.some((place) => place.lockedFields.includes('category'))).toBe(true);

    // The sequences carry on where they were: a new row takes the next id, not one already taken.
    const { next } = await firstRow<{ next: number }>(
      target.db,
      sql`select nextval('places_id_seq')::int as next`,
    );
    const { highest } = await firstRow<{ highest: number }>(
      t.db,
      sql`select max(id)::int as highest from places`,
    );
    expect(next).toBe(highest + 1);
  });

  it('refuses a database that holds any row, and changes nothing', async () => {
    const backup = await exportDatabase(t.db, 'test', clock.now());
    const before = await tableContents(t.db);
    await expect(importDatabase(t.db, backup)).rejects.toThrow(
      new ImportRefused(
        'The database is not empty (table articles has rows). Import only into a new, empty database.',
      ),
    );
    expect(await tableContents(t.db)).toEqual(before);
  });

  it('refuses a file from a newer schema than this build', async () => {
    const backup = await exportDatabase(t.db, 'test', clock.now());
    const empty = await emptyPglite();
    try {
      await expect(
        importDatabase(empty.db, { ...backup, schemaVersion: backup.schemaVersion + 1 }),
      ).rejects.toThrow(
        `The backup comes from a newer version of Paphos Guide (schema ${backup.schemaVersion + 1}; this one has ${backup.schemaVersion}). Update this copy first.`,
      );
    } finally {
      await empty.close();
    }
  });

  it('says what is wrong with a file that is not a backup', () => {
    expect(() => decodeBackup(Buffer.from('hello'))).toThrow(
      new BackupFileError('The file is not a Paphos Guide backup: it is not JSON.'),
    );
    expect(() => decodeBackup(Buffer.from('{"format":"other"}'))).toThrow(
      'The file is not a Paphos Guide backup.',
    );
    expect(() => decodeBackup(Buffer.from([0x1f, 0x8b, 1, 2, 3]))).toThrow(
      'The file is not a Paphos Guide backup: it is damaged gzip.',
    );
    expect(() => decodeBackup(Buffer.from('{"format":"paphos-guide-backup","formatVersion":1}'))).toThrow(
      /^The backup file is damaged or of another format version: schemaVersion/,
    );
  });
});
