import { startTransition, useEffect, useState } from 'react';

/** How often a status that depends on the clock ('Open now') is worked out again. */
const TICK_MS = 30_000;

/**
 * The time now, for what the visitor reads as 'now' (opening status): null on the server and while React
 * hydrates, so no server time is frozen into cached HTML; then the browser's clock, renewed every 30 s.
 * Null too while `enabled` is false: a page that needs the clock only for one filter does not draw itself
 * again for every tick. The clock is never urgent, so what it changes is drawn as a transition, in slices.
 */
export function useNow(enabled = true): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    if (!enabled) {
      setNow(null);
      return;
    }
    const tick = () => startTransition(() => setNow(new Date()));
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  return now;
}
