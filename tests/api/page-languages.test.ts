import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app';
import { get } from '../helpers/api';
import { createTestContext } from '../helpers/test-app';

const ORIGIN = 'http://localhost:80';
const LANGUAGES = ['en', 'el', 'de', 'ru', 'he'];
let app: App;
let close: () => Promise<void>;
let distDir: string;

beforeAll(async () => {
  // The shell as the build writes it: the source index.html with each language's catalogue named as a
  // module preload (vite-catalogues.ts).
  distDir = mkdtempSync(path.join(tmpdir(), 'paphos-languages-'));
  const preloads = LANGUAGES.map(
    (language) =>
      `<link rel="modulepreload" crossorigin href="/assets/${language}-hash.js" data-language="${language}">`,
  ).join('\n    ');
  writeFileSync(
    path.join(distDir, 'index.html'),
    readFileSync('src/web/index.html', 'utf8').replace('</head>', `    ${preloads}\n  </head>`),
  );
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

async function page(url: string) {
  const response = await get(app, url);
  const html = response.body;
  return {
    status: response.statusCode,
    html: html.match(/<html[^>]*>/)?.[0],
    title: html.match(/<title>([^<]*)<\/title>/)?.[1],
    description: html.match(/<meta name="description" content="([^"]*)"/)?.[1],
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    alternates: [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${href}`,
    ),
    catalogues: [...html.matchAll(/data-language="([a-z]+)"/g)].map(([, language]) => language),
  };
}

describe('a page in each language, as the server writes it', () => {
  it('English stays at its path: lang en-GB, the English catalogue, and its alternates', async () => {
    expect(await page('/')).toMatchObject({
      status: 200,
      html: '<html lang="en-GB" dir="ltr">',
      title: 'Paphos Guide – Discover the Best Places in Paphos, Cyprus',
      canonical: `${ORIGIN}/`,
      catalogues: ['en'],
      alternates: [
        `en ${ORIGIN}/`,
        `el ${ORIGIN}/el`,
        `de ${ORIGIN}/de`,
        `ru ${ORIGIN}/ru`,
        `he ${ORIGIN}/he`,
        `x-default ${ORIGIN}/`,
      ],
    });
  });

  it('Greek home at /el (and /el/): Greek words in the head, its own canonical, only the Greek catalogue', async () => {
    for (const url of ['/el', '/el/']) {
      expect(await page(url)).toMatchObject({
        status: 200,
        html: '<html lang="el" dir="ltr">',
        title: 'Paphos Guide – Ανακαλύψτε τα καλύτερα μέρη της Πάφου, Κύπρος',
        canonical: `${ORIGIN}/el`,
        catalogues: ['el'],
      });
    }
  });

  it('Hebrew pages are right to left', async () => {
    expect(await page('/he/contact')).toMatchObject({
      status: 200,
      html: '<html lang="he" dir="rtl">',
      title: 'צור קשר | Paphos Guide',
      description: 'שאלות, תיקונים או מקום שכדאי שנכיר? כתבו לצוות של Paphos Guide.',
      canonical: `${ORIGIN}/he/contact`,
      catalogues: ['he'],
    });
  });

  it('a category list keeps its category in every language', async () => {
    const list = await page('/de/places?category=beach&utm_source=x');
    expect(list).toMatchObject({ status: 200, canonical: `${ORIGIN}/de/places?category=beach` });
    expect(list.alternates).toContain(`ru ${ORIGIN}/ru/places?category=beach`);
    expect(list.alternates).toContain(`x-default ${ORIGIN}/places?category=beach`);
  });

  it('a place in Russian is the same place, under /ru', async () => {
    expect(await page('/ru/places/coral-bay-beach')).toMatchObject({
      status: 200,
      html: '<html lang="ru" dir="ltr">',
      canonical: `${ORIGIN}/ru/places/coral-bay-beach`,
    });
  });

  it('an unknown path in German is a 404 in German, without alternates', async () => {
    expect(await page('/de/no-such-page')).toMatchObject({
      status: 404,
      html: '<html lang="de" dir="ltr">',
      title: 'Seite nicht gefunden | Paphos Guide',
      alternates: [],
    });
  });

  it('the dashboard and the account page are in English only, at their one path', async () => {
    expect((await page('/el/admin')).status).toBe(404);
    expect((await page('/ru/account')).status).toBe(404);
    expect((await page('/admin')).status).toBe(200);
  });

  it('a page kept out of search results names no alternates', async () => {
    expect(await page('/el/login')).toMatchObject({ status: 200, alternates: [] });
  });

  it('a prefix is a whole path segment: /else is no Greek page', async () => {
    expect(await page('/else')).toMatchObject({ status: 404, html: '<html lang="en-GB" dir="ltr">' });
  });
});
