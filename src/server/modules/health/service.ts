/**
 * What a load balancer or an orchestrator asks: whether the process answers (liveness) and whether it
 * should be sent traffic (readiness: the database answers and every migration is applied).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/client';

/** How long the readiness check waits for the database: a probe must answer quickly either way. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

/** How many migrations this build carries (drizzle-kit's journal). */
export function migrationsInBuild(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/** Ready, or the first reason not to be, in the order an operator would look. */
export function readinessFrom(facts: {
  database: 'answers' | 'unreachable';
  migrationsApplied: number;
  migrationsInBuild: number;
}): Readiness {
  if (facts.database === 'unreachable') return { ready: false, reason: 'the database does not answer' };
  const missing = facts.migrationsInBuild - facts.migrationsApplied;
  if (missing > 0) {
    const migrations = missing === 1 ? '1 database migration is' : `${missing} database migrations are`;
    return { ready: false, reason: `${migrations} not applied yet` };
  }
  return { ready: true };
}

/** How many migrations the database has applied; rejects when it does not answer in time. */
export async function migrationsApplied(db: Db, timeoutMs = READINESS_DATABASE_TIMEOUT_MS): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('the database did not answer in time')), timeoutMs);
  });
  try {
    const rows = await Promise.race([
      db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      timeout,
    ]);
    return Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  } finally {
    clearTimeout(timer);
  }
}
