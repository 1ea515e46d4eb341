/**
 * The home page's first load: the scripts index.html loads and preloads, as the server sends them (the build's
 * brotli files), the English catalogue among them, stay within 125 KiB: the 120 KiB of issue 18 and the 5 KB
 * issue 36 allows the languages (their runtime and the page's catalogue; decision 0040). Zod, the toasts, the
 * user menu and the map arrive later, when a page or the visitor needs them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_WEB_APP } from './built-web-app';

const DIST = BUILT_WEB_APP.webDistDir;
const BUDGET_BYTES = 125 * 1024;

describe('JavaScript budget', () => {
  it('keeps the first load of the home page within 125 KiB of compressed JavaScript', () => {
    // The built page names every language's catalogue; the server keeps the page's own (English here).
    const html = readFileSync(path.join(DIST, 'index.html'), 'utf8').replace(
      /<link [^>]*data-language="(?!en")[a-z]+"[^>]*>/g,
      '',
    );
    expect(html).toMatch(/<link [^>]*data-language="en"/);
    const scripts = [...new Set([...html.matchAll(/\/assets\/[^"]+\.js/g)].map((match) => match[0]))];
    expect(scripts.length).toBeGreaterThan(3);
    const sizes = scripts.map((script) => readFileSync(path.join(DIST, `${script}.br`)).length);
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(total, scripts.map((script, index) => `${sizes[index]} ${script}`).join('\n')).toBeLessThanOrEqual(
      BUDGET_BYTES,
    );
    // Zod never rides in the first load: the browser needs it only for forms.
    for (const script of scripts) {
      expect(readFileSync(path.join(DIST, script), 'utf8'), script).not.toContain('ZodError');
    }
  });
});
