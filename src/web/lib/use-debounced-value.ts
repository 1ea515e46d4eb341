import { useEffect, useState } from 'react';

/**
 * Hands `value` to `settle` once `delayMs` have passed; the returned clean-up cancels it. As an effect that
 * runs again on every new value, only a value that stays unchanged for `delayMs` gets through.
 */
export function settleAfter<T>(value: T, delayMs: number, settle: (value: T) => void): () => void {
  const timer = setTimeout(() => settle(value), delayMs);
  return () => clearTimeout(timer);
}

/** `value`, once it has stopped changing for `delayMs`: typing in a search box sends one request, not one a key. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => settleAfter(value, delayMs, setSettled), [value, delayMs]);
  return settled;
}
