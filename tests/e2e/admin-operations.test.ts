import { describe, expect, it } from 'vitest';
import { openDashboard, useAdminServer } from './admin-server';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

// This file writes (settings): it runs on a server and database of its own. Issue 35: the operator's
// audit log and backups.
const server = useAdminServer();
const browser = useBrowser();

describe('Admin audit log tab', () => {
  it('shows a settings change the operator just saved, with what was sent, and fits a 390 px screen', async () => {
    const { page } = await browser.newPage({ baseURL: server.url() });
    await openDashboard(page, 'audit-log');
    await page.getByText('No changes recorded yet', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByRole('form', { name: 'Platform settings' }).waitFor();
    await field(page, 'Pinterest URL').fill('https://www.pinterest.com/paphosguide');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await toasts(page).getByText('Settings Saved', { exact: true }).waitFor();

    await page.getByRole('tab', { name: 'Audit Log' }).click();
    const entries = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(1);
    const entry = entries.first();
    expect(await entry.getByText('Saved settings', { exact: true }).isVisible()).toBe(true);
    expect(await entry.innerText()).toMatch(/200 done · from (127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)/);
    expect(await page.getByText('Entries 1-1 of 1', { exact: true }).isVisible()).toBe(true);
    await entry.getByText('What was sent', { exact: true }).click();
    const sent = entry.getByRole('definition');
    expect(await entry.getByRole('term').allInnerTexts()).toContain('pinterestUrl');
    expect(await sent.allInnerTexts()).toContain('https://www.pinterest.com/paphosguide');
    expect(await sent.allInnerTexts()).toContain('(empty)');

    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-audit-log');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('Admin backups card', () => {
  it('says no nightly backup has been taken, and downloads a backup of this moment', async () => {
    const { page } = await browser.newPage({ baseURL: server.url() });
    await openDashboard(page, 'overview');
    const card = page.getByRole('region', { name: 'Backups' });
    await card.getByText('No nightly backup yet: the first is taken at 06:30.', { exact: true }).waitFor();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: 'Download Backup' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^paphos-guide-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.json\.gz$/,
    );
    const toast = toasts(page);
    await toast.getByText('Backup Downloaded', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      `${download.suggestedFilename()} holds every table as it is now.`,
    );
    await screenshotBothWidths(page, 'admin-backups');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});
