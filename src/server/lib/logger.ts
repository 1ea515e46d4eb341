import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config';

export type { Logger };

/** One logger for the HTTP app and the jobs; secrets and session cookies never reach it. */
export function createLogger(config: AppConfig): Logger {
  const level = config.NODE_ENV === 'production' ? 'info' : config.NODE_ENV === 'test' ? 'silent' : 'warn';
  return pino({
    level,
    redact: {
      paths: ['req.headers.cookie', 'req.headers["x-admin-key"]', 'req.headers.authorization'],
      censor: '[redacted]',
    },
  });
}
