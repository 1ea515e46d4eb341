import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN_KEY } from './admin-server';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// Read-only: these tests unlock the dashboard on the shared server and change no data.

const browser = useBrowser();

const TAB_NAMES = [
  'Overview',
  'Places',
  'Articles',
  'Events',
  'Settings',
  'Messages',
  'Suggestions',
  'Banners',
  'Sync Logs',
  'Audit Log',
];

async function openAdmin() {
  const { page } = await browser.newPage();
  const adminRequests: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) adminRequests.push(request);
  });
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Authentication' }).waitFor();
  return { page, adminRequests };
}

describe('Admin key gate', () => {
  it("asks for the key with the 'Admin Authentication' card, and refuses a blank one", async () => {
    const { page, adminRequests } = await openAdmin();
    await expect.poll(() => page.title()).toBe('Admin | Paphos Guide');
    await field(page, 'Admin Key').fill('   ');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect.poll(() => toasts(page).first().innerText()).toMatch(/^Error\s+Please enter an admin key$/);
    expect(await field(page, 'Admin Key').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'admin-key-gate');
    // Nothing reaches the admin API without a key.
    expect(adminRequests).toEqual([]);
  });

  it('unlocks with Enter, sends the key on every admin call, and keeps it across a reload', async () => {
    const { page, adminRequests } = await openAdmin();
    await field(page, 'Admin Key').fill(ADMIN_KEY);
    await field(page, 'Admin Key').press('Enter');
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Success\s+Admin key saved successfully$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(TAB_NAMES.length);
    for (const [index, name] of TAB_NAMES.entries()) {
      expect(await page.getByRole('tab').nth(index).innerText()).toMatch(new RegExp(`^${name}`));
    }

    await page.getByRole('heading', { name: 'Total Places' }).waitFor();
    await expect.poll(() => adminRequests.length).toBeGreaterThan(0);
    for (const request of adminRequests)
      expect(request.headers()['x-admin-key'], request.url()).toBe(ADMIN_KEY);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('paphos-admin-key'))).toBe(ADMIN_KEY);
  });

  it('keeps the chosen tab in the address, and Lock forgets the key', async () => {
    const { page } = await openAdmin();
    await field(page, 'Admin Key').fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await page.getByRole('tab', { name: 'Sync Logs' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=sync-logs');
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Sync Logs' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Sync Logs' }).getAttribute('aria-selected')).toBe('true');

    await page.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('heading', { level: 1, name: 'Admin Authentication' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('paphos-admin-key'))).toBeNull();
  });

  it("checks the key with the server first: a wrong one stays on the card, with the server's reason", async () => {
    const { page, adminRequests } = await openAdmin();
    await field(page, 'Admin Key').fill('not-the-key');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect.poll(() => toasts(page).first().innerText()).toMatch(/^Error\s+The admin key is not valid$/);
    expect(await field(page, 'Admin Key').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText('The admin key is not valid', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('paphos-admin-key'))).toBeNull();
    // One wrong key costs one request, so a typo or two never adds up to a slowdown.
    expect(adminRequests.map((request) => new URL(request.url()).pathname)).toEqual(['/api/admin/stats']);
    await screenshotBothWidths(page, 'admin-key-gate-wrong-key');

    await field(page, 'Admin Key').fill(ADMIN_KEY);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Success\s+Admin key saved successfully$/);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  });
});
