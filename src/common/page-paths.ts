/**
 * Every page route of the web app (SPEC 2, and the event page). The server answers 404 for any other path,
 * and for a place or guide slug or an event id it does not know, so a search engine never indexes a page
 * that only says 'not found'.
 */
export const PAGE_PATHS = [
  '/',
  '/places',
  '/places/:slug',
  '/events/:id',
  '/my-favorites',
  '/account',
  '/contact',
  '/blog',
  '/blog/:slug',
  '/admin',
  '/login',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
] as const;

export type PagePath = (typeof PAGE_PATHS)[number];

export interface PageMatch {
  path: PagePath;
  params: Record<string, string>;
}

/** The page route a pathname opens, as React Router matches it (a trailing slash ignored), or null. */
export function matchPagePath(pathname: string): PageMatch | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  for (const path of PAGE_PATHS) {
    const pattern = path.split('/').filter((segment) => segment !== '');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, index) => {
      const segment = segments[index]!;
      if (part.startsWith(':')) {
        params[part.slice(1)] = safeDecode(segment);
        return true;
      }
      return part === segment;
    });
    if (matches) return { path, params };
  }
  return null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
