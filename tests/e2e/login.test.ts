import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  resizeTo,
  screenshotBothWidths,
  toasts,
  useBrowser,
  type TestContext,
} from './browser';

// Real auth requests made by this file: 7 registers (one refused), 5 logins (one with a wrong password) and
// 1 logout. The other failures answer through page.route.

const browser = useBrowser();

async function openLogin(): Promise<Page> {
  const { page } = await browser.newPage();
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: 'Welcome to Paphos Guide' }).waitFor();
  return page;
}

const alerts = (page: Page) => page.getByRole('alert').allTextContents();

/** The text of the element that describes a field (its error line, or its hint). */
async function describedText(page: Page, label: string): Promise<string> {
  return field(page, label).evaluate((element) => {
    const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
    return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
  });
}

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

  it("refuses one of the most common passwords with the server's reason under Password and in a toast, and a 129-character one in the form", async () => {
    const page = await openLogin();
    await showRegister(page);
    await field(page, 'Email').fill(`common-${Date.now()}@example.com`);
    await field(page, 'Password').fill('iloveyou');
    await field(page, 'Confirm Password').fill('iloveyou');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const reason =
      'This password is one of the most commonly used, so it is easy to guess. Please choose another.';
    const toast = toasts(page);
    await toast.getByText('Registration failed').waitFor();
    expect(await toast.innerText()).toContain(reason);
    expect(new URL(page.url()).pathname).toBe('/login');
    for (const viewport of [DESKTOP, PHONE]) {
      await resizeTo(page, viewport);
      expect(await describedText(page, 'Password')).toBe(reason);
      expect(await field(page, 'Password').getAttribute('aria-invalid')).toBe('true');
      const line = page.getByRole('form', { name: 'Register' }).getByText(reason, { exact: true });
      expect(await line.isVisible()).toBe(true);
    }
    // The server's message replaces the hint; the other fields show none.
    expect(await page.getByText('At least 8 characters.').count()).toBe(0);
    expect(await alerts(page)).toEqual([reason]);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'login-register-common-password');

    // A new password: the message goes as the form checks it again.
    await field(page, 'Password').fill(PASSWORD);
    await expect.poll(() => alerts(page)).toEqual([]);

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

describe('Back to the page that sent the visitor to log in', () => {
  /** An account with no session in this browser: registered through the API, its cookie dropped. */
  async function accountLoggedOut(context: TestContext, page: Page): Promise<string> {
    const email = `return-${randomUUID()}@example.com`;
    const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
    expect(registered.status()).toBe(201);
    await context.clearCookies();
    return email;
  }

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])("at %s px: /account -> 'Log In to Continue' -> log in -> back on /account", async (_width, viewport) => {
    const { context, page } = await browser.newPage({ viewport });
    const email = await accountLoggedOut(context, page);
    await page.goto('/account');
    await page.getByText('Log in to manage your account.').waitFor();
    await page.getByRole('link', { name: 'Log In to Continue' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/account');

    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/account');
    await page.getByText(`Logged in as ${email}`).waitFor();
    await expect.poll(() => toasts(page).first().innerText()).toMatch(/^Welcome back!/);
    expect(await page.getByRole('form', { name: 'Change password' }).isVisible()).toBe(true);
  });

  it.each([
    ['1280', DESKTOP],
    ['390', PHONE],
  ])(
    "at %s px: /my-favorites -> 'Log In to Continue' -> register -> back on /my-favorites",
    async (_width, viewport) => {
      const { page } = await browser.newPage({ viewport });
      await page.goto('/my-favorites');
      await page.getByRole('link', { name: 'Log In to Continue' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/login' && url.searchParams.get('next') === '/my-favorites',
      );

      await showRegister(page);
      await field(page, 'First Name').fill('Ada');
      await field(page, 'Email').fill(`return-register-${randomUUID()}@example.com`);
      await field(page, 'Password').fill(PASSWORD);
      await field(page, 'Confirm Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page.waitForURL((url) => url.pathname === '/my-favorites');
      await page.getByText("Places you've saved for later").waitFor();
      await expect
        .poll(() => toasts(page).first().innerText())
        .toMatch(/^Account created\s+Welcome to Paphos Guide, Ada!$/);
    },
  );

  it('goes to / instead of an address on another site', async () => {
    const { context, page } = await browser.newPage();
    const email = await accountLoggedOut(context, page);
    await page.goto(`/login?next=${encodeURIComponent('//example.com/account')}`);
    await field(page, 'Email').fill(email);
    await field(page, 'Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await toasts(page).getByText('Welcome back!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
    expect(context.blockedRequests).toEqual([]);
  });
});
