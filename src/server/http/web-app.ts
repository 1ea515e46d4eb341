import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { renderShellHead } from '../modules/seo/head';
import type { PageDescription } from '../modules/seo/service';
import { siteOrigin } from '../lib/site-origin';

export const WEB_DIST = path.resolve(process.cwd(), 'dist/web');

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

export type DescribePage = (
  pathname: string,
  search: URLSearchParams,
  origin: string,
) => Promise<PageDescription>;

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and the HTML
 * shell for every other GET so client routes work on reload, with the page's title, description, canonical
 * URL and JSON-LD already in its head: 200 for a page that exists, 404 (the client shows its not-found
 * screen) for any other path. Unknown /api paths stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  describePage: DescribePage,
  distDir = WEB_DIST,
): Promise<void> {
  const shell = loadShell(distDir, config);
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
    const [pathname = '/', query = ''] = request.url.split('?', 2);
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    // A missing built file (an old hash, a withheld source map) is a 404, not the app's HTML shell.
    const isAsset = pathname.startsWith('/assets/');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    const page = await describePage(pathname, new URLSearchParams(query), siteOrigin(config, request));
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderShellHead(shell, page.head, pathname));
  });
}
