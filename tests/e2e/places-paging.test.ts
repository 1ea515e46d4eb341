import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { expectAccessible, getJson, PHONE, screenshotBothWidths, section, useBrowser } from './browser';

const browser = useBrowser();
let places: Place[];

beforeAll(async () => {
  places = await getJson<Place[]>('/api/places');
  expect(places.length).toBeGreaterThan(24);
});

const cards = (page: Page) => page.getByRole('list', { name: 'All Places in Paphos' }).getByRole('listitem');
const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });
const showMore = (page: Page) => page.getByRole('button', { name: 'Show more places' });
/** Leaflet's markers: an HTML icon holding a place's category disc ([data-category]) or a cluster's count. */
const markers = (page: Page) => page.locator('.leaflet-marker-icon');
/** How many places the map's markers stand for: one each, or a cluster's count (GET /api/places/map). */
const placesOnMap = (page: Page) =>
  markers(page).evaluateAll((icons) =>
    icons.reduce((sum, icon) => sum + (Number(icon.textContent?.trim()) || 1), 0),
  );

async function openPlaces(path: string, viewport: { width: number; height: number } = PHONE) {
  const { page } = await browser.newPage({ viewport });
  await page.goto(path);
  await found(page).waitFor();
  return page;
}

describe('/places a page at a time', () => {
  it('shows 12 cards on a phone with the total counted, and the next 12 as the visitor scrolls to the end', async () => {
    const page = await openPlaces('/places');
    expect(await found(page).innerText()).toBe(`${places.length} places found`);
    await expect.poll(() => cards(page).count()).toBe(12);
    expect(await page.getByText(`Showing 12 of ${places.length} places`).count()).toBe(1);
    // The first screenful of a phone page no longer runs to tens of thousands of pixels.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(16_000);

    await showMore(page).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBe(24);
    await page.getByText(`Showing 24 of ${places.length} places`).waitFor();
    expect(await found(page).innerText()).toBe(`${places.length} places found`);
  });

  it('adds a page with the Show more places button where the browser cannot watch the scroll, and starts again from 12 when the order changes', async () => {
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    });
    await page.goto('/places');
    await found(page).waitFor();
    await expect.poll(() => cards(page).count()).toBe(12);
    await showMore(page).click();
    await expect.poll(() => cards(page).count()).toBe(24);
    await showMore(page).press('Enter');
    await expect.poll(() => cards(page).count()).toBe(36);
    expect(await page.getByText(`Showing 36 of ${places.length} places`).count()).toBe(1);

    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Name (A–Z)' }).click();
    const byName = places.map((place) => place.name).sort((a, b) => a.localeCompare(b, 'en'));
    await expect
      .poll(() => cards(page).first().getByRole('heading', { level: 2 }).innerText())
      .toBe(byName[0]);
    await expect.poll(() => cards(page).count()).toBe(12);
  });

  it('ends the list when every place is shown: no button, and the count says all', async () => {
    const bars = places.filter((place) => place.category === 'bar');
    expect(bars.length).toBeGreaterThan(0);
    expect(bars.length).toBeLessThanOrEqual(12);
    const page = await openPlaces('/places?category=bar');
    await expect
      .poll(() => page.getByRole('list', { name: 'Explore Bars' }).getByRole('listitem').count())
      .toBe(bars.length);
    expect(await showMore(page).count()).toBe(0);
    expect(await page.getByText(`Showing ${bars.length} of ${bars.length} places`).count()).toBe(1);
  });
});

describe('/places on a map', () => {
  it('switches to a map of the filtered places with a legend of the marker colours, kept in the address', async () => {
    const page = await openPlaces('/places?category=beach', { width: 1280, height: 900 });
    const beaches = places.filter((place) => place.category === 'beach');
    const toggle = page.getByRole('group', { name: 'Show places as' });
    expect(await toggle.getByRole('button', { name: 'List' }).getAttribute('aria-pressed')).toBe('true');

    await toggle.getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBe('map');
    await expect
      .poll(() => toggle.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => placesOnMap(page)).toBe(beaches.length);
    expect(
      await page.getByRole('list', { name: 'Map legend' }).getByRole('listitem').allInnerTexts(),
    ).toEqual(['Beach']);
    await page.getByRole('region', { name: 'Map of beaches in Paphos' }).waitFor();
    expect(await page.getByRole('list', { name: 'Explore Beaches' }).count()).toBe(0);

    await page.reload();
    await expect.poll(() => placesOnMap(page)).toBe(beaches.length);
  });

  it("maps a search's places from the server, as many as the list counts", async () => {
    const { page } = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/places/map') asked.push(url.searchParams);
    });
    await page.goto('/places?q=beach');
    await found(page).waitFor();
    const count = Number(/^(\d+) places found for "beach"$/.exec(await found(page).innerText())?.[1]);
    expect(count).toBeGreaterThan(1);
    await page.getByRole('group', { name: 'Show places as' }).getByRole('button', { name: 'Map' }).click();
    await expect.poll(() => placesOnMap(page)).toBe(count);
    expect(asked.length).toBeGreaterThan(0);
    for (const search of asked) expect(search.get('q')).toBe('beach');
    expect(
      await page.getByRole('list', { name: 'Map legend' }).getByRole('listitem').count(),
    ).toBeGreaterThan(0);
  });

  it('shows every category present in the legend, in one list with the markers, and passes axe', async () => {
    const page = await openPlaces('/places?view=map', { width: 1280, height: 900 });
    await expect.poll(() => placesOnMap(page)).toBe(places.length);
    const categories = new Set(places.map((place) => place.category));
    const legend = page.getByRole('list', { name: 'Map legend' }).getByRole('listitem');
    expect(await legend.count()).toBe(categories.size);
    // The legend shows each category's marker as the map draws it: the same colour and the same glyph.
    const drawn = (discs: Locator) =>
      discs.evaluateAll((elements) =>
        elements.map((disc) => ({
          category: disc.getAttribute('data-category'),
          colour: getComputedStyle(disc).backgroundColor,
          glyph: [...disc.querySelectorAll('path, circle')].map((shape) => shape.outerHTML),
        })),
      );
    const onMap = new Map(
      (await drawn(markers(page).locator('[data-category]'))).map((disc) => [disc.category, disc]),
    );
    const inLegend = await drawn(legend.locator('[data-category]'));
    expect(inLegend.map((disc) => disc.category).sort()).toEqual([...categories].sort());
    // Places close together are counted in clusters: each category drawn alone matches its legend.
    expect(onMap.size).toBeGreaterThan(0);
    for (const disc of inLegend.filter((shown) => onMap.has(shown.category))) {
      expect(disc, `the legend's ${disc.category}`).toEqual(onMap.get(disc.category));
    }
    await page.locator('.leaflet-control-attribution a').first().waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'places-map');
  });
});

describe('One block of tours per page', () => {
  it('/places ends with the showcase; a place and the guides show only their sidebar tours', async () => {
    const page = await openPlaces('/places', { width: 1280, height: 900 });
    await section(page, 'Discover Amazing Experiences').getByRole('article').first().waitFor();
    await screenshotBothWidths(page, 'places-paged');

    for (const path of [`/places/${places[0]!.slug}`, '/blog']) {
      await page.goto(path);
      await page.getByRole('heading', { name: /Tours/ }).first().waitFor();
      expect(await section(page, 'Discover Amazing Experiences').count()).toBe(0);
    }
  });
});
