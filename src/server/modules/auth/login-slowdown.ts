import type { AttemptCounter } from '../../lib/attempt-counter';
import { slowdownDelayMs, waitFor, type FailureSlowdown } from '../../lib/failure-slowdown';

/** Wrong passwords for one account, from any address, slow that account's logins down (never lock them). */
export const DEFAULT_LOGIN_SLOWDOWN: FailureSlowdown = {
  freeFailures: 5,
  delayPerFailureMs: 1000,
  maxDelayMs: 10_000,
  windowMs: 15 * 60_000,
};

const failuresKey = (email: string) => `login-failures:${email.trim().toLowerCase()}`;

/**
 * Waits as long as the account's wrong passwords ask, then runs `check`; a check that fails counts as a
 * wrong password. The wait comes first, for right and wrong passwords alike, so a guesser learns nothing by
 * giving up on a slow answer, and the owner still gets in.
 */
export async function withLoginSlowdown<T>(
  attempts: AttemptCounter,
  email: string,
  slowdown: FailureSlowdown,
  check: () => Promise<T>,
): Promise<T> {
  const { count } = await attempts.peek(failuresKey(email));
  await waitFor(slowdownDelayMs(count, slowdown));
  try {
    return await check();
  } catch (error) {
    await attempts.hit(failuresKey(email), slowdown.windowMs);
    throw error;
  }
}
