import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RateLimit } from '../../context';
import { AppError } from '../../lib/app-error';
import type { AttemptCounter } from '../../lib/attempt-counter';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * Checks the x-admin-key header against ADMIN_KEY with a constant-time compare (of digests, so the
 * lengths match), and throttles an address that keeps sending wrong keys. The wrong keys are counted in
 * `failures`, which every instance shares when REDIS_URL is set.
 */
export function createAdminKeyCheck(adminKey: string, throttle: RateLimit, failures: AttemptCounter) {
  const expected = digest(adminKey);

  return async function checkAdminKey(request: FastifyRequest): Promise<void> {
    const key = `admin-key:${request.ip}`;
    const sofar = await failures.peek(key);
    if (sofar.count >= throttle.max) {
      const seconds = Math.ceil(sofar.resetInMs / 1000);
      throw new AppError(429, `Too many wrong admin keys, please try again in ${seconds} seconds`, {
        'retry-after': String(seconds),
      });
    }
    const given = request.headers['x-admin-key'];
    if (typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), expected)) return;
    await failures.hit(key, throttle.timeWindow);
    throw new AppError(401, given ? 'The admin key is not valid' : 'Admin key required (x-admin-key header)');
  };
}
