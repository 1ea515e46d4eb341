import { useSyncExternalStore } from 'react';

const nothingToSubscribeTo = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (and from the first
 * render of a page the browser draws itself): for controls that only work once the app runs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribeTo,
    () => true,
    () => false,
  );
}
