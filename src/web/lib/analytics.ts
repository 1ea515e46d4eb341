/**
 * Google Analytics (gtag.js). The tag is injected once for a valid measurement id and removed on cleanup;
 * an invalid id only gives a console warning (SPEC 4 and 5). No inline script: gtag() is defined here, so the
 * page works under a strict CSP that allows https://www.googletagmanager.com.
 */
import { useEffect } from 'react';
import { isValidMeasurementId } from '../../common/analytics-id';
import type { AnalyticsConsent } from './consent';

export const INVALID_MEASUREMENT_ID = 'Invalid Google Analytics measurement ID format';
const SCRIPT_ID = 'paphos-gtag';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** Adds the gtag script for the id; returns a function that removes it. */
export function injectAnalytics(measurementId: string): () => void {
  if (document.getElementById(SCRIPT_ID)) return () => undefined;

  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the `arguments` object, not an array, from the data layer.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId);

  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);

  return () => {
    script.remove();
    delete window.gtag;
  };
}

/**
 * Loads analytics for the measurement id once it is known (undefined while loading, null when unset) and
 * only after the visitor accepted analytics cookies; withdrawing consent removes the tag again.
 */
export function useAnalytics(measurementId: string | null | undefined, consent: AnalyticsConsent): void {
  useEffect(() => {
    if (measurementId === undefined) return;
    if (!isValidMeasurementId(measurementId)) {
      console.warn(INVALID_MEASUREMENT_ID);
      return;
    }
    if (consent !== 'granted') return;
    return injectAnalytics(measurementId.trim());
  }, [measurementId, consent]);
}
