import type { Locator, Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { accountFavoriteIds, getJson, registerUser, toasts, useBrowser } from './browser';

// Real requests made by this file: 3 registers, 1 favourite added through the page and 1 through the API.
// The failures answer through page.route.

const browser = useBrowser();
let place: Place;

beforeAll(async () => {
  const places = await getJson<Place[]>('/api/places');
  place = places.find((entry) => entry.slug === 'paphos-archaeological-park') ?? places[1]!;
});

/** A fresh browser context, signed in as a new user when `signedIn`, on the place's page. */
async function openPlace({ signedIn, favourited = false }: { signedIn: boolean; favourited?: boolean }) {
  const { page } = await browser.newPage();
  if (signedIn) {
    await registerUser(page, { emailPrefix: 'fav-errors', firstName: 'Mary', lastName: 'Somerville' });
    if (favourited) {
      const added = await page.request.post(`/api/favorites/${place.id}`);
      expect(added.ok()).toBe(true);
    }
  }
  await page.goto(`/places/${place.slug}`);
  await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
  return page;
}

const addButton = (page: Page) => page.getByRole('button', { name: 'Add to favorites' });
const removeButton = (page: Page) => page.getByRole('button', { name: 'Remove from favorites' });

/** Answers this place's favourite calls of one method through `handle`; everything else goes on as usual. */
async function routeFavorite(page: Page, method: 'POST' | 'DELETE', handle: (route: Route) => Promise<void>) {
  await page.route(`**/api/favorites/${place.id}`, (route) =>
    route.request().method() === method ? handle(route) : route.fallback(),
  );
}

/** The toast's background is a strong red: the destructive style, not the plain card. */
async function expectDestructive(toast: Locator): Promise<void> {
  const colour = await toast.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
  expect(red, colour).toBeGreaterThan(150);
  expect(green! * 2, colour).toBeLessThan(red!);
  expect(blue! * 2, colour).toBeLessThan(red!);
}

describe('The favourite heart on a place page', () => {
  it('is disabled while the request is pending, then shows the new state', async () => {
    const page = await openPlace({ signedIn: true });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await routeFavorite(page, 'POST', async (route) => {
      posts += 1;
      await released;
      await route.fallback();
    });

    const add = addButton(page);
    await add.waitFor();
    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => posts).toBe(1);
    // The request is held, so the button must turn (and stay) disabled; the re-render may trail the request.
    await expect.poll(() => add.isDisabled()).toBe(true);
    // A second click while pending sends nothing more.
    await add.click({ force: true });
    expect(posts).toBe(1);

    release();
    const remove = removeButton(page);
    await remove.waitFor();
    await expect.poll(() => remove.isEnabled()).toBe(true);
    expect(await accountFavoriteIds(page)).toEqual([place.id]);
    expect(posts).toBe(1);
    expect(await toasts(page).count()).toBe(0);
  });

  it("shows a destructive 'Failed to add favorite' toast when adding fails", async () => {
    const page = await openPlace({ signedIn: true });
    await routeFavorite(page, 'POST', (route) => route.fulfill({ status: 500, json: { message: 'Boom' } }));
    await addButton(page).click();

    const toast = toasts(page);
    await toast.getByText('Failed to add favorite').waitFor();
    await expectDestructive(toast);
    await expect.poll(() => addButton(page).isEnabled()).toBe(true);
    expect(await removeButton(page).count()).toBe(0);
    expect(await accountFavoriteIds(page)).toEqual([]);
  });

  it("shows a destructive 'Failed to remove favorite' toast when removing fails", async () => {
    const page = await openPlace({ signedIn: true, favourited: true });
    await routeFavorite(page, 'DELETE', (route) => route.fulfill({ status: 500, body: '' }));
    await removeButton(page).click();

    const toast = toasts(page);
    await toast.getByText('Failed to remove favorite').waitFor();
    await expectDestructive(toast);
    expect(await toast.innerText()).not.toContain('Failed to add favorite');
    await expect.poll(() => removeButton(page).isEnabled()).toBe(true);
    expect(await accountFavoriteIds(page)).toEqual([place.id]);
  });

  it("keeps an anonymous visitor's heart in the browser, without calling the API", async () => {
    const page = await openPlace({ signedIn: false });
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/favorites/${place.id}`)) calls.push(request.method());
    });
    await addButton(page).click();
    await removeButton(page).waitFor();
    await removeButton(page).click();
    await addButton(page).waitFor();
    expect(calls).toEqual([]);
  });
});
