import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMeasurementId } from '../features/settings/api';
import { useAnalytics } from '../lib/analytics';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';

/** Shared by every route: scroll to top on navigation, analytics, and the lazy-page fallback. */
export function RootLayout() {
  useAnalytics(useMeasurementId());
  return (
    <>
      <ScrollToTop />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </>
  );
}
