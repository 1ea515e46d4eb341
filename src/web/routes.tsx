import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DEFAULT_LANGUAGE, splitLanguagePath } from '../common/languages';
import { isEnglishOnlyPage, PAGE_PATHS, type PagePath } from '../common/pages';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import type { LaterPart } from './i18n/parts';
import { loadWords } from './lib/i18n';
import { pageCodeLoaded, reloadForNewBuild } from './lib/new-build';
import { HomePage } from './pages/home';

/**
 * A page module loaded on first visit; `name` is its named export, `words` the parts of the catalogues
 * with its own words (i18n/parts.ts), loaded beside it. An English-only page (common/pages.ts) asked for
 * below another language's prefix ('/el/account', as a link on a Greek page writes it) loads at its English
 * path instead. If its code cannot be loaded while online (a deploy replaced it), the address is loaded
 * anew once before the error screen shows.
 */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
  words: readonly LaterPart[] = [],
  englishOnly = false,
) {
  return lazy(async () => {
    // Only in the browser: the server draws no English-only page (they are personal: common/pages.ts).
    const { language, path } = englishOnly ? splitLanguagePath(window.location.pathname) : {};
    if (language && language !== DEFAULT_LANGUAGE) {
      window.location.replace(path + window.location.search);
      return new Promise<never>(() => undefined);
    }
    try {
      const [module] = await Promise.all([load(), loadWords(words)]);
      const page = module[name];
      pageCodeLoaded();
      return { default: page };
    } catch (error) {
      if (reloadForNewBuild()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
}

const NotFoundPage = lazyPage(() => import('./pages/not-found'), 'NotFoundPage', ['later']);
const PlacesPage = lazyPage(() => import('./pages/places'), 'PlacesPage', ['places']);
const PlaceDetailPage = lazyPage(() => import('./pages/place-detail'), 'PlaceDetailPage', [
  'later',
  'place',
  'events',
]);
const EventDetailPage = lazyPage(() => import('./pages/event-detail'), 'EventDetailPage', [
  'events',
  'later',
]);
const WhatsOnPage = lazyPage(() => import('./pages/whats-on'), 'WhatsOnPage', ['events']);
// 'later' holds the favourite button's words, which the place page shows too.
const FavoritesPage = lazyPage(() => import('./pages/favorites'), 'FavoritesPage', ['favorites', 'later']);
const AccountPage = lazyPage(
  () => import('./pages/account'),
  'AccountPage',
  [],
  isEnglishOnlyPage('/account'),
);
const ContactPage = lazyPage(() => import('./pages/contact'), 'ContactPage', ['contact']);
// A guide's date is written with the month names of the 'events' part.
const BlogPage = lazyPage(() => import('./pages/blog'), 'BlogPage', ['later', 'guides', 'events']);
const BlogPostPage = lazyPage(() => import('./pages/blog-post'), 'BlogPostPage', [
  'later',
  'guides',
  'events',
  'place',
]);
// The dashboard's event cards say when events are in the site's words for dates (lib/i18n.tsx, English).
const AdminPage = lazyPage(
  () => import('./pages/admin'),
  'AdminPage',
  ['events'],
  isEnglishOnlyPage('/admin'),
);
const LoginPage = lazyPage(() => import('./pages/login'), 'LoginPage', ['auth']);
const PrivacyPolicyPage = lazyPage(() => import('./pages/privacy-policy'), 'PrivacyPolicyPage', ['legal']);
const TermsOfServicePage = lazyPage(() => import('./pages/terms-of-service'), 'TermsOfServicePage', [
  'legal',
]);
const CookiePolicyPage = lazyPage(() => import('./pages/cookie-policy'), 'CookiePolicyPage', ['legal']);

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
