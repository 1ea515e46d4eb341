import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placesMeta } from '../../src/common/translated-meta';
import { pageTitle } from '../../src/common/site';
import type { Place } from '../../src/common/schemas/places';
import { buildApp, type App } from '../../src/server/app';
import { translateIn } from '../../src/server/lib/catalogues';
import { asAdmin, expectOkJson, get, post } from '../helpers/api';
import { createTestContext } from '../helpers/test-app';

/** The raw HTML a search engine or a link preview reads, before any JavaScript. */
interface Head {
  status: number;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Record<string, string>;
  jsonLd: Record<string, unknown>[];
}

const ORIGIN = 'http://localhost:80';
let app: App;
let close: () => Promise<void>;
let distDir: string;

beforeAll(async () => {
  // The shell template as Vite builds it (the build only adds script and style tags).
  distDir = mkdtempSync(path.join(tmpdir(), 'paphos-shell-'));
  copyFileSync('src/web/index.html', path.join(distDir, 'index.html'));
  const test = await createTestContext();
  app = await buildApp(test.ctx, { webDistDir: distDir });
  await app.ready();
  close = async () => {
    await app.close();
    await test.close();
  };
});

afterAll(async () => {
  await close?.();
  rmSync(distDir, { recursive: true, force: true });
});

function unescape(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

async function head(url: string): Promise<Head> {
  const response = await get(app, url);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const html = response.body;
  const metaContent = (attribute: string, key: string) => {
    const found = html.match(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`));
    return found ? unescape(found[1]!) : undefined;
  };
  const og: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta property="og:([a-z_]+)" content="([^"]*)"/g)) {
    og[key!] = unescape(content!);
  }
  return {
    status: response.statusCode,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1]?.replace(/&amp;/g, '&'),
    description: metaContent('name', 'description'),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    robots: metaContent('name', 'robots'),
    og,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

function ofType(page: Head, type: string): Record<string, unknown> {
  const block = page.jsonLd.find((candidate) => candidate['@type'] === type);
  expect(block, `a ${type} JSON-LD block`).toBeDefined();
  return block!;
}

describe('the HTML of each public page, before JavaScript', () => {
  it('home: the site title and description, canonical, and a WebSite block', async () => {
    const page = await head('/');
    const title = 'Paphos Guide – Discover the Best Places in Paphos, Cyprus';
    expect(page).toMatchObject({
      status: 200,
      title,
      description:
        'Discover the best restaurants, beaches, attractions, hotels and events in Paphos, Cyprus — with maps, weather, local guides and tours.',
      canonical: `${ORIGIN}/`,
      robots: undefined,
    });
    expect(page.og).toMatchObject({ title, url: `${ORIGIN}/`, type: 'website' });
    expect(ofType(page, 'WebSite')).toMatchObject({ name: 'Paphos Guide', url: `${ORIGIN}/` });
  });

  it('/places and a category list: their own titles, canonical with the category, breadcrumbs', async () => {
    const all = await head('/places?sort=name');
    expect(all).toMatchObject({
      status: 200,
      ...placesMeta(translateIn('en'), 'all'),
      canonical: `${ORIGIN}/places`,
    });

    const beaches = await head('/places?category=beach&q=sand');
    expect(beaches).toMatchObject({
      status: 200,
      title: 'Best Beaches in Paphos, Cyprus | Paphos Guide',
      description: placesMeta(translateIn('en'), 'beach').description,
      canonical: `${ORIGIN}/places?category=beach`,
    });
    expect(ofType(beaches, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
      { '@type': 'ListItem', position: 2, name: 'Places', item: `${ORIGIN}/places` },
      { '@type': 'ListItem', position: 3, name: 'Beaches', item: `${ORIGIN}/places?category=beach` },
    ]);
  });

  it('a place: its name, its own description, and a Beach block with address and position', async () => {
    const place = expectOkJson<Place>(await get(app, '/api/places/coral-bay-beach'));
    const page = await head('/places/coral-bay-beach');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Coral Bay Beach | Paphos Guide');
    expect(place.description!.startsWith(page.description!.replace(/…$/, ''))).toBe(true);
    expect(page.description!.length).toBeLessThanOrEqual(155);
    expect(page.canonical).toBe(`${ORIGIN}/places/coral-bay-beach`);
    expect(page.og.image).toBe(`${ORIGIN}${place.photos[0]}`);

    const beach = ofType(page, 'Beach');
    expect(beach).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Coral Bay Beach',
      url: `${ORIGIN}/places/coral-bay-beach`,
      address: { '@type': 'PostalAddress', streetAddress: place.address, addressCountry: 'CY' },
      geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    });
    // Its rating is a sample figure of the bundled data: never offered as a real one.
    expect(place.ratingIsSample).toBe(true);
    expect(beach).not.toHaveProperty('aggregateRating');
    expect(ofType(page, 'BreadcrumbList').itemListElement).toHaveLength(4);
  });

  it('a restaurant is a Restaurant, a hotel a Hotel', async () => {
    const places = expectOkJson<Place[]>(await get(app, '/api/places'));
    for (const [category, type] of [
      ['restaurant', 'Restaurant'],
      ['hotel', 'Hotel'],
    ] as const) {
      const place = places.find((candidate) => candidate.category === category)!;
      expect(ofType(await head(`/places/${place.slug}`), type)).toMatchObject({ name: place.name });
    }
  });

  it('a guide: its title and excerpt, og:type article, and an Article block with dates and author', async () => {
    const page = await head('/blog/best-beaches-in-paphos');
    expect(page.status).toBe(200);
    expect(page.title).toMatch(/ \| Paphos Guide$/);
    expect(page.og.type).toBe('article');
    expect(page.canonical).toBe(`${ORIGIN}/blog/best-beaches-in-paphos`);
    const article = ofType(page, 'Article');
    expect(article).toMatchObject({
      headline: page.title!.replace(' | Paphos Guide', ''),
      description: page.description,
      author: { '@type': 'Organization', name: 'Paphos Guide' },
      image: `${ORIGIN}/images/guides/best-beaches-in-paphos.svg`,
    });
    expect(Date.parse(article.datePublished as string)).not.toBeNaN();
    expect(Date.parse(article.dateModified as string)).not.toBeNaN();
  });

  it('/contact: its own title, description and canonical, open to search engines', async () => {
    expect(await head('/contact')).toMatchObject({
      status: 200,
      title: 'Contact Us | Paphos Guide',
      description:
        'Questions, corrections or a place we should know about? Get in touch with the Paphos Guide team.',
      canonical: `${ORIGIN}/contact`,
      robots: undefined,
    });
  });

  it.each([
    [
      '/blog',
      'Travel Guides & Local Insights',
      'Local travel guides to Paphos, Cyprus: the best beaches, meze and harbour evenings, day trips to the Akamas and the hill villages, ancient sites and family days out.',
    ],
    [
      '/privacy-policy',
      'Privacy Policy',
      'How Paphos Guide collects, uses and protects your personal data, and the rights you have over it.',
    ],
    [
      '/terms-of-service',
      'Terms of Service',
      'The terms for using Paphos Guide: accounts, information on the site, affiliate links, acceptable use and governing law.',
    ],
    [
      '/cookie-policy',
      'Cookie Policy',
      'The cookies and browser storage Paphos Guide uses: one session cookie, admin session storage and optional Google Analytics.',
    ],
  ])(
    '%s: its own title, description and canonical, open to search engines',
    async (url, name, description) => {
      expect(await head(url)).toMatchObject({
        status: 200,
        title: pageTitle(name),
        description,
        canonical: `${ORIGIN}${url}`,
        robots: undefined,
      });
    },
  );

  it.each([
    ['/el/privacy-policy', 'Πολιτική απορρήτου', undefined],
    ['/de/blog', 'Reiseführer und Insidertipps', undefined],
    ['/he/login', 'התחברות או הרשמה', 'noindex'],
  ])('%s: its title in the language, canonical at its own address', async (url, name, robots) => {
    expect(await head(url)).toMatchObject({
      status: 200,
      title: pageTitle(name),
      canonical: `${ORIGIN}${url}`,
      robots,
    });
  });

  it.each([
    [
      '/login',
      'Log In or Register',
      'Log in to Paphos Guide or create a free account to save your favourite places in Paphos.',
    ],
    ['/my-favorites', 'My Favorites', 'The places in Paphos you have saved for later.'],
    [
      '/account',
      'My Account',
      'Change your Paphos Guide password, download your data or delete your account.',
    ],
    ['/admin', 'Admin', "The Paphos Guide operator's dashboard."],
  ])('%s is kept out of search results', async (url, name, description) => {
    expect(await head(url)).toMatchObject({
      status: 200,
      title: pageTitle(name),
      description,
      robots: 'noindex',
    });
  });

  it.each(['/no-such-page', '/places/no-such-place', '/blog/no-such-guide'])(
    '%s answers 404 with the not-found title, kept out of search results',
    async (url) => {
      expect(await head(url)).toMatchObject({
        status: 404,
        title: pageTitle('Page Not Found'),
        robots: 'noindex',
        jsonLd: [],
      });
    },
  );

  it('escapes what an operator typed, so a title cannot break out of the head', async () => {
    const hostile = 'Tags </title><script>alert(1)</script> & "quotes"';
    const created = await post(
      app,
      '/api/admin/articles',
      {
        title: hostile,
        category: 'Beaches',
        status: 'published',
        excerpt: 'An excerpt with </script> in it.',
        content: 'Intro.',
        placeIds: [],
        longtailKeywords: [],
        useAccordion: false,
      },
      asAdmin(),
    );
    const { slug } = expectOkJson<{ slug: string }>(created, 201);
    const html = (await get(app, `/blog/${slug}`)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<\/script> in it/);
    const page = await head(`/blog/${slug}`);
    expect(page.title).toBe(
      `Tags &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; & &quot;quotes&quot; | Paphos Guide`,
    );
    expect(ofType(page, 'Article')).toMatchObject({
      headline: hostile,
      description: 'An excerpt with </script> in it.',
    });
  });
});
