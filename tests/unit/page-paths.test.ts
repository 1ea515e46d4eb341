import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchPagePath, PAGE_PATHS } from '../../src/common/page-paths';

describe('matchPagePath', () => {
  it.each([
    ['/', '/', {}],
    ['/places', '/places', {}],
    ['/places/', '/places', {}],
    ['/places/coral-bay-beach', '/places/:slug', { slug: 'coral-bay-beach' }],
    ['/blog/a%20guide', '/blog/:slug', { slug: 'a guide' }],
    ['/places/%E0%A4%A', '/places/:slug', { slug: '%E0%A4%A' }],
    ['/cookie-policy', '/cookie-policy', {}],
  ])('matches %s to %s', (pathname, path, params) => {
    expect(matchPagePath(pathname)).toEqual({ path, params });
  });

  it.each(['/nope', '/places/a/b', '/blog/a/b', '/admin/x', '/Places'])(
    'matches no page for %s',
    (pathname) => {
      expect(matchPagePath(pathname)).toBeNull();
    },
  );
});

describe('PAGE_PATHS', () => {
  it("are exactly the web app's routes, so the server never answers 404 for a page the app has", () => {
    const appSource = readFileSync('src/web/routes.tsx', 'utf8');
    const routes = [...appSource.matchAll(/path: '([^']+)'/g)]
      .map((match) => match[1]!)
      .filter((path) => path !== '*');
    expect([...routes].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
