import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { pageAddress } from '../common/pages';
import { QUERY_STATE_ELEMENT_ID } from '../common/server-render';
import { App } from './app';
import { queryClient } from './lib/query-client';
import { restoreQueryState } from './lib/query-state';
import { routes } from './routes';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App queryClient={queryClient} origin={window.location.origin}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// A page the server rendered carries the API answers it was drawn with; the others start empty. Offline,
// the service worker may hand over a page saved for another address: that one only boots the app.
const serverState = document.getElementById(QUERY_STATE_ELEMENT_ID);
const { pathname, search } = window.location;
if (serverState?.textContent && serverState.dataset.url === pageAddress(pathname, search)) {
  restoreQueryState(queryClient, serverState.textContent);
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
