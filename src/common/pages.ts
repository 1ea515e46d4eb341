import { matchRoutes } from 'react-router';
import { DEFAULT_LANGUAGE, splitLanguagePath, type Language } from './languages';
import { RETURN_PATH_PARAM } from './return-path-names';

/**
 * Every page of the site (SPEC 2, the event page and the account page), in one table that the browser's
 * router (src/web/routes.tsx), the server's 200/404 answer and head tags (modules/seo), the server
 * renderer's reads (src/web/page-data.ts) and the sitemap all read.
 *
 * `audience`: a 'public' page is the same for everyone, so the server renders and caches it, and search
 * engines may list it; a 'personal' page belongs to one visitor or to the operator, so the browser draws it
 * and search engines are asked to leave it out. A page whose title and description never change names them
 * here (`name` is also its heading); the others' come from page-meta.ts, or from the message catalogues
 * (translated-meta.ts). `query` names the query
 * parameters a page reads: any other (utm_source, fbclid, a typo) does not change it.
 *
 * Every page is also at each language's prefix ('/el/contact', common/languages.ts), except the operator's
 * dashboard and the account page, marked `englishOnly`: they stay in English at their one path.
 */
export const PAGES = {
  '/': { audience: 'public' },
  '/places': { audience: 'public', query: ['category', 'q', 'sort', 'view', 'open', 'access', 'beach'] },
  '/places/:slug': { audience: 'public' },
  '/events': {
    audience: 'public',
    query: ['when', 'from', 'to', 'category', 'view'],
    name: "What's On in Paphos",
    description:
      'Festivals, concerts, markets and family days out in Paphos: today, this weekend, this week or the dates you choose, with a calendar to subscribe to.',
  },
  '/events/:id': { audience: 'public' },
  '/my-favorites': {
    audience: 'personal',
    name: 'My Favorites',
    description: 'The places in Paphos you have saved for later.',
  },
  '/account': {
    audience: 'personal',
    englishOnly: true,
    name: 'My Account',
    description: 'Change your Paphos Guide password, download your data or delete your account.',
  },
  // Its title and description are in the message catalogues (translated-meta.ts, contactMeta), as the
  // guides', the log-in page's and the legal pages' are.
  '/contact': { audience: 'public' },
  '/blog': { audience: 'public' },
  '/blog/:slug': { audience: 'public' },
  '/admin': {
    audience: 'personal',
    englishOnly: true,
    name: 'Admin',
    description: "The Paphos Guide operator's dashboard.",
  },
  '/login': { audience: 'personal', query: [RETURN_PATH_PARAM] },
  // The legal pages' titles and descriptions are in the message catalogues too (translated-meta.ts).
  '/privacy-policy': { audience: 'public' },
  '/terms-of-service': { audience: 'public' },
  '/cookie-policy': { audience: 'public' },
} as const satisfies Record<
  string,
  {
    audience: 'public' | 'personal';
    englishOnly?: boolean;
    name?: string;
    description?: string;
    query?: readonly string[];
  }
>;

export type PagePath = keyof typeof PAGES;
export const PAGE_PATHS = Object.keys(PAGES) as PagePath[];

/** The pages whose title and description never change. */
export type NamedPagePath = {
  [Path in PagePath]: (typeof PAGES)[Path] extends { name: string } ? Path : never;
}[PagePath];

export function isPagePath(path: string): path is PagePath {
  return Object.hasOwn(PAGES, path);
}

export function isPersonalPage(path: PagePath): boolean {
  return PAGES[path].audience === 'personal';
}

/** A page that exists in English only (the dashboard, the account page): no '/el/admin'. */
export function isEnglishOnlyPage(path: PagePath): boolean {
  return (PAGES[path] as { englishOnly?: boolean }).englishOnly === true;
}

/** The public pages without a parameter: the fixed part of the sitemap. */
export const FIXED_PUBLIC_PAGES = PAGE_PATHS.filter((path) => !isPersonalPage(path) && !path.includes(':'));

export interface PageMatch {
  path: PagePath;
  params: Record<string, string>;
  /** The language of the address ('/el/contact' is Greek); English for a path without a prefix. */
  language: Language;
}

const PAGE_ROUTES = PAGE_PATHS.map((path) => ({ path }));

const findPageRoute = (path: string) => matchRoutes(PAGE_ROUTES, path)?.at(-1) ?? null;
const pageRoutes = new Map<string, ReturnType<typeof findPageRoute>>();

/**
 * React Router's match of a path, remembered (a bounded number): matchRoutes ranks the whole table on each
 * call, and the server matches every page it is asked for three times (allowed methods, address, head).
 */
function pageRoute(path: string): ReturnType<typeof findPageRoute> {
  let route = pageRoutes.get(path);
  if (route === undefined) {
    if (pageRoutes.size >= 1000) pageRoutes.clear();
    route = findPageRoute(path);
    pageRoutes.set(path, route);
  }
  return route;
}

/**
 * The page a pathname opens, matched as the browser's router matches it (React Router's own matching, under
 * the language's prefix as its basename); null for an English-only page under a prefix.
 */
export function matchPage(pathname: string): PageMatch | null {
  const { language, path } = splitLanguagePath(pathname);
  const page = pageRoute(path);
  if (!page || (language !== DEFAULT_LANGUAGE && isEnglishOnlyPage(page.route.path))) return null;
  return { path: page.route.path, params: page.params as Record<string, string>, language };
}

/**
 * The address a page is drawn for: its path and only the query parameters it reads, in one order, so that
 * '?utm_source=...', '?fbclid=...' or any unknown parameter share one drawing of the page.
 */
export function pageAddress(pathname: string, search: string): string {
  const page = matchPage(pathname);
  const reads: readonly string[] = (page && (PAGES[page.path] as { query?: readonly string[] }).query) || [];
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of [...reads].sort()) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
