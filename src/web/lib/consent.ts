/**
 * The visitor's choice about analytics cookies, kept in this browser (EU rules: nothing that sets cookies
 * for measurement loads before the visitor agrees). Shared through a tiny store so the banner, the footer's
 * 'Cookie settings' and the analytics loader see the same value.
 */
import { useSyncExternalStore } from 'react';
import { ANALYTICS_CONSENT_STORAGE } from '../../common/browser-storage';

export type AnalyticsConsent = 'granted' | 'denied' | 'unset';

const listeners = new Set<() => void>();
let snapshot: { consent: AnalyticsConsent; bannerOpen: boolean } | undefined;

function read(): AnalyticsConsent {
  try {
    const stored = window.localStorage.getItem(ANALYTICS_CONSENT_STORAGE);
    return stored === 'granted' || stored === 'denied' ? stored : 'unset';
  } catch {
    return 'unset';
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records the choice (and closes the banner). */
export function setAnalyticsConsent(choice: 'granted' | 'denied'): void {
  try {
    window.localStorage.setItem(ANALYTICS_CONSENT_STORAGE, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  snapshot = { consent: choice, bannerOpen: false };
  notify();
}

/** 'Cookie settings': shows the banner again so the visitor can change their mind. */
export function reopenConsentBanner(): void {
  snapshot = { consent: getSnapshot().consent, bannerOpen: true };
  notify();
}

function getSnapshot(): { consent: AnalyticsConsent; bannerOpen: boolean } {
  if (!snapshot) {
    const consent = read();
    snapshot = { consent, bannerOpen: consent === 'unset' };
  }
  return snapshot;
}

/** The current choice, and whether the banner should show (no choice yet, or reopened). */
export function useAnalyticsConsent(): { consent: AnalyticsConsent; bannerOpen: boolean } {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
