/**
 * Failed attempts (wrong passwords for an account, wrong admin keys from an address) slow the next ones
 * down rather than lock anyone out: a guesser gets a few tries a minute, and the person who knows the secret
 * is never refused (a lock would let anyone shut them out).
 */
export interface FailureSlowdown {
  /** Failures in the window before any wait. */
  freeFailures: number;
  /** The wait each further failure adds. */
  delayPerFailureMs: number;
  maxDelayMs: number;
  windowMs: number;
}

/**
 * How long an attempt waits after `failures` failed ones in the window: nothing until `freeFailures`, then
 * one step for the first attempt past them, two for the next, and so on up to `maxDelayMs`.
 */
export function slowdownDelayMs(failures: number, slowdown: FailureSlowdown): number {
  if (failures < slowdown.freeFailures) return 0;
  const steps = failures - slowdown.freeFailures + 1;
  return Math.min(steps * slowdown.delayPerFailureMs, slowdown.maxDelayMs);
}

export const waitFor = (ms: number) =>
  ms > 0 ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
