import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../../context';
import { AppError } from '../../lib/app-error';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Checks the x-admin-key header against ADMIN_KEY with a constant-time compare (of digests, so the
 * lengths match), and throttles an address that keeps sending wrong keys.
 */
export function createAdminKeyCheck(adminKey: string, throttle: RateLimit) {
  const expected = digest(adminKey);
  const failures = new Map<string, { count: number; resetAt: number }>();

  return function checkAdminKey(request: FastifyRequest): void {
    const now = Date.now();
    const record = failures.get(request.ip);
    if (record && record.resetAt <= now) failures.delete(request.ip);
    const current = failures.get(request.ip);
    if (current && current.count >= throttle.max) {
      const seconds = Math.ceil((current.resetAt - now) / 1000);
      throw new AppError(429, `Too many wrong admin keys, please try again in ${seconds} seconds`);
    }
    const given = request.headers['x-admin-key'];
    if (typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), expected)) return;
    const next = current ?? { count: 0, resetAt: now + throttle.timeWindow };
    next.count += 1;
    failures.set(request.ip, next);
    if (failures.size > 10_000) failures.delete(failures.keys().next().value!);
    throw new AppError(401, given ? 'The admin key is not valid' : 'Admin key required (x-admin-key header)');
  };
}
