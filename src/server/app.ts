import { createHash } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import type { AppContext } from './context';
import { memoryAttemptCounter, redisAttemptCounter } from './lib/attempt-counter';
import { BANNER_HEIGHT_SCRIPT } from '../common/banner-frame';
import { serveMetrics } from './http/metrics';
import { serveCachedAnswersEncoded } from './http/cached-answers';
import { sendSecurityHeaders, tileServerSources } from './http/security-headers';
import { rejectControlCharacters } from './http/control-characters';
import { refuseCrossSiteWrites } from './http/cross-site';
import { registerErrorHandling } from './http/errors';
import { memoisingSerializerCompiler } from './http/serializer';
import { memoisingValidatorCompiler } from './http/validator';
import { registerWebApp, RENDERER_DIST } from './http/web-app';
import { accountRoutes } from './modules/account/routes';
import { adminStatsRoutes, guardAdminScope } from './modules/admin/routes';
import { auditAdminRoutes, recordAdminWrites } from './modules/audit/routes';
import { backupsAdminRoutes } from './modules/backups/routes';
import { articlesAdminRoutes } from './modules/articles/admin-routes';
import { articlesRoutes } from './modules/articles/routes';
import { authRoutes } from './modules/auth/routes';
import { healthRoutes } from './modules/health/routes';
import { bannersAdminRoutes } from './modules/banners/admin-routes';
import { bannersRoutes } from './modules/banners/routes';
import { contactAdminRoutes } from './modules/contact/admin-routes';
import { contactRoutes } from './modules/contact/routes';
import { suggestionsAdminRoutes } from './modules/suggestions/admin-routes';
import { suggestionsRoutes } from './modules/suggestions/routes';
import { eventsAdminRoutes } from './modules/events/admin-routes';
import { eventsRoutes } from './modules/events/routes';
import { eventFeedsAdminRoutes } from './modules/events/feed-routes';
import { whatsOnRoutes } from './modules/events/whats-on-routes';
import { favoritesRoutes } from './modules/favorites/routes';
import { pinsAdminRoutes } from './modules/pins/admin-routes';
import { placesAdminRoutes } from './modules/places/admin-routes';
import { photosAdminRoutes } from './modules/photos/admin-routes';
import { photosRoutes } from './modules/photos/routes';
import { placesRoutes } from './modules/places/routes';
import { describePage } from './modules/seo/service';
import { seoRoutes } from './modules/seo/routes';
import { settingsAdminRoutes } from './modules/settings/admin-routes';
import { settingsRoutes } from './modules/settings/routes';
import { syncAdminRoutes } from './modules/sync/admin-routes';
import { toursAdminRoutes } from './modules/tours/admin-routes';
import { translationsAdminRoutes } from './modules/translations/admin-routes';
import { toursRoutes } from './modules/tours/routes';
import { weatherRoutes } from './modules/weather/routes';
import { ADMIN_API_PREFIX } from '../common/api-paths';
import { trackAllowedMethods } from './http/allowed-methods';
import { PAGE_SCRIPTS_LOADER_HASH } from './http/page-scripts';

export const BODY_LIMIT_BYTES = 256 * 1024;
const BANNER_SCRIPT_HASH = `'sha256-${createHash('sha256').update(BANNER_HEIGHT_SCRIPT).digest('base64')}'`;
/** The whole request (headers and body) must arrive within this. */
export const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;

/**
 * Builds the whole application on a context without listening; main.ts listens, tests inject.
 * `webDistDir` is the folder of the built web app (default dist/web); `requestTimeoutMs` shortens the
 * request deadline (for a test).
 */
export async function buildApp(
  ctx: AppContext,
  options: {
    webDistDir?: string;
    /** The built server renderer (default dist/ssr with the default web folder); none: the shell only. */
    rendererDir?: string;
    requestTimeoutMs?: number;
    /** Told of every route as it is added (the fuzz tests list the routes with it). */
    onRoute?: (route: RouteOptions) => void;
  } = {},
) {
  const { config } = ctx;
  const trustedProxies = config.TRUST_PROXY;
  const requestTimeout = options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    // A client that never finishes its request is cut off instead of holding a connection for ever; Node
    // checks the deadlines once a second.
    requestTimeout,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      connectionsCheckingInterval: Math.min(1000, requestTimeout),
    },
    loggerInstance: ctx.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // A hop count becomes proxy-addr's 'trust the first n hops' function (Fastify's types lack the number form).
    trustProxy:
      typeof trustedProxies === 'number'
        ? (_address: string, hop: number) => hop < trustedProxies
        : trustedProxies,
    routerOptions: { maxParamLength: 200 },
    // Errors the router raises before any route or error handler runs (a malformed %-escape, an over-long
    // path segment); without this Fastify answers with its own { error, code, message, statusCode } body.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode ?? 400;
      const message =
        error.code === 'FST_ERR_BAD_URL'
          ? 'The URL is not valid'
          : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
            ? 'A part of the URL path is too long'
            : status >= 500
              ? 'Internal server error'
              : 'Bad request';
      void (reply as unknown as FastifyReply).status(status).send({ message });
    },
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const allowedMethods = trackAllowedMethods(app);
  app.setValidatorCompiler(memoisingValidatorCompiler);
  app.setSerializerCompiler(memoisingSerializerCompiler);
  registerErrorHandling(app);
  rejectControlCharacters(app);
  refuseCrossSiteWrites(app);

  const tileServers = tileServerSources(config.MAP_TILE_URL);
  sendSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The banner frame's height report and the page scripts' loader, allowed by their hashes; adverts'
        // own scripts stay blocked.
        scriptSrc: [
          "'self'",
          'https://www.googletagmanager.com',
          BANNER_SCRIPT_HASH,
          PAGE_SCRIPTS_LOADER_HASH,
        ],
        // Leaflet and React set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles come from the configured tile server; affiliate banner images from other HTTPS origins.
        imgSrc: ["'self'", 'data:', 'https:', ...tileServers],
        connectSrc: [
          "'self'",
          // The service worker fetches the map's tiles itself, to keep them for use offline.
          ...tileServers,
          'https://www.google-analytics.com',
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://www.googletagmanager.com',
        ],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    // The map tiles and banner images are cross-origin resources without CORP headers.
    crossOriginEmbedderPolicy: false,
    // Other sites learn only our origin, never the page. OpenStreetMap's tile servers refuse tiles asked for
    // with no Referer at all (their usage policy, enforced since 2026), which helmet's no-referrer caused.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.NODE_ENV === 'production',
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  // After the cookie plugin, whose onSend hook writes Set-Cookie: an answer that sets one is never public.
  serveCachedAnswersEncoded(app);
  serveMetrics(app, ctx);
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'paphos-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests, please try again in ${Math.ceil(context.ttl / 1000)} seconds`,
    }),
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('attempts', redis ? redisAttemptCounter(redis, app.log) : memoryAttemptCounter());

  const modules = [
    healthRoutes,
    authRoutes,
    accountRoutes,
    favoritesRoutes,
    placesRoutes,
    photosRoutes,
    eventsRoutes,
    whatsOnRoutes,
    weatherRoutes,
    toursRoutes,
    bannersRoutes,
    articlesRoutes,
    contactRoutes,
    suggestionsRoutes,
    settingsRoutes,
    seoRoutes,
  ];
  for (const registerModule of modules) {
    await app.register(async (scope) => registerModule(scope.withTypeProvider<ZodTypeProvider>(), ctx));
  }

  // Each domain's admin calls, under /api/admin behind the admin-key check.
  const adminModules = [
    adminStatsRoutes,
    placesAdminRoutes,
    photosAdminRoutes,
    syncAdminRoutes,
    toursAdminRoutes,
    articlesAdminRoutes,
    settingsAdminRoutes,
    pinsAdminRoutes,
    contactAdminRoutes,
    suggestionsAdminRoutes,
    bannersAdminRoutes,
    eventsAdminRoutes,
    auditAdminRoutes,
    backupsAdminRoutes,
    eventFeedsAdminRoutes,
    translationsAdminRoutes,
  ];
  await app.register(
    async (adminScope) => {
      const scope = adminScope.withTypeProvider<ZodTypeProvider>();
      guardAdminScope(scope, ctx);
      recordAdminWrites(scope, ctx);
      for (const registerModule of adminModules) {
        await scope.register(async (child) => registerModule(child.withTypeProvider<ZodTypeProvider>(), ctx));
      }
    },
    { prefix: ADMIN_API_PREFIX },
  );

  await registerWebApp(app, {
    config,
    describePage: (pathname, search, origin) => describePage(ctx, pathname, search, origin),
    answerCache: ctx.cache,
    allowedMethods,
    renderBudget: ctx.rateLimits.pageRenders,
    distDir: options.webDistDir,
    // A test's own web folder comes without the renderer unless it names one.
    rendererDir: options.rendererDir ?? (options.webDistDir ? undefined : RENDERER_DIST),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
