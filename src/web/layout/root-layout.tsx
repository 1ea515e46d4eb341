import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useMoveDeviceFavoritesToAccount } from '../features/favorites/api';
import { useMeasurementId } from '../features/settings/api';
import { isValidMeasurementId } from '../../common/analytics-id';
import { useAnalytics } from '../lib/analytics';
import { useAnalyticsConsent } from '../lib/consent';
import { ConsentBanner } from './consent-banner';
import { OfflineNotice } from './offline-notice';
import { PageLoading } from './page-loading';
import { ScrollToTop } from './scroll-to-top';

/**
 * Shared by every route: scroll to top on navigation, the offline notice, analytics with its consent banner,
 * the lazy-page fallback, and moving places saved in this browser to the account once signed in.
 */
export function RootLayout() {
  useMoveDeviceFavoritesToAccount();
  const measurementId = useMeasurementId();
  const { consent, bannerOpen } = useAnalyticsConsent();
  useAnalytics(measurementId, consent);
  // Only a site that measures anything asks: without a valid measurement id there is nothing to consent to.
  const asksConsent = bannerOpen && typeof measurementId === 'string' && isValidMeasurementId(measurementId);
  return (
    <>
      <ScrollToTop />
      <OfflineNotice />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {asksConsent && <ConsentBanner />}
    </>
  );
}
