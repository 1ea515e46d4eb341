import type { RateLimits } from '../../src/server/context';

/** The same limit per client address on login, register, contact and wrong admin keys. */
function sameLimitEverywhere(max: number, timeWindow = 60_000): RateLimits {
  return {
    login: { max, timeWindow },
    register: { max, timeWindow },
    contact: { max, timeWindow },
    adminKey: { max, timeWindow },
  };
}

/** Low limits, so a test reaches the 429 after a few requests. */
export const tightRateLimits = (max: number) => sameLimitEverywhere(max);

/** Limits no test reaches: for suites where every request shares one client address (the browser tests). */
export const generousRateLimits = () => sameLimitEverywhere(1000);
