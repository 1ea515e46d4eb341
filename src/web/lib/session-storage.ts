/**
 * The browser session's storage, or null where there is none: on the server (which renders the same
 * modules) and where the browser refuses it (storage blocked by the visitor's settings).
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
