import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

export const WEB_DIST = path.resolve(process.cwd(), 'dist/web');

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
 * Serves the built React app: hashed assets cached for a year, everything else revalidated, and the HTML
 * shell for every other GET so client routes (and the client 404 page) work on reload. Unknown /api paths
 * stay JSON 404s.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: AppConfig,
  distDir = WEB_DIST,
): Promise<void> {
  const shell = loadShell(distDir, config);
  if (existsSync(distDir)) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: `Route ${request.method} ${pathname} not found` });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(shell);
  });
}
