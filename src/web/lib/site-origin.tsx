import { createContext, useContext } from 'react';

const SiteOrigin = createContext('');

/** Provides the site's origin ('https://paphos.example'): the browser's own, or the request's on the server. */
export const SiteOriginProvider = SiteOrigin.Provider;

/** The site's origin, the same on the server and in the browser, for absolute links written into a page. */
export function useSiteOrigin(): string {
  return useContext(SiteOrigin);
}
