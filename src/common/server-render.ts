/**
 * The contract between the server and the web app's server entry (src/web/entry-server.tsx, built into
 * dist/ssr): the server hands it a page's URL and a way to read the API, and writes what it returns into
 * the HTML shell.
 */

/** An API answer as the browser would receive it. */
export interface ApiAnswer {
  status: number;
  body: string;
}

/** A GET of a site-relative API path ('/api/places?x=1'), answered by the server itself. */
export type ReadApi = (path: string) => Promise<ApiAnswer>;

export interface RenderedPage {
  /** The page's markup, for inside <div id="root">. */
  html: string;
  /** What React hoists for the document's head: preloads of the pictures the page shows first. */
  head: string;
  /** The API answers the page was rendered with, as JSON safe inside a <script> element. */
  queryState: string;
  /**
   * The page's own code as the web build's manifest names it ('pages/place-detail.tsx'), which the server
   * names with what it imports as module preloads; none for a page in the first load.
   */
  pageModule?: string | undefined;
}

/** The server's settings a page is drawn with, which the browser reads from the shell's meta tags. */
export interface PageSettings {
  /** MAP_TILE_URL: the maps' first picture is drawn from its tiles. */
  tileUrl: string;
}

/** Renders a page, or answers null for a page the browser renders alone (signed-in and admin pages). */
export type RenderPage = (
  url: string,
  readApi: ReadApi,
  settings: PageSettings,
) => Promise<RenderedPage | null>;

/** The id of the <script type="application/json"> element that carries `queryState` to the browser. */
export const QUERY_STATE_ELEMENT_ID = 'paphos-query-state';
