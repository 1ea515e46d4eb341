import { useLocation } from 'react-router';
import { pageAddress } from '../../common/pages';
import { loginPathFrom } from '../../common/login-path';

/**
 * The login page's address that returns the visitor to this page once logged in. The page is named by the
 * query parameters it reads only (pageAddress), as the server drew it, so the link is the same on both sides.
 */
export function useLoginPath(): string {
  const { pathname, search } = useLocation();
  return loginPathFrom(pageAddress(pathname, search));
}
