import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useMoveDeviceFavoritesToAccount } from '../features/favorites/api';
import { useMeasurementId } from '../features/settings/api';
import { isValidMeasurementId } from '../../common/analytics-id';
import { LazyPart } from '../components/ui/lazy-part-boundary';
import { useAnalytics } from '../lib/analytics';
import { useAnalyticsConsent } from '../lib/consent';
import { loadWords } from '../lib/i18n';
import { OfflineNotice } from './offline-notice';
import { PageLoading } from './page-loading';

/** Asks only on a site that measures visits, of a visitor who has not answered: not in the first load. */
const ConsentBanner = lazy(async () => {
  const [module] = await Promise.all([import('./consent-banner'), loadWords(['later'])]);
  return { default: module.ConsentBanner };
});

/**
 * Shared by every route: scroll to top on navigation (SPEC 2) and back to where the visitor was on Back
 * (a long list keeps its place), the offline notice, analytics with its consent banner,
 * the lazy-page fallback, and moving places saved in this browser to the account once signed in.
 *
 * The layout itself holds no state, and what reads the API sits inside the page's Suspense boundary. A
 * server-rendered page hydrates inside that boundary in slices, between which the browser stays
 * responsive; an answer arriving meanwhile must not re-render the layout (React would then hydrate the
 * whole page at once, in one long task) nor reach a part not yet hydrated (which would then differ from
 * the server's HTML). Inside the boundary, nothing reads the API until the page has hydrated.
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <OfflineNotice />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
        <AnalyticsWithConsent />
        <DeviceFavoritesMover />
        <AppReadyMark />
      </Suspense>
    </>
  );
}

function AnalyticsWithConsent() {
  const measurementId = useMeasurementId();
  const { consent, bannerOpen } = useAnalyticsConsent();
  useAnalytics(measurementId, consent);
  // Only a site that measures anything asks: without a valid measurement id there is nothing to consent to.
  const asksConsent = bannerOpen && typeof measurementId === 'string' && isValidMeasurementId(measurementId);
  return asksConsent ? (
    <LazyPart name="cookie banner">
      <ConsentBanner />
    </LazyPart>
  ) : null;
}

/**
 * `<html data-app-ready>` once the first page is the app's (hydrated, or drawn in the browser): a
 * server-rendered page shows at once but its controls answer only from then (the browser tests wait for it).
 */
function AppReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

function DeviceFavoritesMover() {
  useMoveDeviceFavoritesToAccount();
  return null;
}
