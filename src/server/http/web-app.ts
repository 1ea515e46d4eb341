import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ReadApi, RenderedPage } from '../../common/server-render';
import { QUERY_STATE_ELEMENT_ID } from '../../common/server-render';
import type { AppConfig } from '../config';
import { renderShellHead } from '../modules/seo/head';
import type { PageDescription } from '../modules/seo/service';
import { ResponseCache } from '../lib/response-cache';
import { siteOrigin } from '../lib/site-origin';
import { encodedAnswerBody, encodedAnswerFor } from './cached-answers';
import { modulePreloadsFor } from './module-preloads';
import { startScriptsAfterFirstPaint } from './page-scripts';
import { RenderPool, RenderQueueFull } from './render-pool';
import { matchPage, pageAddress } from '../../common/pages';

export const WEB_DIST = path.resolve(process.cwd(), 'dist/web');
/** The web app's server renderer, built from src/web/entry-server.tsx. */
export const RENDERER_DIST = path.resolve(process.cwd(), 'dist/ssr');

/** The service worker and what it reads: a new deployment must reach browsers at once, not after an hour. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'registerSW.js', 'manifest.webmanifest']);

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The built index.html with runtime settings filled into its meta tags. */
function loadShell(distDir: string, config: AppConfig): string {
  const indexPath = path.join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    return (
      '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Paphos Guide</title></head>' +
      '<body><p>The web app has not been built. Run <code>npm run build</code>.</p></body></html>'
    );
  }
  return readFileSync(indexPath, 'utf8').replace(
    /<meta name="paphos:tile-url" content="[^"]*"/,
    `<meta name="paphos:tile-url" content="${escapeAttribute(config.MAP_TILE_URL)}"`,
  );
}

/**
 * Render threads with the built renderer loaded, or null when there is none or RENDER_THREADS is 0 (the
 * browser then draws every page itself).
 */
async function startRenderPool(
  app: FastifyInstance,
  config: AppConfig,
  rendererDir: string | undefined,
  readApi: ReadApi,
): Promise<RenderPool | null> {
  const entry = rendererDir && path.join(rendererDir, 'entry-server.js');
  if (!entry || !existsSync(entry) || config.RENDER_THREADS === 0) return null;
  const pool = await RenderPool.start({
    rendererUrl: pathToFileURL(entry).href,
    settings: { tileUrl: config.MAP_TILE_URL },
    threads: config.RENDER_THREADS,
    maxWaiting: config.RENDER_QUEUE,
    readApi,
    onThreadError: (error) => app.log.error({ err: error }, 'a render thread failed'),
  });
  app.addHook('onClose', () => pool.close());
  return pool;
}

/**
 * The shell with the rendered page inside its root element and the API answers it was drawn with beside it
 * (a JSON data block: not a script the page's CSP would have to allow) and named with the address it was
 * drawn for (offline, the service worker may hand a saved page to another address), and the preloads React
 * hoisted in the head. The <noscript> note goes: the page reads without JavaScript.
 */
function withRenderedPage(shell: string, page: RenderedPage, url: string, preloads: string): string {
  const state = `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}" data-url="${escapeAttribute(url)}">${page.queryState}</script>`;
  // Replacer functions: the page's text may hold '$&' or '$1', which a replacement string would expand.
  return (
    shell
      .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
      // Where the scripts were named: the pictures the page opens with (the scripts wait for the first paint).
      .replace('<script type="module"', (tag) => `${page.head}\n    ${tag}`)
      // Behind them, the page's own code: the shell's scripts name only the first load's. And nothing is
      // drawn until the page is read to its state block, which follows it: a parser that pauses mid-page
      // on a busy phone would otherwise paint half a page, then move it as the rest arrives.
      .replace(
        '</head>',
        () =>
          `${preloads}\n    <link rel="expect" href="#${QUERY_STATE_ELEMENT_ID}" blocking="render">\n  </head>`,
      )
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${state}`)
  );
}

export type DescribePage = (
  pathname: string,
  search: URLSearchParams,
  origin: string,
) => Promise<PageDescription>;

/** A page as sent: the same for everyone who asks for its address, so it is kept and its bytes made once. */
interface PageAnswer {
  status: number;
  html: string;
}

/**
 * Pages are kept half a minute (the home and place pages show the weather, whose answers live that long)
 * and dropped at once when anything in the answer cache they are drawn from is; a bounded count, as every
 * address a crawler invents gets its own 404 page.
 */
const PAGE_CACHE = { ttlMs: 30_000, maxStaleMs: 30_000, maxEntries: 500 };

export interface WebAppOptions {
  config: AppConfig;
  describePage: DescribePage;
  /** The API answer cache the pages are drawn from. */
  answerCache: ResponseCache;
  distDir?: string;
  rendererDir?: string;
  /** The methods the app's routes answer at a path (see allowed-methods.ts). */
  allowedMethods: (pathname: string) => string[];
  /**
   * How many pages one address may have drawn that no one asked for before (each costs a render) in a
   * window; past it, that address gets pages the browser draws, until the window ends.
   */
  renderBudget: { max: number; timeWindow: number };
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and for every
 * other GET the page itself, with its title, description, canonical URL and JSON-LD in its head and, when
 * the renderer is built, its content rendered with the API answers it shows (the browser hydrates it;
 * signed-in and admin pages get the empty shell and render in the browser). 200 for a page that exists,
 * 404 with the not-found page for any other path. Unknown /api paths stay JSON 404s. Pages are cached and
 * sent compressed with an ETag, like the cached API answers (@fastify/compress does not reach this
 * not-found handler).
 */
export async function registerWebApp(
  app: FastifyInstance,
  {
    config,
    describePage,
    answerCache,
    distDir = WEB_DIST,
    rendererDir,
    allowedMethods,
    renderBudget,
  }: WebAppOptions,
): Promise<void> {
  const shell = loadShell(distDir, config);
  const preloadsFor = modulePreloadsFor(distDir, shell);
  const pages = new ResponseCache(PAGE_CACHE);
  answerCache.addDependent(pages);
  /** Whether this address may have one more page drawn that is not kept yet (see renderBudget). */
  const withinRenderBudget = async (ip: string) =>
    (await app.attempts.hit(`page-renders:${ip}`, renderBudget.timeWindow)).count <= renderBudget.max;
  // The page reads the API as the browser would, through the routes and their answer cache; never with
  // the visitor's cookies, so the HTML is the same for everyone.
  const readApi = async (apiPath: string) => {
    const answer = await app.inject({ method: 'GET', url: apiPath, headers: { accept: 'application/json' } });
    return { status: answer.statusCode, body: answer.body };
  };
  const renderPool = await startRenderPool(app, config, rendererDir, readApi);
  const render = async (url: string): Promise<RenderedPage | null> => {
    if (!renderPool) return null;
    try {
      return await renderPool.render(url);
    } catch (error) {
      // A full queue is no failure of this page: it is not kept, and the next request may draw it.
      if (error instanceof RenderQueueFull) throw error;
      // The browser can still draw the page from the shell.
      app.log.error({ err: error, url }, 'server rendering failed');
      return null;
    }
  };
  /** The page at `url` (a page address: see pageAddress), drawn on the server or, when `draw` is false, not. */
  const buildPage = async (origin: string, url: string, draw = true): Promise<PageAnswer> => {
    const [pathname = '/', query = ''] = url.split('?', 2);
    const [page, rendered] = await Promise.all([
      describePage(pathname, new URLSearchParams(query), origin),
      draw ? render(origin + url) : null,
    ]);
    if (!rendered) return { status: page.status, html: renderShellHead(shell, page.head, pathname) };
    const body = withRenderedPage(shell, rendered, url, preloadsFor(rendered.pageModule));
    // After the head has kept only its language's catalogue among the preloads.
    return {
      status: page.status,
      html: startScriptsAfterFirstPaint(renderShellHead(body, page.head, pathname)),
    };
  };
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and stylesheet (vite.config.ts).
      preCompressed: true,
      // Source maps carry the full sources: served while developing, never in production.
      allowedPath: (pathName) => config.NODE_ENV !== 'production' || !pathName.endsWith('.map'),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable
            ? 'public, max-age=31536000, immutable'
            : ALWAYS_REVALIDATED.has(path.basename(filePath))
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [pathname = '/'] = request.url.split('?', 1);
    // A path that exists, asked with a method it does not answer: say which methods it does. A page's GET,
    // the common case, skips trying every route's pattern (a cost on every page asked for).
    const isPage = matchPage(pathname) !== null;
    if (!isPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const allowed = [...allowedMethods(pathname), ...(isPage ? ['GET', 'HEAD'] : [])];
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        const methods = [...new Set(allowed)].sort();
        return reply
          .status(405)
          .header('allow', methods.join(', '))
          .send({ message: `${pathname} does not answer ${request.method}: use ${methods.join(' or ')}` });
      }
    }
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing built file (an old hash, a withheld source map) is a 404, not the app's HTML shell; so is
    // anything asked for by a request that takes no HTML (a missing picture or map tile), which would
    // otherwise cost a page render each.
    const isAsset = pathname.startsWith('/assets/');
    const wantsPage = acceptsHtml(request.headers.accept);
    if (isApi || isAsset || !wantsPage || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    const origin = siteOrigin(config, request);
    // Parameters the page does not read (utm_source, fbclid, anything made up) share one drawing.
    const address = pageAddress(pathname, request.url.slice(pathname.length));
    const key = origin + address;
    // Past its budget an address, and anyone while the render threads and their queue are full, gets the
    // page for its browser to draw: the same head, no render, not kept, not compressed (each costs the
    // server next to nothing).
    const sendShell = async () => {
      const shellOnly = await buildPage(origin, address, false);
      return reply
        .status(shellOnly.status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(shellOnly.html);
    };
    if (!pages.has(key) && !(await withinRenderBudget(request.ip))) return sendShell();
    let page: PageAnswer;
    try {
      page = await pages.get(key, () => buildPage(origin, address));
    } catch (error) {
      if (error instanceof RenderQueueFull) return sendShell();
      throw error;
    }
    reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const body = await encodedAnswerBody(request, reply, encodedAnswerFor(page, page.html));
    return reply.send(body ?? undefined);
  });
}

/**
 * Whether a request takes an HTML page: a browser's navigation names text/html, and a request with no
 * Accept header or one taking any type alone (curl, crawlers, fetch) takes anything. A picture's request
 * names image types, with any type only as a fallback, and gets no page.
 */
function acceptsHtml(accept: string | undefined): boolean {
  if (accept === undefined) return true;
  const types = accept.split(',').map((part) => part.split(';', 1)[0]!.trim().toLowerCase());
  if (types.some((type) => type === 'text/html' || type === 'application/xhtml+xml' || type === 'text/*')) {
    return true;
  }
  return types.every((type) => type === '*/*' || type === '');
}
