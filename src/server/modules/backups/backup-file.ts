import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';

/**
 * The backup file: every table's rows as PostgreSQL writes them to JSON (so timestamps, arrays and jsonb come
 * back exactly through json_populate_recordset), the sequences' positions, and the schema version (how many
 * migrations the database had applied), gzipped. The same file loads into PGlite or PostgreSQL.
 */
export const BACKUP_FORMAT = 'paphos-guide-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const backupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  /** How many migrations the exported database had applied, and the last one's name. */
  schemaVersion: z.number().int().min(0),
  lastMigration: z.string().nullable(),
  exportedAt: z.string(),
  /** 'pglite' or 'postgres': where it came from, for the operator's information only. */
  source: z.string(),
  /** In an order that inserts every referenced row before the rows that refer to it. */
  tables: z.array(z.object({ name: z.string().min(1), rows: z.array(z.record(z.string(), z.unknown())) })),
  sequences: z.array(z.object({ name: z.string().min(1), lastValue: z.number(), isCalled: z.boolean() })),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export function encodeBackup(backup: BackupFile): Buffer {
  return gzipSync(JSON.stringify(backup));
}

export class BackupFileError extends Error {}

/** Reads a backup file's bytes (gzipped, or plain JSON); throws a BackupFileError saying what is wrong. */
export function decodeBackup(bytes: Buffer): BackupFile {
  let text: string;
  try {
    text =
      bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8');
  } catch {
    throw new BackupFileError('The file is not a Paphos Guide backup: it is damaged gzip.');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BackupFileError('The file is not a Paphos Guide backup: it is not JSON.');
  }
  const result = backupFileSchema.safeParse(parsed);
  if (!result.success) {
    const format = (parsed as { format?: unknown } | null)?.format;
    throw new BackupFileError(
      format === BACKUP_FORMAT
        ? `The backup file is damaged or of another format version: ${result.error.issues[0]!.path.join('.')} ${result.error.issues[0]!.message}.`
        : 'The file is not a Paphos Guide backup.',
    );
  }
  return result.data;
}
