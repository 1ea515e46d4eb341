import { Link } from 'react-router';
import { LegalPage, WriteAbout, type LegalSection } from '../layout/legal-page';
import {
  ADMIN_KEY_STORAGE,
  ANALYTICS_CONSENT_STORAGE,
  DEVICE_FAVORITES_STORAGE,
  LANGUAGE_SUGGESTED_STORAGE,
  RELOADED_FOR_NEW_BUILD_STORAGE,
  SAVED_FOR_OFFLINE_CACHE,
  SECURE_SESSION_COOKIE,
  SERVICE_WORKER_CACHES,
  SESSION_COOKIE,
  SESSION_LIFETIME_DAYS,
} from '../../common/browser-storage';

interface StoredItem {
  name: string;
  /** Said under the name, in plain type. */
  note?: string;
  kind: string;
  purpose: string;
  duration: string;
}

const STORED: StoredItem[] = [
  {
    name: SESSION_COOKIE,
    note: `${SECURE_SESSION_COOKIE} on the live site`,
    kind: 'Essential cookie (httpOnly, first-party)',
    purpose:
      'Keeps you logged in after you sign in, so your favourites are available. Scripts cannot read it.',
    duration: `Until you log out, or ${SESSION_LIFETIME_DAYS} days`,
  },
  {
    name: ADMIN_KEY_STORAGE,
    kind: 'Session storage (not a cookie)',
    purpose: 'Holds the site operator’s admin key in the admin dashboard only. Never set for visitors.',
    duration: 'Until the browser tab is closed',
  },
  {
    name: RELOADED_FOR_NEW_BUILD_STORAGE,
    kind: 'Session storage (not a cookie)',
    purpose:
      'Set only when a new version of the site came out while your tab was open: remembers that the page was reloaded once for it, so it is not reloaded again.',
    duration: 'Until the page loads, or the browser tab is closed',
  },
  {
    name: ANALYTICS_CONSENT_STORAGE,
    kind: 'Local storage (not a cookie)',
    purpose: 'Remembers whether you accepted or rejected analytics cookies, so we ask only once.',
    duration: 'Until you change it under Cookie settings or clear your browser data',
  },
  {
    name: LANGUAGE_SUGGESTED_STORAGE,
    kind: 'Local storage (not a cookie)',
    purpose: "Remembers that we suggested a page in your browser's language, so we suggest it only once.",
    duration: 'Until you clear your browser data',
  },
  {
    name: DEVICE_FAVORITES_STORAGE,
    kind: 'Local storage (not a cookie)',
    purpose:
      'Keeps the places you save before logging in, on this device only; they move to your account when you log in or register.',
    duration: 'Until you log in, remove them, or clear your browser data',
  },
  {
    name: SAVED_FOR_OFFLINE_CACHE,
    kind: 'Cache storage (not a cookie)',
    purpose:
      'Copies of the places you save (their pages, details and pictures), so your favourites open with no signal. They stay on this device.',
    duration: 'Until you remove the place from your favourites or clear your browser data',
  },
  {
    name: Object.values(SERVICE_WORKER_CACHES)
      .map((cache) => cache.name)
      .join(', '),
    kind: 'Cache storage (not a cookie), kept by the site’s offline service worker',
    purpose:
      'The pages, public answers (including whether you are logged in and your favourites list), map tiles and place pictures you last viewed, so the guide still opens with no signal. They stay on this device.',
    duration: `The newest ${SERVICE_WORKER_CACHES.pages.maxEntries} pages, ${SERVICE_WORKER_CACHES.api.maxEntries} answers, ${SERVICE_WORKER_CACHES.mapTiles.maxEntries} map tiles (for up to ${SERVICE_WORKER_CACHES.mapTiles.maxAgeDays} days) and ${SERVICE_WORKER_CACHES.placePictures.maxEntries} pictures; older ones are replaced. Clearing your browser data removes them`,
  },
  {
    name: '_ga, _ga_<ID>',
    kind: 'Analytics cookies (Google Analytics)',
    purpose:
      'Count visits and pages viewed. Set only when the site operator has configured analytics and you accepted them.',
    duration: 'Up to 2 years',
  },
];

const SECTIONS: LegalSection[] = [
  {
    id: 'what-are-cookies',
    title: 'What cookies are',
    body: (
      <p>
        Cookies are small text files a website stores in your browser. Browsers also offer similar storage,
        such as session storage, which is cleared when you close the tab. This policy covers both.
      </p>
    ),
  },
  {
    id: 'what-we-use',
    title: 'What we use',
    body: (
      <>
        <p>Paphos Guide keeps its use of cookies to a minimum. This is the complete list:</p>
        <ul className="grid list-none gap-3 pl-0 sm:hidden" aria-label="Cookies and storage">
          {STORED.map((item) => (
            <li key={item.name} className="rounded-xl border border-border bg-card p-4 text-sm">
              <p className="font-mono text-xs font-semibold">{item.name}</p>
              {item.note && (
                <p className="mt-1 break-all font-mono text-xs text-muted-foreground">{item.note}</p>
              )}
              <dl className="mt-2 grid gap-1.5">
                <div>
                  <dt className="inline font-semibold">Type: </dt>
                  <dd className="inline">{item.kind}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Purpose: </dt>
                  <dd className="inline">{item.purpose}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">Duration: </dt>
                  <dd className="inline">{item.duration}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-hidden rounded-xl border border-border sm:block">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Type
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Purpose
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Duration
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border bg-card">
              {STORED.map((item) => (
                <tr key={item.name} className="align-top">
                  <th scope="row" className="px-4 py-3 font-mono text-xs font-semibold">
                    <span className="whitespace-nowrap">{item.name}</span>
                    {item.note && (
                      <span className="mt-1 block break-all font-normal text-muted-foreground">
                        {item.note}
                      </span>
                    )}
                  </th>
                  <td className="px-4 py-3">{item.kind}</td>
                  <td className="px-4 py-3">{item.purpose}</td>
                  <td className="px-4 py-3">{item.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </>
    ),
  },
  {
    id: 'essential',
    title: 'Essential cookie',
    body: (
      <p>
        The <code>{SESSION_COOKIE}</code> cookie is set only when you log in or register. It is httpOnly,
        which means scripts on the page cannot read it, and it is sent only to our own server. Without it you
        could not stay logged in, so it does not need your consent. Browsing without an account sets no cookie
        at all.
      </p>
    ),
  },
  {
    id: 'session-storage',
    title: 'Session storage for the admin area',
    body: (
      <p>
        The admin dashboard keeps the operator&apos;s admin key in your browser&apos;s session storage so it
        does not have to be typed on every page. It is stored only after someone enters a key in the admin
        area, and it disappears when the tab is closed. Ordinary visitors never have it.
      </p>
    ),
  },
  {
    id: 'analytics',
    title: 'Analytics',
    body: (
      <p>
        When the site operator has configured a Google Analytics measurement ID, a banner asks whether you
        accept analytics cookies. Only if you accept does the site load Google Analytics, which sets the{' '}
        <code>_ga</code> cookies to count visits and see which pages are useful; if you reject, or do not
        answer, nothing is loaded. You can change your answer at any time with Cookie settings at the bottom
        of every page. If no measurement ID is configured, no analytics script loads and no banner asks. We do
        not use advertising or cross-site tracking cookies of our own.
      </p>
    ),
  },
  {
    id: 'third-party-sites',
    title: 'Third-party websites',
    body: (
      <p>
        Tour and affiliate links take you to other websites, such as tour-booking providers and the
        third-party sign-in provider that accounts use. Those sites set their own cookies under their own
        policies, which we do not control. The map on our pages does not set cookies.
      </p>
    ),
  },
  {
    id: 'your-choices',
    title: 'Your choices',
    body: (
      <>
        <p>
          You can block or delete cookies in your browser settings at any time. If you block the session
          cookie, you can still browse every page, but you will not be able to log in or save favourites. You
          can also opt out of Google Analytics with Google&apos;s browser add-on or your browser&apos;s
          tracking protection.
        </p>
        <p>
          More about how we handle personal data is in our <Link to="/privacy-policy">Privacy Policy</Link>.
          Our services are not intended for children under 16.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and governing law',
    body: (
      <p>
        If we start using a new cookie we will add it to the list above and update the date at the top of this
        page. This policy is governed by the laws of the Republic of Cyprus.{' '}
        <WriteAbout
          privacyTopic="questions about cookies or your data"
          legalTopic="other legal questions"
          eitherTopic="questions about cookies, your data or any other legal matter"
        />
      </p>
    ),
  },
];

/** /cookie-policy */
export function CookiePolicyPage() {
  return (
    <LegalPage
      path="/cookie-policy"
      summary={
        <p>
          A short, complete list of what Paphos Guide stores in your browser, why, and how to turn it off.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
