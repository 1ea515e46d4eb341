import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import { field, getJson, isFocused, registerUser, tabTo, toasts, useBrowser } from './browser';

// Real requests made by this file: 1 register. The contact form's answer comes from page.route.

const browser = useBrowser();
let places: Place[];

beforeAll(async () => {
  places = await getJson<Place[]>('/api/places');
});

/** The visible text of the element that has the keyboard focus. */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText.trim() ?? '');

/** Tab presses allowed to reach a control in this file. */
const TAB_LIMIT = 40;

describe('Keyboard use', () => {
  it('opens the user menu with Enter or Space, moves through it with the arrows and closes it with Escape', async () => {
    const { page } = await browser.newPage();
    await page.goto('/contact');
    await registerUser(page, { emailPrefix: 'keys', firstName: 'Grace', lastName: 'Hopper' });
    await page.reload();

    const trigger = page.getByRole('banner').getByRole('button', { name: 'User menu for Grace Hopper' });
    await trigger.waitFor();
    expect(await tabTo(page, trigger, TAB_LIMIT)).toBe(true);
    // While the menu is open the rest of the page is hidden from assistive technology, so keep a handle.
    const triggerElement = (await trigger.elementHandle())!;
    const menu = page.getByRole('menu');
    expect(await menu.count()).toBe(0);

    await page.keyboard.press('Enter');
    await menu.waitFor();
    expect(await triggerElement.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => focusedText(page)).toBe('My Favorites');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('My Account');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Contact Us');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focusedText(page)).toBe('Log Out');
    expect(await isFocused(menu.getByRole('menuitem', { name: 'Log Out' }))).toBe(true);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focusedText(page)).toBe('Contact Us');

    await page.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    // Radix hands the focus back to the trigger in a timer after the menu unmounts.
    await expect.poll(() => isFocused(trigger)).toBe(true);

    await page.keyboard.press(' ');
    await menu.waitFor();
    await expect.poll(() => focusedText(page)).toBe('My Favorites');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/my-favorites');
    await page.getByRole('heading', { level: 1, name: 'My Favorites' }).waitFor();
    expect(await menu.count()).toBe(0);
  });

  it('switches between the Login and Register tabs with the arrow keys', async () => {
    const { page } = await browser.newPage();
    await page.goto('/login');
    const login = page.getByRole('tab', { name: 'Login' });
    const register = page.getByRole('tab', { name: 'Register' });
    const confirm = field(page, 'Confirm Password');
    await login.waitFor();
    expect(await tabTo(page, login, TAB_LIMIT)).toBe(true);
    expect(await login.getAttribute('aria-selected')).toBe('true');
    expect(await confirm.count()).toBe(0);

    // Radix moves the focus in a timer after the key press.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(register)).toBe(true);
    await expect.poll(() => register.getAttribute('aria-selected')).toBe('true');
    expect(await login.getAttribute('aria-selected')).toBe('false');
    await confirm.waitFor();

    // The arrows wrap around, and ArrowLeft goes back.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => isFocused(login)).toBe(true);
    await expect.poll(() => login.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => confirm.count()).toBe(0);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => register.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => login.getAttribute('aria-selected')).toBe('true');
    expect(await isFocused(login)).toBe(true);
  });

  it('opens the places filter panel from the keyboard and ticks a checkbox with Space', async () => {
    const { page } = await browser.newPage();
    await page.goto('/places');
    const found = page.getByRole('status').filter({ hasText: /places? found/ });
    await found.waitFor();
    expect(await found.innerText()).toBe(`${places.length} places found`);

    const filters = page.getByRole('button', { name: /^Filters/ });
    const panel = page.getByRole('region', { name: 'Filters' });
    expect(await tabTo(page, filters, TAB_LIMIT)).toBe(true);
    expect(await panel.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.isVisible()).toBe(true);

    const wifi = panel.getByRole('checkbox', { name: 'Wi-Fi' });
    expect(await tabTo(page, wifi, TAB_LIMIT)).toBe(true);
    expect(await wifi.getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press(' ');
    await expect.poll(() => wifi.getAttribute('aria-checked')).toBe('true');
    const withWifi = places.filter((place) => place.amenities.includes('wifi')).length;
    expect(withWifi).toBeLessThan(places.length);
    await expect
      .poll(() => found.innerText())
      .toBe(`${withWifi} ${withWifi === 1 ? 'place' : 'places'} found`);
    expect(await panel.getByText('1 filter applied').count()).toBe(1);

    await page.keyboard.press(' ');
    await expect.poll(() => wifi.getAttribute('aria-checked')).toBe('false');
    await expect.poll(() => found.innerText()).toBe(`${places.length} places found`);

    // Space on the toggle closes the panel again.
    await filters.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
  });

  it('moves the focus to the notifications with F8 once a toast shows, and Escape dismisses it', async () => {
    const { page } = await browser.newPage();
    await page.route('**/api/contact', (route) => route.fulfill({ status: 201, json: { id: 1 } }));
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Get in Touch' }).waitFor();
    await field(page, 'Name').fill('Eleni Georgiou');
    await field(page, 'Email').fill('eleni@example.com');
    await field(page, 'Subject').fill('Harbour walk');
    await field(page, 'Message').fill('Is the promenade lit in the evening?');
    await field(page, 'Message').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedText(page)).toBe('Send Message');
    await page.keyboard.press('Enter');

    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await toasts(page).getByText('Message sent!').waitFor();
    const focusInRegion = () => region.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInRegion()).toBe(false);

    await page.keyboard.press('F8');
    await expect.poll(focusInRegion).toBe(true);
    await page.keyboard.press('Tab');
    await expect.poll(() => isFocused(toasts(page).first())).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => toasts(page).count()).toBe(0);
  });
});
