import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { DEVICE_FAVORITES_STORAGE } from '../../src/common/browser-storage';
import {
  accountFavoriteIds,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  getJson,
  PHONE,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

const browser = useBrowser();
const PASSWORD = 'harbour-sunset-42';
let first: Place;
let second: Place;
let third: Place;

beforeAll(async () => {
  const places = await getJson<Place[]>('/api/places');
  [first, second, third] = places.slice(0, 3) as [Place, Place, Place];
});

const savedCount = (page: Page) => page.getByRole('status').filter({ hasText: /saved$/ });
const savedNames = (page: Page) =>
  page.getByRole('list', { name: 'Saved places' }).getByRole('listitem').getByRole('heading').allInnerTexts();
const storedOnDevice = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), DEVICE_FAVORITES_STORAGE);

/** Opens the place's page and taps its heart, as an anonymous visitor. */
async function saveOnPlacePage(page: Page, place: Place): Promise<void> {
  await page.goto(`/places/${place.slug}`);
  await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
  await page.getByRole('button', { name: 'Add to favorites' }).first().click();
  await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
}

describe('Saving places without an account', () => {
  it('keeps them in the browser, lists them on My Favorites, and moves them to the account at register', async () => {
    const { context, page } = await browser.newPage();
    await saveOnPlacePage(page, first);
    const toast = toasts(page);
    await toast.getByText('Saved in this browser').waitFor();
    expect(await toast.innerText()).toContain('Log in to keep your favourites with your account.');

    await saveOnPlacePage(page, second);
    // A reload keeps the heart filled: the save lives in the browser.
    await page.reload();
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();

    await page.goto('/my-favorites');
    await expect.poll(() => savedCount(page).innerText()).toBe('2 places saved');
    expect((await savedNames(page)).sort()).toEqual([first.name, second.name].sort());
    await page.getByText('Saved in this browser only.').waitFor();
    expect(await page.getByRole('link', { name: 'Log In to Continue' }).getAttribute('href')).toBe(
      '/login?next=%2Fmy-favorites',
    );
    await expectAccessible(page);
    await screenshotBothWidths(page, 'favorites-on-device');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    // Removing one on this page works without an account too.
    await page.getByRole('button', { name: `Remove from favorites: ${second.name}` }).click();
    await expect.poll(() => savedCount(page).innerText()).toBe('1 place saved');

    // Register: the saved place moves to the new account and leaves the browser.
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Register' }).click();
    await field(page, 'First Name').fill('Eleni');
    await field(page, 'Email').fill(`device-${randomUUID()}@example.com`);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => accountFavoriteIds(page)).toEqual([first.id]);
    await expect.poll(() => storedOnDevice(page)).toBeNull();

    await page.goto('/my-favorites');
    await expect.poll(() => savedCount(page).innerText()).toBe('1 place saved');
    expect(await savedNames(page)).toEqual([first.name]);
    expect(await page.getByText('Saved in this browser only.').count()).toBe(0);
    expect(context.blockedRequests).toEqual([]);
  });

  it('adds them to the favourites an account already has at login', async () => {
    const { page } = await browser.newPage();
    const email = `device-login-${randomUUID()}@example.com`;
    const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    expect((await page.request.post(`/api/favorites/${first.id}`)).status()).toBe(201);
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);

    await saveOnPlacePage(page, third);
    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).last().click();
    await toasts(page).getByText('Welcome back!').waitFor();
    await expect.poll(() => accountFavoriteIds(page)).toEqual([first.id, third.id].sort((a, b) => a - b));
    await expect.poll(() => storedOnDevice(page)).toBeNull();

    await page.goto(`/places/${third.slug}`);
    await page.getByRole('button', { name: 'Remove from favorites' }).first().waitFor();
  });

  it('keeps the saves in the browser and says so when the move fails', async () => {
    const { page } = await browser.newPage();
    await saveOnPlacePage(page, first);
    await page.route('**/api/favorites', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    const registered = await page.request.post('/api/auth/register', {
      data: { email: `device-fail-${randomUUID()}@example.com`, password: PASSWORD },
    });
    expect(registered.status()).toBe(201);

    await page.goto('/');
    const toast = toasts(page);
    await toast.getByText('Your saved places could not be added to your account').waitFor();
    expect(await toast.innerText()).toContain(
      'They are still saved in this browser, and we will try again on your next visit.',
    );
    expect(JSON.parse((await storedOnDevice(page))!)).toEqual([
      expect.objectContaining({ placeId: first.id }),
    ]);
    expect(await accountFavoriteIds(page)).toEqual([]);
  });
});
