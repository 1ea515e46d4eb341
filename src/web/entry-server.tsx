/**
 * The server's way into the web app (built by `vite build --ssr` into dist/ssr): renders a public page to
 * HTML with the API answers it shows first, which the browser then hydrates (src/web/main.tsx).
 */
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { LANGUAGES, type Language, splitLanguagePath } from '../common/languages';
import type { ReadApi, RenderPage } from '../common/server-render';
import { App } from './app';
import { MapPictureProvider } from './features/places/components/map-picture-slot';
import { MapPicture } from './features/places/components/map-picture';
import { ApiError, pathFromQueryKey } from './lib/api-client';
import { ALL_PARTS, loadTranslator, type Translator } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { TileUrlProvider } from './lib/runtime-config';
import { keepCarriedErrors, serializeQueryState } from './lib/query-state';
import { serverFollowUpData, serverPageData, type PageRead } from './page-data';
import { pageModuleFile, routes } from './routes';

async function readJson(readApi: ReadApi, path: string): Promise<unknown> {
  const answer = await readApi(path);
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, '', answer.body.trim());
  return JSON.parse(answer.body) as unknown;
}

/** The route table is fixed, so one handler per language (its prefix the basename) serves every request. */
const staticHandlers = new Map<Language, ReturnType<typeof createStaticHandler>>();
function staticHandler(language: Language) {
  let handler = staticHandlers.get(language);
  if (!handler) {
    handler = createStaticHandler(routes, { basename: LANGUAGES[language].prefix || undefined });
    staticHandlers.set(language, handler);
  }
  return handler;
}

/** Each language's messages, every part, loaded once and shared by the pages rendered side by side. */
const translators = new Map<Language, Promise<Translator>>();
function translatorFor(language: Language): Promise<Translator> {
  let translator = translators.get(language);
  if (!translator) {
    translator = loadTranslator(language, ALL_PARTS);
    translators.set(language, translator);
  }
  return translator;
}

export const renderPage: RenderPage = async (url, readApi, settings) => {
  const location = new URL(url);
  const { language, path } = splitLanguagePath(location.pathname);
  const page = matchRoutes(routes, path)?.at(-1);
  const reads = page && serverPageData(page.route.path ?? '', page.params, location.searchParams, language);
  if (!reads) return null;

  const queryClient = createQueryClient();
  // Each answer comes through the server's own routes (readApi), under the key the browser will ask for.
  const prefetch = (pageReads: PageRead[]) =>
    Promise.all(
      pageReads.map(({ queryKey }) =>
        queryClient.prefetchQuery({ queryKey, queryFn: () => readJson(readApi, pathFromQueryKey(queryKey)) }),
      ),
    );
  await prefetch(reads);
  await prefetch(
    serverFollowUpData(
      page.route.path ?? '',
      page.params,
      (queryKey) => queryClient.getQueryData(queryKey),
      location.searchParams,
      language,
    ),
  );
  keepCarriedErrors(queryClient);

  const handler = staticHandler(language);
  const context = await handler.query(new Request(url));
  // Only a loader or action answers with a Response (a redirect), and these routes have neither.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient} origin={location.origin} translator={await translatorFor(language)}>
        <TileUrlProvider value={settings.tileUrl}>
          <MapPictureProvider value={MapPicture}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </MapPictureProvider>
        </TileUrlProvider>
      </App>
    </StrictMode>,
    // Every boundary written in place: an outlined one would need React's inline scripts, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { head, html } = splitHoistedLinks(await new Response(prelude).text());
  return {
    html,
    head,
    queryState: serializeQueryState(queryClient),
    pageModule: pageModuleFile(page.route.path),
  };
};

/**
 * React writes the preloads it hoists (an image with fetchPriority high) at the start of a rendered
 * fragment; inside the root they would not match what the browser renders, so they go to the head.
 */
function splitHoistedLinks(markup: string): { head: string; html: string } {
  const [, head = '', html = ''] = /^((?:<link [^>]*\/>)*)([\s\S]*)$/.exec(markup) ?? [];
  return { head, html };
}
