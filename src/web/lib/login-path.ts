import { useHref, useLocation } from 'react-router';
import { pageAddress } from '../../common/pages';
import { loginPathFrom } from '../../common/login-path';

/**
 * The login page's address that returns the visitor to this page once logged in, in the page's language
 * (the router adds its prefix: '/el/login?next=%2Fcontact'). The page is named by the query parameters it
 * reads only (pageAddress), as the server drew it, so the link is the same on both sides.
 */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return useHref(loginPathFrom(pageAddress(pathname, search)));
}
