import type {
  FastifyInstance,
  FastifyBaseLogger,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import type { ResponseCache } from './lib/response-cache';
import type { WeatherProvider } from './providers/weather';

/** Everything a module needs, built once in buildApp. */
export interface AppContext {
  config: AppConfig;
  db: Database;
  cache: ResponseCache;
  weather: WeatherProvider;
  rateLimits: RateLimits;
}

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** Per client address. */
export interface RateLimits {
  login: RateLimit;
  register: RateLimit;
  contact: RateLimit;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 15 * 60_000 },
  contact: { max: 5, timeWindow: 15 * 60_000 },
};

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
