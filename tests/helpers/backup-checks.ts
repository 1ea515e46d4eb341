import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  createPglite,
  pgliteHandle,
  resultRows,
  type Database,
  type DatabaseHandle,
} from '../../src/server/db/client';
import { asAdmin, expectOkJson, get, post, registerUser, send } from './api';
import type { App } from '../../src/server/app';
import { testJpeg, uploadPhotos } from './photos';

/** The first row a raw query answers. */
export async function firstRow<T>(db: Database, query: SQL): Promise<T> {
  return resultRows<T>(await db.execute(query))[0]!;
}

/** A new, empty, migrated embedded database: where an import is allowed to go. */
export async function emptyPglite(): Promise<DatabaseHandle> {
  const handle = pgliteHandle(await createPglite());
  await handle.migrate();
  return handle;
}

/**
 * Every table's rows as PostgreSQL writes a record as text (in UTC), sorted: read apart from the backup
 * code, so a column the export left out or changed shows here.
 */
export async function tableContents(db: Database): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const tables = resultRows<{ name: string }>(
      await tx.execute(sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    ).map((row) => row.name);
    const contents: Record<string, string[]> = {};
    for (const table of tables) {
      contents[table] = resultRows<{ row: string }>(
        await tx.execute(sql.raw(`select t::text as row from "${table}" t`)),
      )
        .map((row) => row.row)
        .sort();
    }
    return contents;
  });
}

/** Gives each table the tests care about at least one row, through the API as a visitor and the operator would. */
export async function fillEveryKindOfRow(app: App): Promise<void> {
  const visitor = await registerUser(app, { firstName: 'Eleni' });
  const place = expectOkJson<Array<{ id: number }>>(await get(app, '/api/places'))[0]!;
  expect(
    (await post(app, `/api/favorites/${place.id}`, undefined, { cookie: visitor.cookie })).statusCode,
  ).toBe(201);
  const message = await post(app, '/api/contact', {
    name: 'Kostas',
    email: 'kostas@example.com',
    subject: 'Opening hours',
    message: 'Is the castle open on Sundays in winter?',
  });
  expect(message.statusCode, message.body).toBe(201);
  // A category set by hand is locked against the sync: the lock must survive the move.
  const edit = await send(
    app,
    'PATCH',
    `/api/admin/places/${place.id}/category`,
    { category: 'landmark' },
    asAdmin(),
  );
  expect(edit.statusCode, edit.body).toBe(200);
  expect((await post(app, '/api/admin/sync', undefined, asAdmin())).statusCode).toBe(200);
  // The operator's photo: its encoded sizes are bytea, which the export writes as hex and the import reads back.
  const photo = await uploadPhotos(app, place.id, [
    {
      fileName: 'harbour.jpg',
      data: await testJpeg({ width: 600, height: 400 }),
      alt: 'The harbour',
      credit: 'Eleni',
    },
  ]);
  expect(photo.statusCode, photo.body).toBe(200);
}
