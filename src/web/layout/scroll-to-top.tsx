import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls instantly to the top whenever the pathname changes (SPEC 2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
