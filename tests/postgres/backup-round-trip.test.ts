import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postgresHandle, type DatabaseHandle } from '../../src/server/db/client';
import { contactMessages, users } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { decodeBackup, encodeBackup, type BackupFile } from '../../src/server/modules/backups/backup-file';
import { exportDatabase, importDatabase } from '../../src/server/modules/backups/service';
import { emptyPglite, fillEveryKindOfRow, firstRow, tableContents } from '../helpers/backup-checks';
import { databaseUrlFor } from '../helpers/template-database';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Runs only on a real PostgreSQL server (CI sets TEST_DATABASE_URL when one answers on 127.0.0.1:5432). */
const serverUrl = inject('postgresUrl');
if (!serverUrl) throw new Error('Set TEST_DATABASE_URL to run the PostgreSQL tests');

const clock = fixedClock('2026-11-27T09:00:00Z');
const opened: Array<{ close(): Promise<void> }> = [];

/** A new, empty, migrated database on the PostgreSQL server, dropped after the file. */
async function emptyPostgres(): Promise<DatabaseHandle> {
  const name = `paphos_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const handle = postgresHandle(databaseUrlFor(serverUrl!, name), { maxConnections: 4 });
  await handle.migrate();
  const closing = {
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
  opened.push(closing);
  return handle;
}

afterAll(async () => {
  for (const database of opened.reverse()) await database.close();
});

describe('moving between the embedded database and PostgreSQL', () => {
  let source: TestApp;

  beforeAll(async () => {
    // This project's test apps run on PostgreSQL; the embedded side is built here from the same backup.
    source = await createTestApp({ clock });
    opened.push(source);
    await fillEveryKindOfRow(source.app);
  });

  it('PGlite -> PostgreSQL -> PGlite gives the same rows', async () => {
    const original = await emptyPglite();
    opened.push(original);
    await importDatabase(
      original.db,
      decodeBackup(encodeBackup(await exportDatabase(source.db, 'postgres', clock.now()))),
    );
    const expected = await tableContents(original.db);

    const server = await emptyPostgres();
    await importDatabase(
      server.db,
      decodeBackup(encodeBackup(await exportDatabase(original.db, 'pglite', clock.now()))),
    );
    expect(await tableContents(server.db)).toEqual(expected);

    const back = await emptyPglite();
    opened.push(back);
    await importDatabase(
      back.db,
      decodeBackup(encodeBackup(await exportDatabase(server.db, 'postgres', clock.now()))),
    );
    expect(await tableContents(back.db)).toEqual(expected);
  }, 120_000);

  it('a backup taken while writes go on is one moment: every write is in it whole or not at all', async () => {
    const server = await emptyPostgres();
    await importDatabase(server.db, await exportDatabase(source.db, 'postgres', clock.now()));
    let writing = true;
    let written = 0;
    // Each write adds a message and a user together. The backup reads contact_messages long before users,
    // so one that read them at two moments would hold more of the writer's users than of its messages.
    const writer = (async () => {
      while (writing) {
        await server.db.transaction(async (tx) => {
          await tx.insert(contactMessages).values({
            name: 'Writer',
            email: 'writer@example.com',
            subject: 'writer',
            message: `write ${written}`,
          });
          await tx.insert(users).values({ email: `writer-${written}@example.com`, passwordHash: 'x' });
        });
        written++;
      }
    })();
    const backups: BackupFile[] = [];
    for (let round = 0; round < 3; round++) {
      backups.push(await exportDatabase(server.db, 'postgres', clock.now()));
    }
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    const rowsOf = (backup: (typeof backups)[number], table: string) =>
      backup.tables.find((candidate) => candidate.name === table)!.rows;
    for (const backup of backups) {
      const messages = rowsOf(backup, 'contact_messages').filter((row) => row.subject === 'writer').length;
      const writers = rowsOf(backup, 'users').filter((row) => String(row.email).startsWith('writer-')).length;
      expect(writers).toBe(messages);
    }
    // And it loads: the foreign keys hold.
    const copy = await emptyPglite();
    opened.push(copy);
    await importDatabase(copy.db, backups.at(-1)!);
    const { n } = await firstRow<{ n: number }>(
      copy.db,
      sql`select count(*)::int as n from contact_messages`,
    );
    expect(n).toBe(rowsOf(backups.at(-1)!, 'contact_messages').length);
  }, 120_000);
});
