import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** PUBLIC_URL when set (the canonical origin behind a proxy), otherwise the origin the request came to. */
export function siteOrigin(config: AppConfig, request: FastifyRequest): string {
  return config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
}
