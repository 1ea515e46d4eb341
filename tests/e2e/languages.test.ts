/**
 * The site in its visitors' languages (issue 36): each language at its own address, the page drawn in it
 * (lang, dir, its words), Hebrew right to left, a switcher that keeps the page, a suggestion from the
 * browser's languages that never moves the visitor by itself, and the alternates search engines read.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  PHONE,
  screenshot,
  screenshotBothWidths,
  toasts,
  useBrowser,
  documentLanguage,
} from './browser';
import { namedPageScripts } from '../helpers/page-scripts';

const browser = useBrowser();

/** Each language's words a visitor reads first on the home and contact pages. */
const LANGUAGES = [
  {
    prefix: '/el',
    lang: 'el',
    dir: 'ltr',
    locale: 'el-GR',
    home: 'Ανακαλύψτε τα καλύτερα της Πάφου',
    contact: 'Επικοινωνήστε μαζί μας',
    nameLabel: 'Όνομα',
    nameTooShort: 'Το όνομα πρέπει να έχει τουλάχιστον 2 χαρακτήρες',
  },
  {
    prefix: '/de',
    lang: 'de',
    dir: 'ltr',
    locale: 'de-DE',
    home: 'Entdecken Sie das Beste von Paphos',
    contact: 'Schreiben Sie uns',
    nameLabel: 'Ihr Name',
    nameTooShort: 'Der Name muss mindestens 2 Zeichen lang sein',
  },
  {
    prefix: '/ru',
    lang: 'ru',
    dir: 'ltr',
    locale: 'ru-RU',
    home: 'Откройте для себя лучшее в Пафосе',
    contact: 'Свяжитесь с нами',
    nameLabel: 'Имя',
    nameTooShort: 'Имя должно содержать не менее 2 символов',
  },
  {
    prefix: '/he',
    lang: 'he',
    dir: 'rtl',
    locale: 'he-IL',
    home: 'גלו את הטוב ביותר בפאפוס',
    contact: 'דברו איתנו',
    nameLabel: 'שם',
    nameTooShort: 'השם חייב להכיל לפחות 2 תווים',
  },
] as const;

const MESSAGE_IDS = Object.keys(
  JSON.parse(readFileSync('src/web/i18n/en.json', 'utf8')) as Record<string, string>,
);

/** A message id on screen ('contact.title') is a message whose part of the catalogue did not load. */
async function expectNoMessageIds(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(MESSAGE_IDS.filter((id) => text.includes(id))).toEqual([]);
}

/** How many rows the header's logo and controls take (their middles, to the pixel). */
async function headerRows(page: Page): Promise<number> {
  const middles = await page
    .getByRole('banner')
    .locator('a, button')
    .evaluateAll((controls) =>
      controls
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => Math.round(box.top + box.height / 2)),
    );
  return new Set(middles).size;
}

describe.each(LANGUAGES)('The site in $lang', (language) => {
  it('home at 390 px: the language and direction, its words, readable, accessible', async () => {
    const page = await browser.openInLanguage(language, '');
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: language.home }).waitFor();
    await expectNoMessageIds(page);
    expect(await headerRows(page)).toBe(1);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-home-${language.lang}`);
  });

  it('contact at 390 px: its words, and the form says what is wrong in the language', async () => {
    const page = await browser.openInLanguage(language, '/contact');
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: language.contact }).waitFor();
    await expectNoMessageIds(page);
    await expectNoHorizontalOverflow(page);

    await page.locator('form button[type="submit"]').click();
    await page.getByText(language.nameTooShort).waitFor();
    expect(await field(page, language.nameLabel).getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await page.reload();
    await screenshotBothWidths(page, `languages-contact-${language.lang}`);
  });
});

describe('Hebrew, right to left', () => {
  it('mirrors the home page at 1280 px: the logo at the right, the map left to right inside', async () => {
    const page = await browser.openInLanguage(LANGUAGES[3], '', DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'גלו את הטוב ביותר בפאפוס' }).waitFor();
    const logo = await page.getByRole('link', { name: 'Paphos Guide – דף הבית' }).boundingBox();
    expect(logo!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(
      await page
        .getByRole('region', { name: 'מפת המקומות הפופולריים בפאפוס' })
        .evaluate((map) => getComputedStyle(map).direction),
    ).toBe('ltr');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-home-he-desktop');
  });

  it('mirrors the contact page at 1280 px, the form beside its details', async () => {
    const page = await browser.openInLanguage(LANGUAGES[3], '/contact', DESKTOP);
    await page.getByRole('heading', { level: 1, name: 'דברו איתנו' }).waitFor();
    const form = await page.getByRole('form', { name: 'טופס יצירת קשר' }).boundingBox();
    const details = await page.getByRole('complementary', { name: 'דרכים נוספות ליצירת קשר' }).boundingBox();
    // Right to left, the form (first) is on the right and the details on the left.
    expect(form!.x).toBeGreaterThan(details!.x);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-contact-he-desktop');
  });
});

describe('Moving between languages', () => {
  it('the header switcher opens the same page, its query kept, in the chosen language', async () => {
    const { page } = await browser.newPage({ viewport: PHONE, locale: 'el-GR' });
    await page.goto('/el/places?category=beach&utm_source=newsletter');
    await page.getByRole('banner').getByRole('button', { name: 'Γλώσσα: Ελληνικά' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    // The parameters the page reads come along; a campaign's tag does not.
    await page.waitForURL(`${baseUrl()}/de/places?category=beach`);
    expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.getByRole('banner').getByRole('button', { name: 'Sprache: Deutsch' }).waitFor();
  });

  it("the footer's languages keep the page too, and links inside a language stay in it", async () => {
    const { page } = await browser.newPage({ locale: 'ru-RU' });
    await page.goto('/ru');
    // Inside the app: the contact page and its own words arrive with the click.
    await page
      .getByRole('navigation', { name: 'Быстрые ссылки' })
      .getByRole('link', { name: 'Контакты' })
      .click();
    await page.waitForURL('**/ru/contact');
    await page.getByRole('heading', { level: 1, name: 'Свяжитесь с нами' }).waitFor();
    await expectNoMessageIds(page);

    await page.getByRole('navigation', { name: 'Язык' }).getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'en-GB', dir: 'ltr' });
  });

  it('a message sent in Greek is thanked in Greek', async () => {
    const page = await browser.openInLanguage(LANGUAGES[0], '/contact');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { id: 1, message: 'ok' } }),
    );
    await field(page, 'Όνομα').fill('Ελένη Γεωργίου');
    await field(page, 'Διεύθυνση email').fill('eleni@example.com');
    await field(page, 'Θέμα').fill('Λιμάνι Κάτω Πάφου');
    await field(page, 'Μήνυμα').fill('Είναι προσβάσιμος ο περίπατος του λιμανιού με καρότσι;');
    await page.getByRole('button', { name: 'Αποστολή μηνύματος' }).click();
    const toast = page.getByRole('region', { name: 'Ειδοποιήσεις (F8)' }).getByRole('listitem');
    await toast.filter({ hasText: 'Το μήνυμα στάλθηκε!' }).waitFor();
    expect(await toasts(page).count()).toBe(0);
  });

  it('the dashboard and the account page stay in English, at their own address', async () => {
    const { page } = await browser.newPage({ locale: 'el-GR' });
    await page.goto('/el/account');
    await page.waitForURL(`${baseUrl()}/account`);
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    expect((await documentLanguage(page)).lang).toBe('en-GB');
  });
});

describe("The suggestion from the browser's languages", () => {
  it('offers German to a German browser on an English page, never moves it, and asks only once', async () => {
    const { page } = await browser.newPage({ viewport: PHONE, locale: 'de-DE' });
    await page.goto('/contact');
    const offer = page.getByRole('complementary', { name: 'Sprache' });
    await offer.getByText('Diese Seite gibt es auch auf Deutsch.').waitFor();
    expect(await offer.getByRole('link', { name: 'Auf Deutsch lesen' }).getAttribute('href')).toBe(
      '/de/contact',
    );
    expect(new URL(page.url()).pathname).toBe('/contact');
    await expectAccessible(page);
    await screenshot(page, 'languages-suggestion-de-phone');

    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await offer.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    // The app has run and looked at the browser's languages: no offer this time.
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(await page.getByText('Diese Seite gibt es auch auf Deutsch.').count()).toBe(0);
  });

  it('says nothing to a browser whose language the page is in, or which the site does not speak', async () => {
    const { page } = await browser.newPage({ locale: 'pl-PL' });
    await page.goto('/');
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    expect(await page.getByRole('complementary', { name: /Language|Sprache|Γλώσσα|Язык|שפה/ }).count()).toBe(
      0,
    );
  });
});

describe('What search engines read', () => {
  it('each page names itself in every language and the English page as the default', async () => {
    const html = await (await fetch(`${baseUrl()}/he/contact`)).text();
    expect(html).toContain('<html lang="he" dir="rtl">');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(
      ([, hreflang, href]) => `${hreflang} ${new URL(href!).pathname}`,
    );
    expect(alternates).toEqual([
      'en /contact',
      'el /el/contact',
      'de /de/contact',
      'ru /ru/contact',
      'he /he/contact',
      'x-default /contact',
    ]);
    // Only the page's own catalogue is preloaded (named in the data block its scripts' loader reads).
    const named = namedPageScripts(html)!;
    const catalogues = named.preloads.flatMap(
      (file) => file.match(/^\/assets\/(en|el|de|ru|he)-[\w-]+\.js$/)?.[1] ?? [],
    );
    expect(catalogues).toEqual(['he']);
  });

  it('the sitemap lists each page in every language, with its alternates', async () => {
    const xml = await (await fetch(`${baseUrl()}/sitemaps/pages.xml`)).text();
    const greekContact = xml
      .split('\n')
      .find((line) => line.includes('<loc>') && /\/el\/contact</.test(line));
    expect(greekContact).toBeDefined();
    expect(greekContact).toContain('hreflang="he"');
    expect(greekContact).toMatch(/hreflang="x-default" href="[^"]+\/contact"/);
  });
});
