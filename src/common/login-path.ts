/**
 * The login page's address for a visitor on a page: it carries the page to return to. Apart from
 * return-path.ts, whose checks only the login page needs, so the header's link costs the first load little.
 */
import { LOGIN_PATH, RETURN_PATH_PARAM } from './return-path-names';

/**
 * '/login?next=...' for a visitor on `from` (a page's path and query, as the router gives it), or plain
 * '/login' from the home page or the login page itself. The login page checks `next` before following it
 * (safeReturnPath), so a path made up to lead elsewhere only returns the visitor home.
 */
export function loginPathFrom(from: string): string {
  const pathname = from.split(/[?#]/)[0]!.toLowerCase().replace(/\/+$/, '');
  if (pathname === '' || pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_PATH_PARAM]: from }).toString()}`;
}
