import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { tileTemplateOrigin } from '../../common/map-tiles';

/**
 * The security headers helmet sets for these options, worked out once: they are the same for every answer,
 * and building them per request (parsing the CSP directives each time) was the largest share of the app's
 * own work on a cached read.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure;
  return headers;
}

/**
 * The Content-Security-Policy sources that let the map (img-src) and the service worker (connect-src) load
 * tiles from a `MAP_TILE_URL` template: its origin, with a leading `{s}` subdomain as a wildcard
 * (`https://*.tiles.example.com`), or none for a path on this site ('self' covers it). Needed for a tile
 * server on plain http, which the blanket `https:` misses.
 */
export function tileServerSources(template: string): string[] {
  const origin = tileTemplateOrigin(template);
  return origin ? [origin.replace('{s}', '*')] : [];
}

/** Sends the headers on every answer, errors and 404s included. */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}
