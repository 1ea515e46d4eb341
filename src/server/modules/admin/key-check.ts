import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AttemptCounter } from '../../lib/attempt-counter';
import { slowdownDelayMs, waitFor, type FailureSlowdown } from '../../lib/failure-slowdown';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Wrong admin keys from one address slow its next wrong ones down; the right key always gets in at once. */
export const DEFAULT_ADMIN_KEY_SLOWDOWN: FailureSlowdown = {
  freeFailures: 5,
  delayPerFailureMs: 1000,
  maxDelayMs: 10_000,
  windowMs: 15 * 60_000,
};

/**
 * Checks the x-admin-key header against ADMIN_KEY with a constant-time compare (of digests, so the
 * lengths match). The key is 24 or more random characters, so guessing is not the threat; locking the
 * operator out is: the right key is never refused, and each wrong one past a few is answered more slowly.
 * Wrong keys are counted in `failures`, which every instance shares when REDIS_URL is set.
 */
export function createAdminKeyCheck(adminKey: string, slowdown: FailureSlowdown, failures: AttemptCounter) {
  const expected = digest(adminKey);

  return async function checkAdminKey(request: FastifyRequest): Promise<void> {
    const given = request.headers['x-admin-key'];
    if (typeof given === 'string' && given !== '' && timingSafeEqual(digest(given), expected)) return;
    const { count } = await failures.hit(`admin-key:${request.ip}`, slowdown.windowMs);
    await waitFor(slowdownDelayMs(count - 1, slowdown));
    throw new AppError(401, given ? 'The admin key is not valid' : 'Admin key required (x-admin-key header)');
  };
}
