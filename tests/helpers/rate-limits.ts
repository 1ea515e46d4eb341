import type { RateLimits } from '../../src/server/context';

/**
 * The same limit on login, register, contact, suggestions and wrong admin keys per address, and as many wrong passwords
 * for one account before its logins slow down.
 */
function sameLimitEverywhere(max: number, timeWindow = 60_000): RateLimits {
  return {
    login: { max, timeWindow },
    register: { max, timeWindow },
    loginSlowdown: { freeFailures: max, delayPerFailureMs: 1000, maxDelayMs: 10_000, windowMs: timeWindow },
    contact: { max, timeWindow },
    suggestions: { max, timeWindow },
    adminKey: { freeFailures: max, delayPerFailureMs: 1000, maxDelayMs: 10_000, windowMs: timeWindow },
    pageRenders: { max, timeWindow },
  };
}

/** Low limits, so a test reaches the 429 after a few requests. */
export const tightRateLimits = (max: number) => sameLimitEverywhere(max);

/** Limits no test reaches: for suites where every request shares one client address (the browser tests). */
export const generousRateLimits = () => sameLimitEverywhere(1000);
