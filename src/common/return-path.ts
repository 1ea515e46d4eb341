/**
 * Where a visitor returns after logging in or registering: the page that sent them to /login, carried in
 * its `next` query parameter. The parameter is the visitor's to edit (and a link from another site can set
 * it), so only a path on this site is followed; anything else returns to the home page.
 */

import { LOGIN_PATH } from './return-path-names';

const HOME = '/';
/** Longer than any page address of the site; a longer value is not one of them. */
const MAX_RETURN_PATH_LENGTH = 2000;
/** Any other origin, however spelled: '//host' and, as browsers read '\' as '/', '/\host'. */
const OTHER_ORIGIN = /^\/[/\\]/;
/** An origin that is not a real site: a value that parses to another origin is not a path here. */
const PROBE_ORIGIN = 'https://return-path.invalid';

/**
 * `value` when it is a path of this site to return to after logging in, otherwise '/'. A path starts with
 * one '/', has no second '/' or '\' after it, no scheme, no control characters, and is not
 * /login itself (which would log the visitor in to send them back to the login page). The same rules hold
 * for the value decoded once, for code that decodes it again.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > MAX_RETURN_PATH_LENGTH) return HOME;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return HOME;
  }
  if (![value, decoded].every(isSameSitePath)) return HOME;
  const url = new URL(value, PROBE_ORIGIN);
  if (url.origin !== PROBE_ORIGIN || isLoginPage(url.pathname)) return HOME;
  return value;
}

function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !OTHER_ORIGIN.test(path) && ![...path].some(isControlCharacter);
}

/** Browsers drop tabs and newlines from a URL, so '/\t/evil.com' would open evil.com. */
function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
}

/** Whether the path opens the login page, as the router matches it: any case, with a trailing '/'. */
function isLoginPage(pathname: string): boolean {
  return decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') === LOGIN_PATH;
}
