import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { describeConnectionError } from './connection-error';
import pg from 'pg';
import * as schema from './schema';

/** The one handle every service takes: the database or a transaction on it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Db = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(): Promise<void>;
  /** Flushes to disk (PGlite) before a clean exit. */
  checkpoint(): Promise<void>;
  /** The connection pool's use (PostgreSQL); absent for PGlite, which is one connection in the process. */
  poolStats?(): PoolStats;
  /**
   * Calls `onMessage` with each NOTIFY payload on `channel` (sent with `select pg_notify(...)` on any
   * connection), and `onReconnect` after the listening connection was lost and came back (messages sent
   * meanwhile are lost). Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The advisory lock migrations (and the first seed) run under on PostgreSQL: any fixed number of our own. */
export const MIGRATION_LOCK_KEY = 73_725_001;

export interface PoolStats {
  /** Connections open, idle among them, and queries waiting for one. */
  total: number;
  idle: number;
  waiting: number;
}

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The build's migrations in order, by name (drizzle-kit's journal): a database's schema version is how many it applied. */
export function migrationTags(folder = MIGRATIONS_FOLDER): string[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ tag: string }>;
  };
  return journal.entries.map((entry) => entry.tag);
}

/** The rows of a raw query (db.execute), which both drivers answer as `{ rows }`. */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** How many migrations the database has applied. */
export async function countAppliedMigrations(db: Db): Promise<number> {
  const [row] = resultRows<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/**
 * A PGlite database with the extensions the migrations create (pg_trgm and unaccent, for the places
 * search): PGlite loads an extension's code only when it is named here.
 */
export function createPglite(options: PGliteOptions = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm, unaccent } });
}

export function pgliteHandle(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    kind: 'pglite',
    db: db as unknown as Database,
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    checkpoint: async () => {
      await client.exec('CHECKPOINT');
    },
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    close: () => client.close(),
  };
}

export interface PostgresOptions {
  maxConnections?: number;
  /** How long opening a connection may take. */
  connectTimeoutMs?: number;
  /** How long a query may run: the server cancels it then, and the client stops waiting a little later. */
  queryTimeoutMs?: number;
  /** Told when a pooled connection fails while idle (the server restarted or dropped it). */
  onIdleConnectionError?: (error: Error) => void;
}

/** The client stops waiting this long after the server should have cancelled a query itself. */
const CLIENT_TIMEOUT_MARGIN_MS = 1000;

export function postgresHandle(
  connectionString: string,
  {
    maxConnections = 10,
    connectTimeoutMs = 5000,
    queryTimeoutMs = 15_000,
    onIdleConnectionError = () => {},
  }: PostgresOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: queryTimeoutMs,
    // A network stall never reaches the server's own timeout: the client gives up too.
    query_timeout: queryTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
  });
  // A connection the server drops while it sits idle in the pool (a restart, a failover, an idle-session
  // timeout) is reported here; unheard, the 'error' event would end the process. The pool has already
  // discarded it and opens a new one for the next query.
  pool.on('error', onIdleConnectionError);
  const db = drizzlePostgres(pool, { schema });
  return {
    kind: 'postgres',
    db: db as unknown as Database,
    migrate: async () => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw new Error(describeConnectionError(error, connectionString), { cause: error });
      }
      // Instances started together (a rolling deploy, a scaled service) take turns: the first applies the
      // migrations, the others wait on the lock and then find nothing left to apply.
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    checkpoint: async () => {},
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, onReconnect) =>
      listenOnPostgres(connectionString, channel, onMessage, onReconnect),
    close: () => pool.end(),
  };
}

const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries), opened again a second
 * after it drops, until stopped.
 */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  async function open(isReconnect: boolean): Promise<void> {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => onLost(next));
    next.on('end', () => onLost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    if (isReconnect) onReconnect?.();
  }

  function onLost(lost: pg.Client): void {
    if (client !== lost) return;
    client = undefined;
    scheduleReopen();
  }

  function scheduleReopen(): void {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      open(true).catch(scheduleReopen);
    }, RELISTEN_DELAY_MS);
    retry.unref();
  }

  await open(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** PGlite in `<dataDir>/pgdata` unless a DATABASE_URL is given. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  postgres?: PostgresOptions;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return postgresHandle(options.databaseUrl, options.postgres);
  const pgdata = path.join(options.dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  const client = await createPglite({ dataDir: pgdata });
  return pgliteHandle(client);
}
