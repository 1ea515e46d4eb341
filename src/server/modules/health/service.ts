/**
 * What a load balancer or an orchestrator asks: whether the process answers (liveness) and whether it
 * should be sent traffic (readiness: the database answers and every migration is applied).
 */
import { countAppliedMigrations, migrationTags, type Db } from '../../db/client';

/** How long the readiness check waits for the database: a probe must answer quickly either way. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

/** How many migrations this build carries (drizzle-kit's journal). */
export function migrationsInBuild(): number {
  return migrationTags().length;
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
    return await Promise.race([countAppliedMigrations(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
