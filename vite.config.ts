import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiServer = 'http://127.0.0.1:3000';

/** The web app: source in src/web, static files from public/, built into dist/web for the server to serve. */
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./public'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, so an app deploy does not invalidate the framework in browser caches.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/](@tanstack|lucide-react)[\\/]/, priority: 10 },
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
