import { describe, expect, it } from 'vitest';
import { FIXED_PUBLIC_PAGES, matchPage, pageAddress, PAGE_PATHS } from '../../src/common/pages';
import { routes } from '../../src/web/routes';

describe('matchPage', () => {
  it.each([
    ['/', '/', {}],
    ['/places', '/places', {}],
    ['/places/', '/places', {}],
    ['/places/coral-bay-beach', '/places/:slug', { slug: 'coral-bay-beach' }],
    ['/blog/a%20guide', '/blog/:slug', { slug: 'a guide' }],
    ['/places/%E0%A4%A', '/places/:slug', { slug: '%E0%A4%A' }],
    ['/cookie-policy', '/cookie-policy', {}],
    // React Router matches without regard to case, so the server agrees with the page the browser shows.
    ['/Places', '/places', {}],
  ])('matches %s to %s', (pathname, path, params) => {
    expect(matchPage(pathname)).toEqual({ path, params, language: 'en' });
  });

  it.each(['/nope', '/places/a/b', '/blog/a/b', '/admin/x'])('matches no page for %s', (pathname) => {
    expect(matchPage(pathname)).toBeNull();
  });
});

describe('the page table', () => {
  it("is the browser router's table, plus the not-found page for any other path", () => {
    const children = routes[0]!.children!.map((route) => route.path);
    expect(children).toEqual([...PAGE_PATHS, '*']);
  });

  it('gives the sitemap the public pages without a parameter', () => {
    expect(FIXED_PUBLIC_PAGES).toEqual([
      '/',
      '/places',
      '/events',
      '/contact',
      '/blog',
      '/privacy-policy',
      '/terms-of-service',
      '/cookie-policy',
    ]);
  });
});

describe('pageAddress', () => {
  it('keeps the filters /places keeps in its address, so the first picture is drawn for them', () => {
    expect(
      pageAddress(
        '/places',
        '?utm_source=newsletter&beach=sand,blue-flag&access=step-free&open=now&category=beach',
      ),
    ).toBe('/places?access=step-free&beach=sand%2Cblue-flag&category=beach&open=now');
  });
});
