/**
 * /places with thousands of places (issue 32): the list comes from the server a page of cards at a time,
 * everything it shows is kept in the address, Back returns to the same card with the same pages, and the
 * page's HTML carries its first page only. A server of this file's own, with 5,000 generated test places.
 */
import { brotliCompressSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PlacesPage } from '../../src/common/schemas/places';
import { PLACES_CACHE_PREFIXES } from '../../src/server/modules/places/service';
import { insertGeneratedPlaces } from '../helpers/generated-places';
import { useAdminServer } from './admin-server';
import { DESKTOP, PHONE, screenshotBothWidths, useBrowser } from './browser';

const GENERATED = 5000;
const browser = useBrowser();
const server = useAdminServer();
let total = 0;
/** The total as the page writes it, with its thousands separated ('5,123'). */
let totalText = '';

/** GET /api/places/page on this file's server. */
async function listPage(query: string): Promise<PlacesPage> {
  return (await (await fetch(`${server.url()}/api/places/page?${query}`)).json()) as PlacesPage;
}

beforeAll(async () => {
  await insertGeneratedPlaces(server.ctx().db, GENERATED);
  server.ctx().cache.invalidate(...PLACES_CACHE_PREFIXES);
  total = (await listPage('pageSize=1')).total;
  expect(total).toBeGreaterThan(GENERATED);
  totalText = total.toLocaleString('en');
}, 120_000);

const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });
const cards = (page: Page, list = 'All Places in Paphos') =>
  page.getByRole('list', { name: list }).getByRole('listitem');
const cardNames = (page: Page, list?: string) =>
  cards(page, list).getByRole('heading', { level: 2 }).allInnerTexts();
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more places' });
const names = (answer: PlacesPage) => answer.items.map((item) => item.name);
const pagesParam = (page: Page) => new URL(page.url()).searchParams.get('pages');

async function openPlaces(path: string, viewport: { width: number; height: number }) {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await page.goto(path);
  await found(page).waitFor();
  return page;
}

/** Reaches the end of the list until it shows `count` cards, as a visitor scrolling down would. */
async function scrollToShow(page: Page, count: number, list?: string): Promise<void> {
  while ((await cards(page, list).count()) < count) {
    const shown = await cards(page, list).count();
    await showMore(page).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page, list).count()).toBeGreaterThan(shown);
  }
}

describe('/places with 5,000 places', { timeout: 120_000 }, () => {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows 12 cards on a ${size}, the next 12 at the end of the list, and the pages shown in the address`, async () => {
      const page = await openPlaces('/places', viewport);
      expect(await found(page).innerText()).toBe(`${totalText} places found`);
      await expect.poll(() => cards(page).count()).toBe(12);
      await page.getByText(`Showing 12 of ${totalText} places`).waitFor();
      const [first, second] = await Promise.all([
        listPage('pageSize=12&page=0'),
        listPage('pageSize=12&page=1'),
      ]);
      expect(await cardNames(page)).toEqual(names(first));

      await showMore(page).scrollIntoViewIfNeeded();
      await expect.poll(() => cards(page).count()).toBe(24);
      await page.getByText(`Showing 24 of ${totalText} places`).waitFor();
      expect((await cardNames(page)).slice(12)).toEqual(names(second));
      expect(pagesParam(page)).toBe('2');
      if (size === 'desktop') await screenshotBothWidths(page, 'places-thousands');

      // The address alone brings the same two pages back.
      await page.reload();
      await found(page).waitFor();
      await expect.poll(() => cards(page).count()).toBe(24);
      expect(await cardNames(page)).toEqual([...names(first), ...names(second)]);
    });

    it(`lists what the filters in the address keep, and sorts by name, on a ${size}`, async () => {
      const page = await openPlaces('/places?category=cafe&amenities=parking&rating=4', viewport);
      const filtered = await listPage('category=cafe&amenities=parking&minRating=4&pageSize=12');
      expect(filtered.total).toBeGreaterThan(24);
      expect(await found(page).innerText()).toBe(`${filtered.total} places found`);
      await expect.poll(() => cardNames(page, 'Explore Cafés')).toEqual(names(filtered));
      expect((await page.getByRole('button', { name: /^Filters/ }).innerText()).replace(/\s+/g, ' ')).toBe(
        'Filters ( 3 active)',
      );
      await page.getByRole('button', { name: /^Filters/ }).click();
      const panel = page.getByRole('region', { name: 'Filters' });
      expect(await panel.getByRole('checkbox', { name: 'Parking' }).getAttribute('aria-checked')).toBe(
        'true',
      );
      expect(await panel.getByRole('slider', { name: 'Minimum rating' }).getAttribute('aria-valuetext')).toBe(
        '4+',
      );

      // A filter chosen in the panel joins them in the address.
      await panel.getByRole('checkbox', { name: 'Family friendly' }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('amenities'))
        .toBe('parking,family_friendly');
      const fewer = await listPage('category=cafe&amenities=parking,family_friendly&minRating=4&pageSize=12');
      await expect.poll(() => found(page).innerText()).toBe(`${fewer.total} places found`);
      await panel.getByRole('checkbox', { name: 'Family friendly' }).click();
      await expect.poll(() => found(page).innerText()).toBe(`${filtered.total} places found`);

      await scrollToShow(page, 24, 'Explore Cafés');
      await page.getByRole('combobox', { name: 'Sort by' }).click();
      await page.getByRole('option', { name: 'Name (A–Z)' }).click();
      const byName = await listPage('category=cafe&amenities=parking&minRating=4&sort=name&pageSize=12');
      await expect.poll(() => cardNames(page, 'Explore Cafés')).toEqual(names(byName));
      expect(new URL(page.url()).searchParams.get('sort')).toBe('name');
      // A new order starts again from the first page.
      expect(pagesParam(page)).toBeNull();
    });

    it(`comes Back from a place to the same card with the same pages loaded, on a ${size}`, async () => {
      const page = await openPlaces('/places', viewport);
      await scrollToShow(page, 36);
      const card = cards(page).nth(29);
      await card.scrollIntoViewIfNeeded();
      const name = await card.getByRole('heading', { level: 2 }).innerText();
      const before = {
        cards: await cards(page).count(),
        pages: pagesParam(page),
        scrollY: await page.evaluate(() => window.scrollY),
        top: await card.evaluate((element) => element.getBoundingClientRect().top),
      };
      expect(before.scrollY).toBeGreaterThan(2000);

      await card.getByRole('link', { name }).click();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await found(page).waitFor();
      expect(await cards(page).count()).toBe(before.cards);
      expect(pagesParam(page)).toBe(before.pages);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before.scrollY);
      const back = cards(page).filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
      expect(await back.evaluate((element) => element.getBoundingClientRect().top)).toBeCloseTo(
        before.top,
        0,
      );
    });
  }

  it('sends only the first page in the HTML of /places: under 60 KB (br) at 5,000 places', async () => {
    const html = await (await fetch(`${server.url()}/places`)).text();
    expect(brotliCompressSync(Buffer.from(html)).length).toBeLessThan(60_000);
    // The 12 cards it shows, and no other place.
    const first = await listPage('pageSize=12&page=0');
    const slugs = new Set(html.match(/(?<=\/places\/)[a-z0-9-]+/g));
    for (const item of first.items) expect(slugs).toContain(item.slug);
    expect(html).not.toContain((await listPage('pageSize=12&page=1')).items[0]!.slug);
  });

  it('draws the first page of cards, with links that work, with no script at all', async () => {
    const { page } = await browser.newPage({
      baseURL: server.url(),
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await page.goto('/places?category=beach&sort=name');
    const beaches = await listPage('category=beach&sort=name&pageSize=12');
    expect(await found(page).innerText()).toBe(`${beaches.total} places found`);
    expect(await cardNames(page, 'Explore Beaches')).toEqual(names(beaches));
    await cards(page, 'Explore Beaches').first().getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: beaches.items[0]!.name }).waitFor();
  });
});
