import type { AttemptCounter } from '../../lib/attempt-counter';

/**
 * Wrong passwords for one account, from any address, slow that account's logins down rather than lock it:
 * a guesser spread over many addresses gets a few tries a minute, and the owner, whose password is right,
 * still gets in after the same short wait (a lock would let anyone shut the owner out).
 */
export interface LoginSlowdown {
  /** Wrong passwords in the window before any wait. */
  freeFailures: number;
  /** The wait each further wrong password adds. */
  delayPerFailureMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_SLOWDOWN: LoginSlowdown = {
  freeFailures: 5,
  delayPerFailureMs: 1000,
  maxDelayMs: 10_000,
  windowMs: 15 * 60_000,
};

/** How long a login waits before its password is checked, after `failures` wrong ones in the window. */
export function loginDelayMs(failures: number, slowdown: LoginSlowdown): number {
  const beyond = failures - slowdown.freeFailures;
  return beyond > 0 ? Math.min(beyond * slowdown.delayPerFailureMs, slowdown.maxDelayMs) : 0;
}

const failuresKey = (email: string) => `login-failures:${email.trim().toLowerCase()}`;

/**
 * Waits as long as the account's wrong passwords ask, then runs `check`; a check that fails counts as a
 * wrong password. The wait comes first, for right and wrong passwords alike, so a guesser learns nothing by
 * giving up on a slow answer.
 */
export async function withLoginSlowdown<T>(
  attempts: AttemptCounter,
  email: string,
  slowdown: LoginSlowdown,
  check: () => Promise<T>,
): Promise<T> {
  const { count } = await attempts.peek(failuresKey(email));
  const delay = loginDelayMs(count, slowdown);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  try {
    return await check();
  } catch (error) {
    await attempts.hit(failuresKey(email), slowdown.windowMs);
    throw error;
  }
}
