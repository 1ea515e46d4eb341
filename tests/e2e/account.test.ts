import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountExport } from '../../src/common/schemas/account';
import {
  downloadedText,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  PHONE,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

const browser = useBrowser();
const PASSWORD = 'olive-grove-harbour-9';
const NEW_PASSWORD = 'kingfisher-at-lara-4';

/** Registers through the API (the cookie lands in the page's context) and opens /account from the user menu. */
async function openAccountPage(page: Page): Promise<string> {
  const email = `account-${randomUUID()}@example.com`;
  const registered = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, firstName: 'Andreas' },
  });
  expect(registered.status()).toBe(201);
  await page.goto('/');
  await page.getByRole('button', { name: /User menu for Andreas/ }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page.waitForURL('**/account');
  await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  return email;
}

const changePasswordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });
const deleteForm = (page: Page) => page.getByRole('form', { name: 'Delete account' });

describe('My Account', () => {
  it('changes the password: keeps this device logged in, and says why when it cannot', async () => {
    const { context, page } = await browser.newPage();
    const email = await openAccountPage(page);
    await page.getByText(`Logged in as ${email}`).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'account');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    const form = changePasswordForm(page);
    await field(page, 'Current Password').fill('not-my-password');
    await field(page, 'New Password').fill(NEW_PASSWORD);
    await field(page, 'Confirm New Password').fill('something-else-entirely');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText("Passwords don't match").waitFor();

    await field(page, 'Confirm New Password').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    const toast = toasts(page);
    await toast.getByText('Password not changed').waitFor();
    expect(await toast.innerText()).toContain('Your current password is not correct');
    // Beside its field too.
    await form.getByText('Your current password is not correct').waitFor();
    expect(await field(page, 'Current Password').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'Current Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await toast.getByText('Password changed', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'You are still logged in here; every other device has been logged out.',
    );
    expect(await field(page, 'Current Password').inputValue()).toBe('');

    // Still logged in after a reload; the new password is the one that works.
    await page.reload();
    await page.getByText(`Logged in as ${email}`).waitFor();
    const other = await browser.newPage();
    const oldLogin = await other.page.request.post('/api/auth/login', {
      data: { email, password: PASSWORD },
    });
    expect(oldLogin.status()).toBe(401);
    const newLogin = await other.page.request.post('/api/auth/login', {
      data: { email, password: NEW_PASSWORD },
    });
    expect(newLogin.status()).toBe(200);
    expect(context.blockedRequests).toEqual([]);
  });

  it('downloads my data as a JSON file', async () => {
    const { page } = await browser.newPage();
    const email = await openAccountPage(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download My Data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('paphos-guide-my-data.json');
    const data = JSON.parse(await downloadedText(download)) as AccountExport;
    expect(data.account).toMatchObject({ email, firstName: 'Andreas', lastName: null });
    expect(data.favorites).toEqual([]);
    expect(data.signedInSessions).toBe(1);
  });

  it('deletes the account after the password and a confirmation, then shows the site logged out', async () => {
    const { page } = await browser.newPage();
    const email = await openAccountPage(page);
    const form = deleteForm(page);

    await form.getByRole('button', { name: 'Delete My Account' }).click();
    await form.getByText('Please enter your current password').waitFor();

    await form.getByLabel('Password', { exact: true }).fill('not-my-password');
    await form.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    const toast = toasts(page);
    await toast.getByText('Account not deleted').waitFor();
    expect(await toast.innerText()).toContain('Your current password is not correct');
    await form.getByText('Your current password is not correct').waitFor();

    // Cancel keeps everything.
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ email });

    await form.getByRole('button', { name: 'Delete My Account' }).click();
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await toast.getByText('Account deleted').waitFor();
    expect(await toast.innerText()).toContain('Your account and your saved places have been deleted.');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').getByRole('link', { name: 'Log In' }).waitFor();
    const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });

  it('asks an anonymous visitor to log in', async () => {
    const { page } = await browser.newPage();
    await page.goto('/account');
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
    await page.getByText('Log in to manage your account.').waitFor();
    // Back here after logging in (tests/e2e/login.test.ts follows it).
    expect(await page.getByRole('link', { name: 'Log In to Continue' }).getAttribute('href')).toBe(
      '/login?next=%2Faccount',
    );
    expect(await changePasswordForm(page).count()).toBe(0);
  });
});
