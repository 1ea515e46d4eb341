import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// With its extension: Vite will load its config with Node's own loader, which adds none.
import { SITE_DESCRIPTION, SITE_NAME } from './src/common/site.ts';
import { SERVICE_WORKER_CACHES } from './src/common/browser-storage.ts';
import { catalogues } from './vite-catalogues.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';
const THEME_COLOR = '#0e5a7e';

/**
 * The visitor's saved places (src/web/features/favorites/offline-copies.ts keeps their pages, API answers
 * and pictures in a cache of their own, named SAVED_FOR_OFFLINE_CACHE in src/common/browser-storage.ts)
 * answer when the network and a route's own cache, which keeps only the newest answers, have none. The
 * name is spelt out: workbox copies this function's source into sw.js, where nothing from here exists.
 */
const savedForOffline = {
  handlerDidError: async ({ request }: { request: Request }) =>
    caches.match(request.url, { cacheName: 'saved-for-offline', ignoreVary: true }),
};

/**
 * Installable and usable offline on roaming data: the app shell and pictures are precached; pages and public
 * answers come from the network while it answers within a few seconds, otherwise from what was last seen.
 * Pages are not served from a precached shell, so each keeps the head the server wrote for it.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  manifest: {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    start_url: '/',
    scope: '/',
    lang: 'en-GB',
    display: 'standalone',
    background_color: '#fbf7f0',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,svg,png,woff2}'],
    // The admin dashboard and the article editor's markdown preview are operator tools, not for a trip; the
    // places' pictures (one per place) are cached as the visitor sees them, not all on the first visit.
    globIgnores: ['**/admin-*.js', '**/markdown-preview-*.js', 'images/places/**'],
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    // Control the first visit's page too, so what it reads is saved for later without a reload.
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: SERVICE_WORKER_CACHES.pages.name,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: SERVICE_WORKER_CACHES.pages.maxEntries },
          plugins: [
            {
              // Not in 'pages': a favourite's page the visitor saved for offline use; otherwise any saved page
              // boots the app, which then draws the route asked for (a place it holds no copy of says so).
              handlerDidError: async ({ request }) => {
                const saved = await caches.match(request.url, {
                  cacheName: 'saved-for-offline',
                  ignoreVary: true,
                });
                if (saved) return saved;
                const pages = await caches.open('pages');
                const [anyPage] = await pages.keys();
                return anyPage ? pages.match(anyPage) : undefined;
              },
            },
          ],
        },
      },
      {
        // Public reads a visitor may want again with no network; never the admin's. Written inline because
        // workbox copies this function's source into sw.js, where nothing from this file exists.
        urlPattern: ({ url, sameOrigin }) =>
          sameOrigin &&
          /^\/api\/(places|articles|events|weather|settings|viator|banners|favorites|auth\/user)(\/|\?|$)/.test(
            url.pathname + url.search,
          ),
        handler: 'NetworkFirst',
        options: {
          cacheName: SERVICE_WORKER_CACHES.api.name,
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: SERVICE_WORKER_CACHES.api.maxEntries },
          plugins: [savedForOffline],
        },
      },
      {
        // Map tiles ({z}/{x}/{y} from whichever MAP_TILE_URL server) seen online are there again offline.
        // Asked for in CORS mode, so the cache keeps real answers (an opaque one counts megabytes against
        // the storage quota); from a tile server that refuses CORS, a tile is fetched as the page asked,
        // and not kept.
        urlPattern: ({ request, url }) =>
          request.destination === 'image' && /\/\d+\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: SERVICE_WORKER_CACHES.mapTiles.name,
          networkTimeoutSeconds: 4,
          expiration: {
            maxEntries: SERVICE_WORKER_CACHES.mapTiles.maxEntries,
            maxAgeSeconds: SERVICE_WORKER_CACHES.mapTiles.maxAgeDays * 24 * 60 * 60,
          },
          cacheableResponse: { statuses: [200] },
          plugins: [
            {
              requestWillFetch: async ({ request }) =>
                new Request(request.url, { mode: 'cors', credentials: 'omit' }),
              handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
            },
          ],
        },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/places/'),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: SERVICE_WORKER_CACHES.placePictures.name,
          expiration: { maxEntries: SERVICE_WORKER_CACHES.placePictures.maxEntries },
          plugins: [savedForOffline],
        },
      },
    ],
  },
});

/**
 * Writes a .br (quality 11) and a .gz beside every built script and stylesheet, which the server sends as they
 * are (`preCompressed`): the smallest answer, and no compressing work per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'paphos:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = path.join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const file = path.join(assets, name);
        const source = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The server's renderer (`vite build --ssr`): src/web/entry-server.tsx into dist/ssr, packages left to Node.
 * No service worker, no compressed copies: nothing of it is sent to a browser.
 */
const serverRendererBuild = defineConfig({
  root: fromRoot('./src/web'),
  publicDir: false,
  plugins: [catalogues(), react(), tailwindcss()],
  build: {
    outDir: fromRoot('./dist/ssr'),
    emptyOutDir: true,
    rolldownOptions: { input: fromRoot('./src/web/entry-server.tsx') },
  },
});

/** The web app: source in src/web, static files from public/, built into dist/web for the server to serve. */
const browserBuild = defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./public'),
  plugins: [catalogues(), react(), tailwindcss(), pwa, precompressAssets()],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the server names a page's own chunks in its HTML (module-preloads.ts).
    manifest: true,
    // Every browser the site supports preloads modules itself (Chrome 66, Firefox 115, Safari 17); an older
    // one still runs the scripts, only without the head start. The polyfill would cost every first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so an app deploy does not invalidate the framework in browser caches.
        // Icons stay out of them: lucide-react is one module per icon, so each icon rides in the chunk
        // that uses it, and an icon only the lazy admin page draws never joins a visitor's first load.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]@tanstack[\\/]/, priority: 10 },
            // Small shared modules every page loads (the button and its Radix slot, the icon base, the API client,
            // Paphos time, the messages' runtime): one chunk rather than a request and a header each.
            {
              name: 'shared',
              test: /src[\\/]common[\\/](api-paths|browser-storage|categories|nicosia-time|languages|i18n|pages|return-path-names)\.ts$|src[\\/]web[\\/]lib[\\/](cn|api-client|i18n)\.tsx?$|src[\\/]web[\\/]features[\\/]events[\\/]event-category\.ts$|src[\\/]web[\\/]components[\\/]ui[\\/]button\.tsx$|node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs)[\\/]|node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/])/,
              priority: 5,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/images': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/images': { target: apiServer, changeOrigin: false },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRendererBuild : browserBuild));
