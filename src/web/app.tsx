import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyToaster } from './components/ui/lazy-toaster';
import { TranslatorProvider, type Translator } from './lib/i18n';
import { SiteOriginProvider } from './lib/site-origin';

export interface AppProps {
  queryClient: QueryClient;
  /** The address pages use for absolute links: the browser's own, or the request's on the server. */
  origin: string;
  /** The page's language and its messages (the address names the language). */
  translator: Translator;
  /** The router: the browser's, or the server's static one for this request. */
  children: ReactNode;
}

/** What every page renders inside, in the browser and on the server alike. */
export function App({ queryClient, origin, translator, children }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <SiteOriginProvider value={origin}>
        <TranslatorProvider value={translator}>
          {children}
          <LazyToaster />
        </TranslatorProvider>
      </SiteOriginProvider>
    </QueryClientProvider>
  );
}
