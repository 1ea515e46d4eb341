import './lib/zod-jitless';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { LANGUAGES, preferredLanguage, splitLanguagePath } from '../common/languages';
import { pageAddress } from '../common/pages';
import { QUERY_STATE_ELEMENT_ID } from '../common/server-render';
import { App } from './app';
import { loadTranslator, setPageTranslator } from './lib/i18n';
import { languageSuggested } from './lib/language-choice';
import { queryClient } from './lib/query-client';
import { restoreQueryState } from './lib/query-state';
import { routes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const { pathname, search } = window.location;
// The address names the language ('/el/...'); the router works below its prefix, so links stay in it.
const { language } = splitLanguagePath(pathname);

/**
 * Hands the main thread back to the browser between start-up steps. On a phone each step (the router, the
 * page's saved answers, hydrating) is tens of milliseconds: run back to back they were one long task that
 * held up a tap.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

void loadTranslator(language).then(async (translator) => {
  await nextTask();
  setPageTranslator(translator);
  const router = createBrowserRouter(routes, { basename: LANGUAGES[language].prefix || undefined });
  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} origin={window.location.origin} translator={translator}>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );

  // A page the server rendered carries the API answers it was drawn with; the others start empty. Offline,
  // the service worker may hand over a page saved for another address: that one only boots the app.
  const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (serverState?.textContent && serverState.dataset.url === pageAddress(pathname, search)) {
    restoreQueryState(queryClient, serverState.textContent);
    await nextTask();
    // As a transition, hydrating yields to the browser every few milliseconds instead of running to the end
    // in one task; the page is already drawn, and a tap on it hydrates its part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }

  // On a first visit in a language other than the browser's own (the first of its languages, as it sends
  // them in Accept-Language, that the site speaks), that language is offered once; never moved to by itself.
  const preferred = preferredLanguage(navigator.languages);
  if (preferred && preferred !== language && !languageSuggested()) {
    void import('./layout/language-offer').then((offer) => offer.offerLanguage(preferred));
  }
});
