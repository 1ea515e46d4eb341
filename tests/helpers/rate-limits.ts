import type { RateLimits } from '../../src/server/context';

/** The same limit on login, register (per address and per email), contact and wrong admin keys. */
function sameLimitEverywhere(max: number, timeWindow = 60_000): RateLimits {
  return {
    login: { max, timeWindow },
    register: { max, timeWindow },
    registerPerEmail: { max, timeWindow },
    contact: { max, timeWindow },
    adminKey: { max, timeWindow },
  };
}

/** Low limits, so a test reaches the 429 after a few requests. */
export const tightRateLimits = (max: number) => sameLimitEverywhere(max);

/** Limits no test reaches: for suites where every request shares one client address (the browser tests). */
export const generousRateLimits = () => sameLimitEverywhere(1000);
