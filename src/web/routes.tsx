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
 * The pages loaded on first visit, by file: './pages/places.tsx' is what the build's manifest names
 * 'pages/places.tsx', so the server can name a page's code in its HTML (pageModule). The home page is in the
 * first load itself.
 */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>(['./pages/*.tsx', '!./pages/home.tsx']);

/** Each lazy page's file, as the build's manifest names it. */
const pageFiles = new Map<ComponentType, string>();

/**
 * A page module loaded on first visit (`file` in src/web/pages); `name` is its named export, `words` the
 * parts of the catalogues with its own words (i18n/parts.ts), loaded beside it. An English-only page
 * (common/pages.ts) asked for below another language's prefix ('/el/account', as a link on a Greek page
 * writes it) loads at its English path instead. If its code cannot be loaded while online (a deploy replaced
 * it), the address is loaded anew once before the error screen shows.
 */
function lazyPage(file: string, name: string, words: readonly LaterPart[] = [], englishOnly = false) {
  const load = PAGE_MODULES[`./pages/${file}`];
  if (!load) throw new Error(`No page module src/web/pages/${file}`);
  const page = lazy(async () => {
    // Only in the browser: the server draws no English-only page (they are personal: common/pages.ts).
    const { language, path } = englishOnly ? splitLanguagePath(window.location.pathname) : {};
    if (language && language !== DEFAULT_LANGUAGE) {
      window.location.replace(path + window.location.search);
      return new Promise<never>(() => undefined);
    }
    try {
      const [module] = await Promise.all([load(), loadWords(words)]);
      const component = module[name];
      if (!component) throw new Error(`src/web/pages/${file} has no export ${name}`);
      pageCodeLoaded();
      return { default: component };
    } catch (error) {
      if (reloadForNewBuild()) return new Promise<never>(() => undefined);
      throw error;
    }
  });
  pageFiles.set(page, `pages/${file}`);
  return page;
}

const NotFoundPage = lazyPage('not-found.tsx', 'NotFoundPage', ['later']);
const PlacesPage = lazyPage('places.tsx', 'PlacesPage', ['places']);
const PlaceDetailPage = lazyPage('place-detail.tsx', 'PlaceDetailPage', ['later', 'place', 'events']);
const EventDetailPage = lazyPage('event-detail.tsx', 'EventDetailPage', ['events', 'later']);
const WhatsOnPage = lazyPage('whats-on.tsx', 'WhatsOnPage', ['events']);
// 'later' holds the favourite button's words, which the place page shows too.
const FavoritesPage = lazyPage('favorites.tsx', 'FavoritesPage', ['favorites', 'later']);
const AccountPage = lazyPage('account.tsx', 'AccountPage', [], isEnglishOnlyPage('/account'));
const ContactPage = lazyPage('contact.tsx', 'ContactPage', ['contact']);
// A guide's date is written with the month names of the 'events' part.
const BlogPage = lazyPage('blog.tsx', 'BlogPage', ['later', 'guides', 'events']);
const BlogPostPage = lazyPage('blog-post.tsx', 'BlogPostPage', ['later', 'guides', 'events', 'place']);
// The dashboard's event cards say when events are in the site's words for dates (lib/i18n.tsx, English).
const AdminPage = lazyPage('admin.tsx', 'AdminPage', ['events'], isEnglishOnlyPage('/admin'));
const LoginPage = lazyPage('login.tsx', 'LoginPage', ['auth']);
const PrivacyPolicyPage = lazyPage('privacy-policy.tsx', 'PrivacyPolicyPage', ['legal']);
const TermsOfServicePage = lazyPage('terms-of-service.tsx', 'TermsOfServicePage', ['legal']);
const CookiePolicyPage = lazyPage('cookie-policy.tsx', 'CookiePolicyPage', ['legal']);

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

/**
 * The file of the page at a route's path ('/places/:slug' -> 'pages/place-detail.tsx'; the 404 page for any
 * other), as the build's manifest names it; undefined for the home page, which is in the first load.
 */
export function pageModuleFile(path: string | undefined): string | undefined {
  const page =
    path && Object.hasOwn(PAGE_COMPONENTS, path) ? PAGE_COMPONENTS[path as PagePath] : NotFoundPage;
  return pageFiles.get(page);
}

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
