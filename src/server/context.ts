import { randomUUID } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database, PoolStats } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { isDatabaseUnavailable } from './db/connection-error';
import { createLogger, type Logger } from './lib/logger';
import type { FailureSlowdown } from './lib/failure-slowdown';
import { DEFAULT_ADMIN_KEY_SLOWDOWN } from './modules/admin/key-check';
import { DEFAULT_LOGIN_SLOWDOWN } from './modules/auth/login-slowdown';
import { ResponseCache } from './lib/response-cache';
import { providersFromConfig, type Providers } from './providers';

/**
 * Everything the HTTP modules and the scheduled jobs share, built once by main.ts (or a test) and handed
 * to both, so a job reaches the same response cache, providers and clock as a request does.
 */
export interface AppContext {
  config: AppConfig;
  db: Database;
  cache: ResponseCache;
  providers: Providers;
  clock: Clock;
  log: Logger;
  rateLimits: RateLimits;
  /** Names this process in job-lock rows, so a lock can be told from another instance's. */
  instanceId: string;
  /** The database pool's use, for the metrics (PostgreSQL only). */
  databasePool?: () => PoolStats;
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** Per client address. */
export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  /** Wrong passwords for one account, from any address: they slow its logins down (never lock them). */
  loginSlowdown: FailureSlowdown;
  contact: RateLimit;
  /** Visitors' suggested edits of places ('Suggest an edit'). */
  suggestions: RateLimit;
  /** Wrong admin keys from one address: they slow its next wrong ones down (the right key never waits). */
  adminKey: FailureSlowdown;
  /**
   * Pages an address may have drawn on the server that are not kept yet (each holds the server for tens of
   * milliseconds); past it, its browser draws them. A visitor moving around the site draws pages in the
   * browser, so only full loads of new addresses count.
   */
  pageRenders: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 15 * 60_000 },
  loginSlowdown: DEFAULT_LOGIN_SLOWDOWN,
  contact: { max: 5, timeWindow: 15 * 60_000 },
  suggestions: { max: 5, timeWindow: 15 * 60_000 },
  adminKey: DEFAULT_ADMIN_KEY_SLOWDOWN,
  pageRenders: { max: 10, timeWindow: 60_000 },
};

/**
 * How long a cached public read is served. Writes clear it at once on every instance (cache-bus.ts), so the
 * lifetime only bounds what changes with the clock alone (an event that has just ended) and the lag should a
 * clearing message be lost; rebuilding a large list (1,000 places) every few seconds would cost more.
 */
export const PUBLIC_CACHE_TTL_MS = 5 * 60_000;
/**
 * How long an expired public read is still served while it is rebuilt, or while rebuilding fails: a minute
 * rides out a database restart.
 */
const PUBLIC_CACHE_MAX_STALE_MS = 60_000;

export function createAppContext(
  config: AppConfig,
  overrides: { db: Database } & Partial<Omit<AppContext, 'config' | 'db'>>,
): AppContext {
  return {
    config,
    cache: new ResponseCache({
      ttlMs: PUBLIC_CACHE_TTL_MS,
      maxStaleMs: PUBLIC_CACHE_MAX_STALE_MS,
      keepServingThrough: isDatabaseUnavailable,
    }),
    providers: providersFromConfig(config),
    clock: systemClock,
    log: createLogger(config),
    rateLimits: DEFAULT_RATE_LIMITS,
    instanceId: randomUUID(),
    ...overrides,
  };
}

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
