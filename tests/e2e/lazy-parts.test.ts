/**
 * Code that loads later: when a part's code (the toasts, the user menu) cannot be loaded (a deploy replaced
 * it while the tab was open, or the network went), the page stays and the failure is logged; when a page's
 * code cannot be loaded, the address is loaded anew once, for the new build's scripts.
 */
import { describe, expect, it } from 'vitest';
import { field, getJson, refuseChunk, registerUser, useBrowser } from './browser';
import type { Place } from '../../src/common/schemas/places';

const browser = useBrowser();

describe('A part whose code cannot be loaded', () => {
  it('the notifications: the contact page stays, its message is sent, and the failure is logged', async () => {
    const { page } = await browser.newPage();
    const { errors, refused } = await refuseChunk(page, 'toaster');
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, json: { id: 1, message: 'ok' } }),
    );
    await page.goto('/contact');
    await field(page, 'Name').fill('Eleni Georgiou');
    await field(page, 'Email').fill('eleni@example.com');
    await field(page, 'Subject').fill('Kato Paphos harbour');
    await field(page, 'Message').fill('Is the harbour promenade accessible with a pushchair?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(refused).toBe(true);
    await expect
      .poll(() => errors.some((text) => text.startsWith('The notifications could not be loaded:')))
      .toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Get in Touch');
    // The form was reset after the message went: it was sent, only its toast is missing.
    expect(await field(page, 'Name').inputValue()).toBe('');
  });

  it("the user menu: the header offers 'My Account' instead, and the failure is logged", async () => {
    const { page } = await browser.newPage();
    await registerUser(page, { emailPrefix: 'lazy-menu', firstName: 'Andreas', lastName: 'Ioannou' });
    const { errors, refused } = await refuseChunk(page, 'user-menu');
    await page.goto('/places');

    const account = page.getByRole('banner').getByRole('link', { name: 'My Account' });
    await account.waitFor();
    expect(refused()).toBe(true);
    expect(errors.some((text) => text.startsWith('The user menu could not be loaded:'))).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('All Places in Paphos');
    await account.click();
    await page.waitForURL('**/account');
  });
});

describe('A page whose code cannot be loaded', () => {
  /** Opens /places, then follows the first card inside the app, with the place page's code refused `times` times. */
  async function followFirstCard(times: number) {
    const { page } = await browser.newPage();
    await page.goto('/places');
    const card = page.getByRole('main').locator('a[href^="/places/"]').first();
    const href = (await card.getAttribute('href'))!;
    const place = await getJson<Place>(`/api${href}`);
    let refusals = 0;
    await page.route(/\/assets\/place-detail-[^/]*\.js$/, async (route) => {
      if (refusals >= times) return route.fallback();
      refusals++;
      await route.abort('connectionrefused');
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.evaluate(() => Object.assign(window, { openedBefore: true }));
    await card.click();
    return { page, place, href, refusals: () => refusals, loads: () => loads };
  }

  it("loads the address anew once, so a deploy's new scripts show the page instead of an error", async () => {
    const { page, place, href, refusals, loads } = await followFirstCard(1);
    await expect.poll(loads).toBe(1);
    await page.getByRole('heading', { level: 1, name: place.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    expect(refusals()).toBe(1);
    expect(await page.evaluate(() => 'openedBefore' in window)).toBe(false);
  });

  it('shows the error screen after that one new load, rather than loading again and again', async () => {
    const { page, loads } = await followFirstCard(Number.POSITIVE_INFINITY);
    await page.getByRole('heading', { level: 1, name: 'Something went wrong' }).waitFor();
    // One new load, then the error screen stays: no second load follows.
    await page.waitForTimeout(500);
    expect(loads()).toBe(1);
  });
});
