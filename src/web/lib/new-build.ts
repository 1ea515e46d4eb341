import { RELOADED_FOR_NEW_BUILD_STORAGE as RELOADED_FOR } from '../../common/browser-storage';
import { sessionStore } from './session-storage';

/**
 * A page's code failed to load while the browser is online: most likely a deploy replaced the scripts this
 * open tab knows by name. Loads the address anew, once per address, so the server's page brings the new
 * ones; true when it does (the caller then waits for the reload). False when offline, or when this address
 * was already reloaded for that reason: the error screen then says what happened.
 */
export function reloadForNewBuild(): boolean {
  const storage = sessionStore();
  if (!storage || !navigator.onLine) return false;
  const address = window.location.href;
  if (storage.getItem(RELOADED_FOR) === address) return false;
  storage.setItem(RELOADED_FOR, address);
  window.location.reload();
  return true;
}

/** The page's code loaded: a later failure at this address may reload again. */
export function pageCodeLoaded(): void {
  const storage = sessionStore();
  if (storage && storage.getItem(RELOADED_FOR) === window.location.href) storage.removeItem(RELOADED_FOR);
}
