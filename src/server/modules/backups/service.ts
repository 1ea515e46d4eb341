import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import { countAppliedMigrations, migrationTags, resultRows, type Database, type Db } from '../../db/client';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, encodeBackup, type BackupFile } from './backup-file';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The application's tables, parents before the tables whose foreign keys point at them. */
async function tablesInInsertOrder(db: Db): Promise<string[]> {
  const tables = resultRows<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  ).map((row) => row.name);
  const references = resultRows<{ child: string; parent: string }>(
    await db.execute(sql`select distinct c.relname as child, p.relname as parent
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
      join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and c.relname <> p.relname`),
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  // Kahn's order; a table whose parents are all placed goes next (no cycles in this schema).
  while (ordered.length < tables.length) {
    const next = tables.find(
      (table) =>
        !placed.has(table) &&
        references.every((reference) => reference.child !== table || placed.has(reference.parent)),
    );
    if (!next) throw new Error('The tables refer to each other in a cycle; they cannot be ordered.');
    ordered.push(next);
    placed.add(next);
  }
  return ordered;
}

async function sequenceNames(db: Db): Promise<string[]> {
  return resultRows<{ name: string }>(
    await db.execute(sql`select sequence_name as name from information_schema.sequences
      where sequence_schema = 'public' order by sequence_name`),
  ).map((row) => row.name);
}

/**
 * Every table's rows and every sequence's position, read in one repeatable-read transaction: a backup taken
 * while the site takes writes is one consistent moment, never half of a write.
 */
export async function exportDatabase(database: Database, source: string, now: Date): Promise<BackupFile> {
  return database.transaction(
    async (tx) => {
      const schemaVersion = await countAppliedMigrations(tx);
      const tables: BackupFile['tables'] = [];
      for (const name of await tablesInInsertOrder(tx)) {
        const [row] = resultRows<{ rows: Array<Record<string, unknown>> }>(
          await tx.execute(
            sql.raw(`select coalesce(json_agg(t), '[]'::json) as rows from ${quoted(name)} t`),
          ),
        );
        tables.push({ name, rows: row?.rows ?? [] });
      }
      const sequences: BackupFile['sequences'] = [];
      for (const name of await sequenceNames(tx)) {
        const [position] = resultRows<{ last_value: string | number; is_called: boolean }>(
          await tx.execute(sql.raw(`select last_value, is_called from ${quoted(name)}`)),
        );
        sequences.push({ name, lastValue: Number(position!.last_value), isCalled: position!.is_called });
      }
      return {
        format: BACKUP_FORMAT,
        formatVersion: BACKUP_FORMAT_VERSION,
        schemaVersion,
        lastMigration: migrationTags()[schemaVersion - 1] ?? null,
        exportedAt: now.toISOString(),
        source,
        tables,
        sequences,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Why an import is refused: the message says what to do. */
export class ImportRefused extends Error {}

/**
 * Loads a backup into a migrated, empty database, all or nothing (one transaction). Refused: a file from a
 * newer schema than this build's, and a database that holds any row. A file from an older schema loads:
 * the columns added since take their defaults.
 */
export async function importDatabase(database: Database, backup: BackupFile): Promise<{ rows: number }> {
  const buildVersion = migrationTags().length;
  if (backup.schemaVersion > buildVersion) {
    throw new ImportRefused(
      `The backup comes from a newer version of Paphos Guide (schema ${backup.schemaVersion}; this one has ${buildVersion}). Update this copy first.`,
    );
  }
  return database.transaction(async (tx) => {
    const applied = await countAppliedMigrations(tx);
    if (applied < buildVersion) {
      throw new ImportRefused('The database is not migrated yet: run npm run db:migrate first.');
    }
    const tables = await tablesInInsertOrder(tx);
    for (const table of tables) {
      const [row] = resultRows<{ any: boolean }>(
        await tx.execute(sql.raw(`select exists (select 1 from ${quoted(table)}) as any`)),
      );
      if (row?.any) {
        throw new ImportRefused(
          `The database is not empty (table ${table} has rows). Import only into a new, empty database.`,
        );
      }
    }
    const fileTables = new Map(backup.tables.map((table) => [table.name, table.rows]));
    const unknown = [...fileTables.keys()].filter((name) => !tables.includes(name));
    if (unknown.length > 0) {
      throw new ImportRefused(`The backup has tables this version does not know: ${unknown.join(', ')}.`);
    }
    let rows = 0;
    for (const table of tables) {
      const tableRows = fileTables.get(table) ?? [];
      if (tableRows.length === 0) continue;
      const columns = resultRows<{ name: string }>(
        await tx.execute(sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table}`),
      ).map((column) => column.name);
      const fileColumns = Object.keys(tableRows[0]!);
      const strange = fileColumns.filter((column) => !columns.includes(column));
      if (strange.length > 0) {
        throw new ImportRefused(
          `The backup's table ${table} has columns this version does not know: ${strange.join(', ')}.`,
        );
      }
      const list = fileColumns.map(quoted).join(', ');
      await tx.execute(
        sql`${sql.raw(`insert into ${quoted(table)} (${list}) select ${list} from json_populate_recordset(null::${quoted(table)}, `)}${JSON.stringify(tableRows)}${sql.raw('::json)')}`,
      );
      rows += tableRows.length;
    }
    const sequences = new Set(await sequenceNames(tx));
    for (const sequence of backup.sequences) {
      if (!sequences.has(sequence.name)) continue;
      await tx.execute(
        sql`select setval(${quoted(sequence.name)}::regclass, ${sequence.lastValue}, ${sequence.isCalled})`,
      );
    }
    return { rows };
  });
}

/** Where the nightly backups are kept. */
export const backupDirectory = (config: AppConfig): string => path.join(config.DATA_DIR, 'backups');

/** What a backup file says it came from. */
export const databaseKind = (config: AppConfig): string => (config.DATABASE_URL ? 'postgres' : 'pglite');

/** The nightly backups' file names sort by time: paphos-guide-2026-11-27T06-30-00Z.json.gz. */
const BACKUP_NAME = /^paphos-guide-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json\.gz$/;

export const backupFileName = (at: Date): string =>
  `paphos-guide-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.json.gz`;

export interface StoredBackup {
  name: string;
  createdAt: Date;
  bytes: number;
}

/** The backups kept in a folder, newest first. */
export async function listBackups(directory: string): Promise<StoredBackup[]> {
  let names: string[];
  try {
    names = await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const backups = await Promise.all(
    names
      .filter((name) => BACKUP_NAME.test(name))
      .map(async (name) => {
        const info = await stat(path.join(directory, name));
        const stamp = name.slice('paphos-guide-'.length, -'.json.gz'.length);
        const iso = `${stamp.slice(0, 10)}T${stamp.slice(11, 19).replaceAll('-', ':')}Z`;
        return { name, createdAt: new Date(iso), bytes: info.size };
      }),
  );
  return backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Writes a backup into the folder and deletes all but the newest `keep`. */
export async function storeBackup(
  database: Database,
  options: { directory: string; keep: number; source: string; now: Date },
): Promise<StoredBackup> {
  const backup = await exportDatabase(database, options.source, options.now);
  const bytes = encodeBackup(backup);
  await mkdir(options.directory, { recursive: true });
  const name = backupFileName(options.now);
  // Written under a temporary name first: a crash mid-write never leaves a truncated file that looks whole.
  const partial = path.join(options.directory, `.${name}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, path.join(options.directory, name));
  for (const old of (await listBackups(options.directory)).slice(options.keep)) {
    await rm(path.join(options.directory, old.name), { force: true });
  }
  return { name, createdAt: options.now, bytes: bytes.length };
}
