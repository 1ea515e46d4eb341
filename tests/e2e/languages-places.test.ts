/**
 * The places list in the site's other languages (issue 36): its heading, the count of places found with
 * each language's plurals (Russian one/few/many, Hebrew one/two/other), the filter panel and the sort in
 * the language, Hebrew right to left, and a language switch that keeps the category.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  baseUrl,
  DESKTOP,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  screenshot,
  screenshotBothWidths,
  useBrowser,
  documentLanguage,
} from './browser';

const browser = useBrowser();

/** Published places by category, as the list counts them. */
let counts: Record<string, number>;

beforeAll(async () => {
  const places = await getJson<Place[]>('/api/places');
  counts = {};
  for (const place of places) counts[place.category] = (counts[place.category] ?? 0) + 1;
  // The counts the plurals below are read at: 4 spas, 5 bars, 21 attractions.
  expect(counts).toMatchObject({ spa: 4, bar: 5, attraction: 21 });
});

/** Each language's words on /places?category=spa (4 places). */
const LANGUAGES = [
  {
    prefix: '/el',
    lang: 'el',
    dir: 'ltr',
    locale: 'el-GR',
    heading: 'Σπα στην Πάφο',
    found: 'Βρέθηκαν 4 μέρη',
    shown: 'Εμφανίζονται 4 από 4 μέρη',
    filters: 'Φίλτρα',
    category: 'Κατηγορία',
    categoryValue: 'Σπα',
    minRating: 'Ελάχιστη βαθμολογία',
    any: 'Οποιαδήποτε',
    price: 'Εύρος τιμών',
    budget: 'Οικονομικό',
    amenity: 'Χώρος στάθμευσης',
    applied: '1 ενεργό φίλτρο',
    filtersButton: 'Φίλτρα (ενεργά: 1 )',
    sortBy: 'Ταξινόμηση',
    sortOption: 'Όνομα (Α–Ω)',
  },
  {
    prefix: '/de',
    lang: 'de',
    dir: 'ltr',
    locale: 'de-DE',
    heading: 'Wellness entdecken',
    found: '4 Orte gefunden',
    shown: '4 von 4 Orten angezeigt',
    filters: 'Filter',
    category: 'Kategorie',
    categoryValue: 'Wellness',
    minRating: 'Mindestbewertung',
    any: 'Beliebig',
    price: 'Preisklasse',
    budget: 'Günstig',
    amenity: 'Parkplätze',
    applied: '1 Filter aktiv',
    filtersButton: 'Filter ( 1 aktiv)',
    sortBy: 'Sortieren nach',
    sortOption: 'Alphabetisch',
  },
  {
    prefix: '/ru',
    lang: 'ru',
    dir: 'ltr',
    locale: 'ru-RU',
    heading: 'Спа-салоны Пафоса',
    found: 'Найдено 4 места',
    shown: 'Показано 4 из 4 мест',
    filters: 'Фильтры',
    category: 'Категория',
    categoryValue: 'Спа',
    minRating: 'Минимальный рейтинг',
    any: 'Не важно',
    price: 'Уровень цен',
    budget: 'Недорого',
    amenity: 'Парковка',
    applied: 'Применён 1 фильтр',
    filtersButton: 'Фильтры (активных: 1 )',
    sortBy: 'Сортировка',
    sortOption: 'Название (А–Я)',
  },
  {
    prefix: '/he',
    lang: 'he',
    dir: 'rtl',
    locale: 'he-IL',
    heading: 'ספא בפאפוס',
    found: 'נמצאו 4 מקומות',
    shown: 'מוצגים 4 מתוך 4 מקומות',
    filters: 'מסננים',
    category: 'קטגוריה',
    categoryValue: 'ספא',
    minRating: 'דירוג מינימלי',
    any: 'הכול',
    price: 'טווח מחירים',
    budget: 'זול',
    amenity: 'חניה',
    applied: 'הוחל מסנן אחד',
    filtersButton: 'מסננים (פעילים: 1 )',
    sortBy: 'מיון לפי',
    sortOption: 'שם (א–ת)',
  },
] as const;

/** The line that counts the places found. */
const found = (page: Page) => page.getByRole('main').getByRole('status').first();

describe.each(LANGUAGES)('/places in $lang', (language) => {
  it('at 390 px: the heading, the count, the filters and the sort in the language, accessible', async () => {
    const page = await browser.openInLanguage(language, '/places?category=spa');
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: language.heading }).waitFor();
    await expect.poll(() => found(page).innerText()).toBe(language.found);
    await page.getByText(language.shown, { exact: true }).waitFor();
    expect(await page.title()).toContain('Paphos Guide');

    const filtersButton = page.getByRole('button', { name: new RegExp(`^${language.filters}`) });
    // The badge's words for screen readers sit either side of its number (innerText spaces them, as it
    // does the English 'Filters ( 3 active)').
    expect((await filtersButton.innerText()).replace(/\s+/g, ' ')).toBe(language.filtersButton);
    await filtersButton.click();
    const panel = page.getByRole('region', { name: language.filters });
    expect(await panel.getByRole('combobox', { name: language.category }).innerText()).toBe(
      language.categoryValue,
    );
    expect(await panel.getByRole('slider', { name: language.minRating }).getAttribute('aria-valuetext')).toBe(
      language.any,
    );
    await panel
      .getByRole('group', { name: language.price })
      .getByRole('checkbox', { name: language.budget })
      .waitFor();
    await panel.getByRole('checkbox', { name: language.amenity }).waitFor();
    await panel.getByText(language.applied, { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: language.sortBy }).click();
    await page.getByRole('option', { name: language.sortOption }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    await screenshotBothWidths(page, `languages-places-${language.lang}`);
  });
});

describe('Counting in Russian and Hebrew', () => {
  it('Russian: 1 место, 2–4 места, 5 мест, 21 место, with a search and without', async () => {
    const ru = LANGUAGES[2];
    const cases = [
      ['?category=spa', 'Найдено 4 места'],
      ['?category=bar', 'Найдено 5 мест'],
      ['?category=attraction', 'Найдено 21 место'],
      ['?q=Notorious', 'По запросу «Notorious» найдено 1 место'],
      ['?q=Ouranos', 'По запросу «Ouranos» найдено 2 места'],
    ] as const;
    const page = await browser.openInLanguage(ru, '/places');
    for (const [search, text] of cases) {
      await page.goto(`${ru.prefix}/places${search}`);
      await expect.poll(() => found(page).innerText()).toBe(text);
    }
    await page.goto(`${ru.prefix}/places?category=attraction`);
    await page.getByText('Показано 12 из 21 места', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Показать ещё' }).waitFor();
  });

  it('Hebrew: one place, two (the dual), and many, with a search and without', async () => {
    const he = LANGUAGES[3];
    const page = await browser.openInLanguage(he, '/places?q=Notorious');
    await expect.poll(() => found(page).innerText()).toBe('נמצא מקום אחד עבור "Notorious"');
    await page.goto(`${he.prefix}/places?q=Ouranos`);
    await expect.poll(() => found(page).innerText()).toBe('נמצאו שני מקומות עבור "Ouranos"');
    await page.goto(`${he.prefix}/places?category=bar`);
    await expect.poll(() => found(page).innerText()).toBe('נמצאו 5 מקומות');
  });
});

describe('Hebrew, right to left', () => {
  it('mirrors the list at 1280 px: the count at the right, the filters button at the left', async () => {
    const page = await browser.openInLanguage(LANGUAGES[3], '/places?category=spa', DESKTOP);
    expect(await documentLanguage(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await page.getByRole('heading', { level: 1, name: 'ספא בפאפוס' }).waitFor();
    await expect.poll(() => found(page).innerText()).toBe('נמצאו 4 מקומות');
    const count = await found(page).boundingBox();
    const filters = await page.getByRole('button', { name: /^מסננים/ }).boundingBox();
    expect(count!.x).toBeGreaterThan(DESKTOP.width / 2);
    expect(filters!.x).toBeLessThan(DESKTOP.width / 2);
    // The sort select reads right to left, and stays so once used (its still copy and the select alike).
    const sortBy = page.getByRole('combobox', { name: 'מיון לפי' });
    const direction = () => sortBy.evaluate((element) => getComputedStyle(element).direction);
    expect(await direction()).toBe('rtl');
    await sortBy.click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('listbox').count()).toBe(0);
    expect(await direction()).toBe('rtl');
    // The rating slider starts at the right: its thumb, at 'any', is at the right end of its track.
    await page.getByRole('button', { name: /^מסננים/ }).click();
    const thumb = await page.getByRole('slider', { name: 'דירוג מינימלי' }).boundingBox();
    const track = await page
      .locator('[data-orientation="horizontal"]', {
        has: page.getByRole('slider', { name: 'דירוג מינימלי' }),
      })
      .first()
      .boundingBox();
    expect(thumb!.x + thumb!.width / 2).toBeGreaterThan(track!.x + track!.width / 2);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-places-he-wide');
  });
});

describe('Moving between languages on the list', () => {
  it('the header switcher keeps the category, and the page is drawn in the new language', async () => {
    const page = await browser.openInLanguage(LANGUAGES[2], '/places?category=beach');
    await page.getByRole('heading', { level: 1, name: 'Пляжи Пафоса' }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Язык: Русский' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'עברית' }).click();
    await page.waitForURL(`${baseUrl()}/he/places?category=beach`);
    expect(await documentLanguage(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await page.getByRole('heading', { level: 1, name: 'חופים בפאפוס' }).waitFor();
  });

  it("the server writes the list's title and description in the language", async () => {
    const html = await (await fetch(`${baseUrl()}/de/places?category=beach`)).text();
    expect(html).toContain('<title>Die schönsten Strände in Paphos, Zypern | Paphos Guide</title>');
    expect(html).toContain(
      '<meta name="description" content="Entdecken Sie die schönsten Strände in Paphos auf Zypern, mit Bewertungen, Rezensionen, Preisen, Fotos und Entfernungen von Ihnen."',
    );
    const favourites = await (await fetch(`${baseUrl()}/ru/my-favorites`)).text();
    expect(favourites).toContain('<title>Избранное | Paphos Guide</title>');
  });
});

describe('My Favorites in another language', () => {
  it('asks an anonymous visitor with nothing saved to log in, in German', async () => {
    const page = await browser.openInLanguage({ prefix: '/de', locale: 'de-DE' }, '/my-favorites');
    await page.getByRole('heading', { level: 1, name: 'Meine Favoriten' }).waitFor();
    await page
      .getByText(
        'Melden Sie sich an, um Ihre Lieblingsorte in Paphos zu speichern und bei jedem Besuch wiederzufinden.',
        { exact: true },
      )
      .waitFor();
    await page.getByRole('link', { name: 'Anmelden und weiter' }).waitFor();
    expect(await page.title()).toBe('Meine Favoriten | Paphos Guide');
    await expectAccessible(page);
  });
});
