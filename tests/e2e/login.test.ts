import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// Real auth requests made by this file: 1 register, 2 logins (one right, one wrong password) and 1 logout.
// The other failures answer through page.route.

const browser = useBrowser();

async function openLogin(): Promise<Page> {
  const { page } = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Paphos Guide' }).waitFor();
  return page;
}

const alerts = (page: Page) => page.getByRole('alert').allTextContents();

async function showRegister(page: Page) {
  await page.getByRole('tab', { name: 'Register' }).click();
  await field(page, 'Confirm Password').waitFor();
}

const PASSWORD = 'harbour-sunset-42';

describe('Login page', () => {
  it('has Login and Register tabs and no third-party sign-in button', async () => {
    const page = await openLogin();
    await expect.poll(() => page.title()).toBe('Log In or Register | Paphos Guide');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Login', 'Register']);
    expect(await page.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    await field(page, 'Email').waitFor();
    await field(page, 'Password').waitFor();
    expect(await page.getByRole('button', { name: /google|facebook|apple|continue with/i }).count()).toBe(0);

    await showRegister(page);
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password']) {
      expect(await field(page, label).count()).toBe(1);
    }
  });

  it('shows the login validation messages', async () => {
    const page = await openLogin();
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.getByText('Invalid email address').waitFor();
    expect(await alerts(page)).toEqual(['Invalid email address', 'Password is required']);

    await field(page, 'Email').fill('visitor@example');
    await field(page, 'Password').fill('x');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    // Validation is asynchronous: wait for the messages to settle on the new values.
    await expect.poll(() => alerts(page)).toEqual(['Invalid email address']);
  });

  it('shows the register validation messages, including "Passwords don\'t match"', async () => {
    const page = await openLogin();
    await showRegister(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please confirm your password').waitFor();
    expect(await alerts(page)).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]);

    await field(page, 'Email').fill('new.visitor@example.com');
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm Password').fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => alerts(page)).toEqual(['Password must be at least 8 characters']);

    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill('harbour-sunset-43');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect.poll(() => alerts(page)).toEqual(["Passwords don't match"]);
    const describedBy = await field(page, 'Confirm Password').getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe("Passwords don't match");
  });

  it('registers, shows the user menu, logs out, then logs back in', async () => {
    const page = await openLogin();
    const email = `e2e-shell-${Date.now()}@example.com`;
    await showRegister(page);
    await field(page, 'First Name').fill('Ada');
    await field(page, 'Last Name').fill('Lovelace');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Account created\s+Welcome to Paphos Guide, Ada Lovelace!$/);
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'User menu for Ada Lovelace' });
    await menuButton.waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Log In' }).count()).toBe(0);

    await menuButton.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.innerText()).toContain(email);
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual([
      'My Favorites',
      'My Account',
      'Contact Us',
      'Log Out',
    ]);

    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    expect(await menuButton.count()).toBe(0);

    await page.goto('/login');
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Welcome back!\s+You are logged in as Ada Lovelace\.$/);
    await menuButton.waitFor();
  });

  it("shows 'Login failed' with the server's message for a wrong password", async () => {
    const page = await openLogin();
    await field(page, 'Email').fill('nobody-here@example.com');
    await field(page, 'Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    const toast = toasts(page);
    await toast.getByText('Login failed').waitFor();
    expect(await toast.innerText()).toContain('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it("falls back to 'Invalid email or password' when the server gives no message", async () => {
    const page = await openLogin();
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 503, body: '' }));
    await field(page, 'Email').fill('visitor@example.com');
    await field(page, 'Password').fill('anything');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();

    const toast = toasts(page);
    await toast.getByText('Login failed').waitFor();
    expect(await toast.innerText()).toContain('Invalid email or password');
    expect(await toast.innerText()).not.toContain('503');
  });

  it("shows 'Registration failed' with the server's message, or 'Could not create account'", async () => {
    const page = await openLogin();
    let answer: 'conflict' | 'empty' = 'conflict';
    await page.route('**/api/auth/register', (route) =>
      answer === 'conflict'
        ? route.fulfill({ status: 409, json: { message: 'An account with this email already exists' } })
        : route.fulfill({ status: 500, body: '' }),
    );
    await showRegister(page);
    await field(page, 'Email').fill('taken@example.com');
    await field(page, 'Password').fill(PASSWORD);
    await field(page, 'Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    const toast = toasts(page);
    await toast.getByText('Registration failed').waitFor();
    expect(await toast.innerText()).toContain('An account with this email already exists');

    answer = 'empty';
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast.getByText('Could not create account').waitFor();
    expect(await toasts(page).count()).toBe(1);
  });

  it("refuses one of the most common passwords with the server's reason, and a 129-character one in the form", async () => {
    const page = await openLogin();
    await showRegister(page);
    await field(page, 'Email').fill(`common-${Date.now()}@example.com`);
    await field(page, 'Password').fill('iloveyou');
    await field(page, 'Confirm Password').fill('iloveyou');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const toast = toasts(page);
    await toast.getByText('Registration failed').waitFor();
    expect(await toast.innerText()).toContain(
      'This password is one of the most commonly used, so it is easy to guess. Please choose another.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');

    await field(page, 'Password').fill('p'.repeat(129));
    await field(page, 'Confirm Password').fill('p'.repeat(129));
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Password must be at most 128 characters').waitFor();
  });

  it('passes axe on both tabs and fits a 390 px screen', async () => {
    const page = await openLogin();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'login');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await showRegister(page);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByText('Please confirm your password').waitFor();
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBothWidths(page, 'login-register');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});
