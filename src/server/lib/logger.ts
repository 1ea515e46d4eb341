import { pino, type DestinationStream, type Logger } from 'pino';
import type { AppConfig } from '../config';

export type { Logger };

/** Query parameters whose values are secrets whoever sends them (an admin key pasted into an address). */
const SECRET_PARAMETER = /key|token|secret|password|auth/i;

/** The request's address for the log, with the values of secret-looking query parameters taken out. */
export function urlForLog(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((part) => {
      const [name = ''] = part.split('=', 1);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came, and checked as it came.
      }
      return SECRET_PARAMETER.test(decoded) && part.includes('=') ? `${name}=[redacted]` : part;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/**
 * One logger for the HTTP app and the jobs, writing to standard output (or `destination`); secrets and
 * session cookies never reach it.
 */
export function createLogger(config: AppConfig, destination?: DestinationStream): Logger {
  const level = config.NODE_ENV === 'production' ? 'info' : config.NODE_ENV === 'test' ? 'silent' : 'warn';
  const options = {
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-admin-key"]', 'req.headers.authorization'],
      censor: '[redacted]',
    },
    // Fastify's request fields, with the address's secrets taken out: an admin key sent in a query string
    // (which the server refuses: keys go in the x-admin-key header) must not land in the access log.
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: urlForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
