import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PAGE_PATHS, type PagePath } from '../common/pages';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { pageCodeLoaded, reloadForNewBuild } from './lib/new-build';
import { HomePage } from './pages/home';
import { NotFoundPage } from './pages/not-found';

/**
 * A page module loaded on first visit; `name` is its named export. If its code cannot be loaded while
 * online (a deploy replaced it), the address is loaded anew once before the error screen shows.
 */
function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    try {
      const page = (await load())[name];
      pageCodeLoaded();
      return { default: page };
    } catch (error) {
      if (reloadForNewBuild()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
}

const PlacesPage = lazyPage(() => import('./pages/places'), 'PlacesPage');
const PlaceDetailPage = lazyPage(() => import('./pages/place-detail'), 'PlaceDetailPage');
const EventDetailPage = lazyPage(() => import('./pages/event-detail'), 'EventDetailPage');
const WhatsOnPage = lazyPage(() => import('./pages/whats-on'), 'WhatsOnPage');
const FavoritesPage = lazyPage(() => import('./pages/favorites'), 'FavoritesPage');
const AccountPage = lazyPage(() => import('./pages/account'), 'AccountPage');
const ContactPage = lazyPage(() => import('./pages/contact'), 'ContactPage');
const BlogPage = lazyPage(() => import('./pages/blog'), 'BlogPage');
const BlogPostPage = lazyPage(() => import('./pages/blog-post'), 'BlogPostPage');
const AdminPage = lazyPage(() => import('./pages/admin'), 'AdminPage');
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage');
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy-policy'), 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(() => import('./pages/terms-of-service'), 'TermsOfServicePage');
const CookiePolicyPage = lazyPage(() => import('./pages/cookie-policy'), 'CookiePolicyPage');

/** The page each route of common/pages.ts shows: the type asks for every page, so none can be left out. */
const PAGE_COMPONENTS: Record<PagePath, ComponentType> = {
  '/': HomePage,
  '/places': PlacesPage,
  '/places/:slug': PlaceDetailPage,
  '/events': WhatsOnPage,
  '/events/:id': EventDetailPage,
  '/my-favorites': FavoritesPage,
  '/account': AccountPage,
  '/contact': ContactPage,
  '/blog': BlogPage,
  '/blog/:slug': BlogPostPage,
  '/admin': AdminPage,
  '/login': LoginPage,
  '/privacy-policy': PrivacyPolicyPage,
  '/terms-of-service': TermsOfServicePage,
  '/cookie-policy': CookiePolicyPage,
};

/** Every page, shared by the browser's router and the server's renderer (entry-server.tsx); any other path is the 404 page. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...PAGE_PATHS.map((path) => {
        const Page = PAGE_COMPONENTS[path];
        return { path, element: <Page /> };
      }),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
