import type { Plugin } from 'vite';
// With their extensions, like the other modules vite.config.ts loads from src/.
import { compileCatalogue } from './src/common/compile-catalogue.ts';
import { messagePart } from './src/web/i18n/parts.ts';

/** A part of a message catalogue: src/web/i18n/<language>.json?part=<part> (src/web/i18n/parts.ts). */
const CATALOGUE = /[\\/]src[\\/]web[\\/]i18n[\\/]([a-z]{2})\.json(?:\?part=([A-Za-z]+))?$/;

/**
 * The message catalogues (issue 36), shared by the builds and the tests: each is compiled as it is imported,
 * so the browser gets Lingui's compiled messages (still JSON) and never a message parser. Imported with a
 * part, a catalogue holds that part's messages only; each part of each language is a chunk of its own. The
 * built index.html names each language's main part as a module preload marked with its language, of which
 * the server keeps the page's (seo/head.ts), so it loads beside the app's code.
 */
export function catalogues(): Plugin {
  return {
    name: 'paphos:catalogues',
    enforce: 'pre',
    transform(code, id) {
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const part = match[2];
      const messages = Object.entries(JSON.parse(code) as Record<string, string>).filter(
        ([messageId]) => !part || messagePart(messageId) === part,
      );
      const compiled = JSON.stringify(compileCatalogue(Object.fromEntries(messages)));
      // A part is a module of its own (Vite reads only a plain '.json' as JSON); a whole catalogue stays JSON.
      return { code: part ? `export default ${compiled};` : compiled, map: null };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, server }) {
        if (server || !bundle) return [];
        return Object.values(bundle).flatMap((chunk) => {
          const match = chunk.type === 'chunk' && CATALOGUE.exec(chunk.facadeModuleId ?? '');
          if (!match || match[2] !== 'main') return [];
          return [
            {
              tag: 'link',
              attrs: {
                rel: 'modulepreload',
                crossorigin: true,
                href: `/${chunk.fileName}`,
                'data-language': match[1],
              },
              injectTo: 'head' as const,
            },
          ];
        });
      },
    },
  };
}
