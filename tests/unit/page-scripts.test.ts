import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  PAGE_SCRIPTS_LOADER,
  PAGE_SCRIPTS_LOADER_HASH,
  startScriptsAfterFirstPaint,
} from '../../src/server/http/page-scripts';
import { namedPageScripts } from '../helpers/page-scripts';

const PAGE =
  '<!doctype html><html><head>\n' +
  '    <link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>\n' +
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
  '    <link rel="stylesheet" crossorigin href="/assets/index-1.css">\n' +
  '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/place-1.js">\n' +
  '  </head><body><div id="root"><p>Tombs of the Kings</p></div>\n' +
  '    <script type="application/json" id="paphos-query-state">[]</script>\n  </body></html>';

describe('startScriptsAfterFirstPaint', () => {
  it('takes the module script and its preloads out of the HTML and names them, in order, for the loader', () => {
    const html = startScriptsAfterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(namedPageScripts(html)).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/react-1.js', '/assets/place-1.js'],
    });
    expect(html).toContain(`<script>${PAGE_SCRIPTS_LOADER}</script>\n  </body>`);
  });

  it('leaves the rest of the page as it was: its picture preload, stylesheet, content and state', () => {
    const html = startScriptsAfterFirstPaint(PAGE);
    for (const part of [
      '<link rel="preload" as="image" href="/images/hero.svg" fetchPriority="high"/>',
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">',
      '<div id="root"><p>Tombs of the Kings</p></div>',
      '<script type="application/json" id="paphos-query-state">[]</script>',
    ]) {
      expect(html).toContain(part);
    }
  });

  it('names the loader to the Content-Security-Policy by the hash of its exact text', () => {
    const digest = createHash('sha256').update(PAGE_SCRIPTS_LOADER).digest('base64');
    expect(PAGE_SCRIPTS_LOADER_HASH).toBe(`'sha256-${digest}'`);
  });

  it('leaves a page without a module script, or with two, as it is', () => {
    const without = PAGE.replace(/\s*<script type="module"[^>]*><\/script>/, '');
    expect(startScriptsAfterFirstPaint(without)).toBe(without);
    const twice = PAGE.replace('</head>', '<script type="module" src="/assets/other.js"></script></head>');
    expect(startScriptsAfterFirstPaint(twice)).toBe(twice);
  });
});
