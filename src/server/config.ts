import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { OPENSTREETMAP_TILES } from '../common/map-tiles';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * With DATABASE_URL: how long a new connection may take to open, and a query to run, before the request
   * gives up and answers 503 (a database that stalls on the network would otherwise hold every request).
   */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  ADMIN_KEY: optionalString,
  /** How many nightly backups DATA_DIR/backups keeps (the oldest beyond it are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  /** Turns on GET /metrics (Prometheus text), asked for with 'Authorization: Bearer <token>'; off when unset. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  /** Public origin of the site (https://paphos.example): the links and pictures of Pinterest pins. */
  PUBLIC_URL: optionalString.pipe(
    z
      .string()
      .regex(/^https?:\/\/[^/\s]+$/, 'must be an origin such as https://paphos.example, without a path')
      .optional(),
  ),
  /** Weather from OpenWeatherMap (current weather API) when set; see WEATHER_PROVIDER. */
  OPENWEATHER_API_KEY: optionalString,
  OPENWEATHER_BASE_URL: z.string().url().default('https://api.openweathermap.org'),
  /** Places source (Google Places API (New) Text Search and Place Photos); see PLACES_SOURCE. */
  GOOGLE_PLACES_API_KEY: optionalString,
  GOOGLE_PLACES_BASE_URL: z.string().url().default('https://places.googleapis.com'),
  /**
   * Where the place sync finds places: auto = Google Places when its key is set, else OpenStreetMap (no key
   * needed), with the bundled places standing in when OpenStreetMap cannot be reached at all (no internet);
   * google, osm or bundled name one.
   */
  PLACES_SOURCE: z.enum(['auto', 'google', 'osm', 'bundled']).default('auto'),
  /** The Overpass API interpreter the OpenStreetMap source asks (POST, form field `data`). */
  OVERPASS_URL: z.string().url().default('https://overpass-api.de/api/interpreter'),
  /** Tour provider (Viator Partner API v2). The bundled sample tours when VIATOR_API_KEY is unset. */
  VIATOR_API_KEY: optionalString,
  VIATOR_BASE_URL: z.string().url().default('https://api.viator.com'),
  /** Viator's destination id of Paphos; looked up by name in Viator's destination list when unset. */
  VIATOR_DESTINATION_ID: optionalString.pipe(
    z.string().regex(/^\d+$/, 'must be a Viator destination id (digits)').optional(),
  ),
  /** Campaign value Viator adds to every product link (its attribution guide allows letters, digits, dashes). */
  VIATOR_CAMPAIGN: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{1,200}$/, 'may hold only letters, digits and dashes (at most 200)')
      .optional(),
  ),
  /**
   * Weather source: auto = OpenWeatherMap when its key is set, else Open-Meteo (no key needed);
   * offline = the climate normals only. A live source that fails falls back to the normals too.
   */
  WEATHER_PROVIDER: z.enum(['auto', 'open-meteo', 'openweathermap', 'offline']).default('auto'),
  OPEN_METEO_BASE_URL: z.string().url().default('https://api.open-meteo.com'),
  /** AI writer (OpenAI Chat Completions). Without a key the offline writer composes from the places' data. */
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  /** Pinterest (API v5): pins are posted only when both are set, and PUBLIC_URL too. */
  PINTEREST_ACCESS_TOKEN: optionalString,
  PINTEREST_BOARD_ID: optionalString.pipe(
    z.string().regex(/^\d+$/, 'must be the numeric id of a board').optional(),
  ),
  PINTEREST_BASE_URL: z.string().url().default('https://api.pinterest.com'),
  /**
   * Worker threads that draw pages on the server (each loads the web app's renderer, about 100 MB): by
   * default one core short of the machine's, at most four, so the main thread keeps a core for requests.
   * 0 draws none: every page is sent for the browser to draw.
   */
  RENDER_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .max(64)
    .default(() => Math.min(4, Math.max(1, availableParallelism() - 1))),
  /**
   * Pages that may wait for a render thread; past them, a page no one has asked for yet is sent for the
   * browser to draw (same head, so still indexable) instead of waiting longer.
   */
  RENDER_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Map tiles: an XYZ template, http(s) (its host may start with a {s} subdomain) or a path on this site. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .regex(
      /^(https?:\/\/(\{s\}\.)?[\w.-]+(:\d+)?)?\/\S*\{z\}\S*\{x\}\S*\{y\}/,
      'must be an XYZ template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png or /tiles/{z}/{x}/{y}.png',
    )
    .default(OPENSTREETMAP_TILES),
  /**
   * Which reverse proxies to believe about the client's address (for per-client rate limits and Secure
   * cookies): 'false' (none, the default), the number of proxies in front (e.g. 1), or their addresses
   * (comma-separated IPs or CIDRs). Never every hop: a client could then name its own address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((value, context): false | number | string[] => {
      if (value === 'false' || value === '0' || value === '') return false;
      if (/^[1-9]\d?$/.test(value)) return Number(value);
      const addresses = value.split(',').map((part) => part.trim());
      if (addresses.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part) && /[.:]/.test(part))) {
        return addresses;
      }
      context.addIssue({
        code: 'custom',
        message:
          value === 'true' || value === '1'
            ? "'true' would trust every hop, so a client could name its own address: give the number of proxies in front (e.g. 1) or their addresses"
            : "must be 'false', the number of proxies in front (e.g. 1), or their addresses (comma-separated IPs or CIDRs)",
      });
      return z.NEVER;
    }),
});

/** The rules that involve more than one variable. */
const checkedConfigSchema = configSchema
  .refine((config) => config.WEATHER_PROVIDER !== 'openweathermap' || config.OPENWEATHER_API_KEY, {
    path: ['WEATHER_PROVIDER'],
    message: 'openweathermap needs OPENWEATHER_API_KEY',
  })
  .refine((config) => config.PLACES_SOURCE !== 'google' || config.GOOGLE_PLACES_API_KEY, {
    path: ['PLACES_SOURCE'],
    message: 'google needs GOOGLE_PLACES_API_KEY',
  });

export type AppConfig = z.infer<typeof configSchema>;

/** Reads and validates the environment once; refuses to start on a bad value, naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * What the operator should hear at start about a configuration that works but is risky: a hop count in
 * TRUST_PROXY believes the last hops of X-Forwarded-For from whoever connects, so on an interface clients
 * can reach without the proxy, a client can name its own address (and dodge or aim the rate limits).
 */
export function configWarnings(config: AppConfig): string[] {
  const warnings: string[] = [];
  if (typeof config.TRUST_PROXY === 'number' && !LOOPBACK_HOSTS.has(config.HOST)) {
    warnings.push(
      `TRUST_PROXY=${config.TRUST_PROXY} trusts that many hops of X-Forwarded-For from any client, and HOST=${config.HOST} ` +
        'can be reached without the proxy: a client could name its own address. Give the proxy addresses instead ' +
        '(TRUST_PROXY=10.0.0.1), or listen on 127.0.0.1 behind a proxy on the same machine.',
    );
  }
  return warnings;
}

/**
 * A config for tests and tools: defaults plus overrides, no environment. The weather and the places stay
 * offline unless a test asks for a provider (a Google key alone asks for Google, as in production), so no
 * test or benchmark reaches for the real network.
 */
export function testConfig(overrides: Partial<Record<keyof AppConfig, string>> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    WEATHER_PROVIDER: 'offline',
    PLACES_SOURCE: overrides.GOOGLE_PLACES_API_KEY ? 'auto' : 'bundled',
    ...overrides,
  });
}
