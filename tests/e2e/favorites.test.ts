import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  registerUser,
  screenshotBothWidths,
  useBrowser,
} from './browser';

const browser = useBrowser();
let place: Place;

beforeAll(async () => {
  const places = await getJson<Place[]>('/api/places');
  place = places.find((entry) => entry.slug === 'coral-bay-beach') ?? places[0]!;
});

const savedCount = (page: Page) => page.getByRole('status').filter({ hasText: /saved$/ });

/** The places API reads the page makes from now on, by path and query. */
function placesReads(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/places')) asked.push(url.pathname + url.search);
  });
  return asked;
}

describe('My Favorites', () => {
  it('asks a logged-out visitor to log in', async () => {
    const { context, page } = await browser.newPage();
    await page.goto('/my-favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    const logIn = page.getByRole('link', { name: 'Log In to Continue' });
    expect(await logIn.getAttribute('href')).toBe('/login?next=%2Fmy-favorites');
    expect(await page.getByText("Places you've saved for later").count()).toBe(0);
    await expect.poll(() => page.title()).toBe('My Favorites | Paphos Guide');

    await expectAccessible(page);
    await screenshotBothWidths(page, 'favorites-logged-out');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await logIn.click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(context.blockedRequests).toEqual([]);
  });

  // The empty page's checks stand alone (a user of its own): with axe and screenshots on every state, one
  // test for the whole journey was the longest in the suite.
  it('shows a new user an empty list that leads to the places', async () => {
    const { context, page } = await browser.newPage();
    await page.goto('/');
    await registerUser(page, { emailPrefix: 'fav-empty', firstName: 'Ada', lastName: 'Lovelace' });

    await page.goto('/my-favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    await page.getByText("Places you've saved for later").waitFor();
    await expect.poll(() => savedCount(page).innerText()).toBe('0 places saved');
    const explore = page.getByRole('link', { name: 'Explore Places' });
    expect(await explore.getAttribute('href')).toBe('/places');
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'favorites-empty');
    expect(context.blockedRequests).toEqual([]);
  });

  it('lists a place favourited on its detail page, and removes it again', async () => {
    const { context, page } = await browser.newPage();
    await page.goto('/');
    await registerUser(page, { emailPrefix: 'fav', firstName: 'Ada', lastName: 'Lovelace' });

    // Nothing saved yet.
    await page.goto('/my-favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    await expect.poll(() => savedCount(page).innerText()).toBe('0 places saved');

    // Favourite it on the detail page.
    await page.goto(`/places/${place.slug}`);
    await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await page.getByRole('button', { name: 'Remove from favorites' }).waitFor();
    const favorites = (await (await page.request.get('/api/favorites')).json()) as { placeId: number }[];
    expect(favorites.map((favorite) => favorite.placeId)).toEqual([place.id]);
    await expectAccessible(page);

    // The favourites page lists it, reading the saved place alone, never every place.
    const asked = placesReads(page);
    await page.getByRole('button', { name: /Ada Lovelace/ }).click();
    await page.getByRole('menuitem', { name: 'My Favorites' }).click();
    await page.waitForURL('**/my-favorites');
    await expect.poll(() => savedCount(page).innerText()).toBe('1 place saved');
    expect(asked).toContain(`/api/places/page?ids=${place.id}&pageSize=60&page=0`);
    expect(asked.filter((path) => path.split('?')[0] === '/api/places')).toEqual([]);
    const saved = page.getByRole('list', { name: 'Saved places' }).getByRole('listitem');
    expect(await saved.getByRole('heading').allInnerTexts()).toEqual([place.name]);
    expect(await saved.getByRole('link', { name: place.name }).getAttribute('href')).toBe(
      `/places/${place.slug}`,
    );
    expect(await page.getByRole('link', { name: 'Explore Places' }).count()).toBe(0);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'favorites-saved');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    // Remove it from the favourites page.
    await saved.getByRole('button', { name: `Remove from favorites: ${place.name}` }).click();
    await expect.poll(() => savedCount(page).innerText()).toBe('0 places saved');
    await page.getByRole('link', { name: 'Explore Places' }).waitFor();
    expect(await page.getByRole('list', { name: 'Saved places' }).count()).toBe(0);
    const after = (await (await page.request.get('/api/favorites')).json()) as unknown[];
    expect(after).toEqual([]);
    expect(context.blockedRequests).toEqual([]);
  });
});
