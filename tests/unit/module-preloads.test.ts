import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { modulePreloadsFor } from '../../src/server/http/module-preloads';

const distDir = mkdtempSync(path.join(os.tmpdir(), 'module-preloads-'));
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const SHELL =
  '<head><script type="module" src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" href="/assets/react-1.js"></head>';

describe('modulePreloadsFor', () => {
  it("names a page's chunk and every chunk it imports, once each, less those the shell names", () => {
    mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    writeFileSync(
      path.join(distDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
        '_react-1.js': { file: 'assets/react-1.js' },
        '_card-1.js': { file: 'assets/card-1.js', imports: ['_react-1.js', '_icon-1.js'] },
        '_icon-1.js': { file: 'assets/icon-1.js' },
        'pages/place-detail.tsx': {
          file: 'assets/place-detail-1.js',
          imports: ['index.html', '_card-1.js', '_icon-1.js'],
        },
      }),
    );
    const preloads = modulePreloadsFor(distDir, SHELL);
    expect(preloads('pages/place-detail.tsx')).toBe(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/place-detail-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/card-1.js">' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/icon-1.js">',
    );
    expect(preloads(undefined)).toBe('');
    expect(preloads('pages/unknown.tsx')).toBe('');
  });

  it('names nothing for a build without a manifest', () => {
    expect(modulePreloadsFor(path.join(distDir, 'missing'), SHELL)('pages/place-detail.tsx')).toBe('');
  });
});
