import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether the browser says the request came from another site (Fetch metadata, then the Origin header). */
export function isCrossSite(request: Pick<FastifyRequest, 'headers' | 'host' | 'protocol'>): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site') return true;
  if (fetchSite === 'same-origin' || fetchSite === 'same-site' || fetchSite === 'none') return false;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // Both through URL, so a default port ('localhost:80' against 'http://localhost') compares equal.
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host;
  } catch {
    return true;
  }
}

/**
 * CSRF defence beyond SameSite=Lax: a state-changing request another site's page makes is refused (403),
 * and bodies must be JSON (a cross-site HTML form can send only form or plain-text bodies). Requests
 * without browser headers (curl, server-to-server with the admin key) are not affected.
 */
export function refuseCrossSiteWrites(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossSite(request)) {
      throw new AppError(403, 'Requests from other sites may not change anything here');
    }
  });
}
