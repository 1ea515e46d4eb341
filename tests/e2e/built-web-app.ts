import path from 'node:path';

/** Where `npm run build` wrote the browser's files and the server renderer (E2E_* to test another build). */
export const BUILT_WEB_APP = {
  webDistDir: path.resolve(process.env.E2E_WEB_DIST ?? 'dist/web'),
  rendererDir: path.resolve(process.env.E2E_RENDERER_DIST ?? 'dist/ssr'),
};
