/** Where the server reads the time, so jobs and time-dependent rules can be tested at a fixed instant. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock stopped at one instant (tests), or moved by hand with `set`. */
export function fixedClock(at: Date | string): Clock & { set(to: Date | string): void } {
  let current = new Date(at);
  return {
    now: () => new Date(current),
    set: (to) => {
      current = new Date(to);
    },
  };
}
