import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config';

/**
 * ADMIN_KEY from the environment; outside production, a random key made once and kept in the data folder
 * so a fresh `npm start` has a working admin dashboard. Production refuses to start without one, or with
 * one shorter than 24 characters (a guessable key).
 */
export const PRODUCTION_ADMIN_KEY_MIN_LENGTH = 24;

export function resolveAdminKey(config: AppConfig): { key: string; generated: boolean } {
  if (config.ADMIN_KEY) {
    if (config.NODE_ENV === 'production' && config.ADMIN_KEY.length < PRODUCTION_ADMIN_KEY_MIN_LENGTH) {
      throw new Error(
        `Invalid configuration:\n  ADMIN_KEY: must be at least ${PRODUCTION_ADMIN_KEY_MIN_LENGTH} characters in production`,
      );
    }
    return { key: config.ADMIN_KEY, generated: false };
  }
  if (config.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\n  ADMIN_KEY: required in production');
  }
  const keyPath = path.join(config.DATA_DIR, 'admin-key');
  if (existsSync(keyPath)) return { key: readFileSync(keyPath, 'utf8').trim(), generated: true };
  mkdirSync(config.DATA_DIR, { recursive: true });
  const key = randomBytes(18).toString('base64url');
  writeFileSync(keyPath, `${key}\n`, { mode: 0o600 });
  return { key, generated: true };
}
