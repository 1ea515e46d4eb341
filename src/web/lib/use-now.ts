import { useEffect, useState } from 'react';

/** How often a status that depends on the clock ('Open now') is worked out again. */
const TICK_MS = 30_000;

/**
 * The time now, for what the visitor reads as 'now' (opening status): null on the server and while React
 * hydrates, so no server time is frozen into cached HTML; then the browser's clock, renewed every 30 s.
 */
export function useNow(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
