import { count, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SyncLog } from '../../src/common/schemas/sync';
import { places } from '../../src/server/db/schema';
import { ProviderError } from '../../src/server/providers/http-json';
import { openDashboard, useAdminServer } from './admin-server';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  PHONE,
  screenshotBothWidths,
  toasts,
  useBrowser,
} from './browser';

/**
 * The places source of this file's server: the offline one, which a test can hold at a category (to watch
 * the sync's progress) or make fail (to see a failed run).
 */
const placesSourceControl = {
  holdAt: null as string | null,
  release: () => {},
  failing: false,
};

const server = useAdminServer({
  providers: (offline) => {
    const source = offline.placesSource;
    return {
      ...offline,
      placesSource: {
        id: source.id,
        name: source.name,
        ...(source.standIn ? { standIn: source.standIn } : {}),
        ...(source.fetchPhoto ? { fetchPhoto: source.fetchPhoto.bind(source) } : {}),
        async fetchCategory(category, budget) {
          if (placesSourceControl.failing) {
            throw new ProviderError('Offline places', 'is switched off for this test');
          }
          if (category === placesSourceControl.holdAt) {
            await new Promise<void>((resolve) => {
              placesSourceControl.release = resolve;
            });
          }
          return source.fetchCategory(category, budget);
        },
      },
    };
  },
});
const browser = useBrowser();

async function placeCount(status: 'published' | 'pending' | 'archived'): Promise<number> {
  const [row] = await server.ctx().db.select({ n: count() }).from(places).where(eq(places.status, status));
  return row!.n;
}

async function openOverview(): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url() });
  await openDashboard(page);
  await page.getByRole('heading', { name: 'Publishing Controls' }).waitFor();
  return page;
}

const statCard = (page: Page, label: string) => page.getByRole('group', { name: label });

const toastText = (page: Page) => toasts(page).first().innerText();

describe('Admin overview', () => {
  it("shows 'Never' and the empty sync history before any sync", async () => {
    const page = await openOverview();
    await expect
      .poll(() => statCard(page, 'Last Sync').innerText())
      .toMatch(/Last Sync\s+Never\s+Daily at 06:00/);
    await page.getByRole('tab', { name: 'Sync Logs' }).click();
    await page.getByText('No sync operations yet').waitFor();
  });

  it('shows the four figures from the database', async () => {
    const published = await placeCount('published');
    const pending = await placeCount('pending');
    const archived = await placeCount('archived');
    const page = await openOverview();
    await expect
      .poll(() => statCard(page, 'Total Places').innerText())
      .toMatch(
        new RegExp(
          `Total Places\\s+${published + pending + archived}\\s+${published} published · ${pending} pending · ${archived} archived`,
        ),
      );
    await expect
      .poll(() => statCard(page, 'Upcoming Events').innerText())
      .toMatch(/Upcoming Events\s+\d+\s+This week/);
    await expect
      .poll(() => statCard(page, 'Pinterest Pins').innerText())
      .toMatch(
        /Pinterest Pins\s+0\s+Posts this month\s+Not posting: no access token, board id or public URL/,
      );
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'admin-overview');
  });

  it('clamps the quantity to 1-50', async () => {
    const page = await openOverview();
    const quantity = field(page, 'Quantity');
    await quantity.fill('99');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('50');
    await page.getByRole('button', { name: 'Publish 50 Places' }).waitFor();
    await quantity.fill('0');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('1');
    await quantity.fill('');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('1');
    await page.getByRole('button', { name: 'Publish 1 Place' }).waitFor();
  });

  it('says when no pending place matches the keyword, and publishes nothing', async () => {
    const published = await placeCount('published');
    const page = await openOverview();
    await field(page, 'Keyword Filter').fill('zzzz-no-such-place');
    await page.getByRole('button', { name: 'Publish 1 Place' }).click();
    await expect
      .poll(() => toastText(page))
      .toMatch(/^No Places to Publish\s+No pending places match "zzzz-no-such-place"\.$/);
    expect(await placeCount('published')).toBe(published);
  });

  it('publishes 3 places: the figures change, and the places appear on the public site', async () => {
    const published = await placeCount('published');
    const pending = await placeCount('pending');
    const page = await openOverview();
    await field(page, 'Quantity').fill('3');
    await page.getByRole('button', { name: 'Publish 3 Places' }).click();
    await expect.poll(() => toastText(page)).toMatch(/^Places Published\s+Published 3 places\.$/);
    expect(await placeCount('published')).toBe(published + 3);
    expect(await placeCount('pending')).toBe(pending - 3);
    await expect
      .poll(() => statCard(page, 'Total Places').innerText())
      .toContain(`${published + 3} published · ${pending - 3} pending`);

    const justPublished = page.getByText('Just published').locator('..').getByRole('link');
    await expect.poll(() => justPublished.count()).toBe(3);
    const name = await justPublished.first().innerText();
    await justPublished.first().click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('shows a running sync step by step, then its counts, and keeps Manual Sync off for 3 s after', async () => {
    const page = await openOverview();
    placesSourceControl.holdAt = 'beach';
    const syncButton = page.getByRole('button', { name: /^(Manual Sync|Syncing\.\.\.)$/ });
    await syncButton.click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Fetching beaches \(\d+ of 10\)/ })
      .waitFor();
    expect(await syncButton.innerText()).toBe('Syncing...');
    expect(await syncButton.isDisabled()).toBe(true);
    placesSourceControl.holdAt = null;
    placesSourceControl.release();

    await expect
      .poll(() => toastText(page))
      .toMatch(
        /^Sync Complete\s+Places: \d+ added, \d+ updated, \d+ archived\. From the bundled places \(PLACES_SOURCE=bundled\)\.$/,
      );
    const [log] = await server.admin<SyncLog[]>('GET', '/api/admin/sync-logs');
    expect(await toastText(page)).toContain(
      `Places: ${log!.itemsAdded} added, ${log!.itemsUpdated} updated, ${log!.itemsArchived} archived.`,
    );
    expect(log!.itemsAdded).toBeGreaterThan(0);
    // Re-enabled only after the cooldown.
    expect(await page.getByRole('button', { name: 'Manual Sync' }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Manual Sync' }).isEnabled()).toBe(true);
    await expect.poll(() => statCard(page, 'Last Sync').innerText()).not.toContain('Never');

    await page.getByRole('tab', { name: 'Sync Logs' }).click();
    await page.getByRole('heading', { level: 3, name: 'Places sync · Succeeded' }).first().waitFor();
  });

  it('shows a failed sync in a toast and its message in a red box in the sync logs', async () => {
    const page = await openOverview();
    placesSourceControl.failing = true;
    try {
      await page.getByRole('button', { name: 'Manual Sync' }).click();
      await expect
        .poll(() => toastText(page))
        .toMatch(
          /^Sync Failed\s+Restaurants: Offline places: is switched off for this test \(and 9 more: see Sync Logs\)$/,
        );
    } finally {
      placesSourceControl.failing = false;
    }
    await page.getByRole('tab', { name: 'Sync Logs' }).click();
    const failedRun = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Places sync · Failed' }) });
    await failedRun
      .getByText(/Offline places: is switched off for this test/)
      .first()
      .waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-sync-logs');
  });

  it('clears the pending queue after a confirmation that names the count', async () => {
    const pending = await placeCount('pending');
    const archived = await placeCount('archived');
    expect(pending).toBeGreaterThan(0);
    const page = await openOverview();
    await expect.poll(() => statCard(page, 'Total Places').innerText()).toContain(`${pending} pending`);
    await page.getByRole('button', { name: 'Clear Pending Queue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Clear the pending queue?' });
    await dialog.getByText(`This archives all ${pending} pending places.`).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await placeCount('pending')).toBe(pending);

    await page.getByRole('button', { name: 'Clear Pending Queue' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archive pending places' }).click();
    await expect
      .poll(() => toastText(page))
      .toMatch(new RegExp(`^Pending Queue Cleared\\s+Archived ${pending} pending places\\.$`));
    expect(await placeCount('pending')).toBe(0);
    expect(await placeCount('archived')).toBe(archived + pending);
    await expect
      .poll(() => page.getByRole('button', { name: 'Clear Pending Queue' }).isDisabled())
      .toBe(true);
  });

  it('syncs the tour products, and shows the server reason when that fails', async () => {
    const page = await openOverview();
    await page.getByRole('button', { name: 'Sync Viator Products' }).click();
    await expect
      .poll(() => toastText(page))
      .toMatch(
        /^Sample Tours Loaded\s+\d+ bundled sample tours loaded: no Viator API key is set \(VIATOR_API_KEY\), so these are samples, not live products\.$/,
      );

    await page.route('**/api/admin/viator/sync', (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Viator answered 503' }),
      }),
    );
    await page.getByRole('button', { name: 'Sync Viator Products' }).click();
    await expect.poll(() => toastText(page)).toMatch(/^Viator Sync Failed\s+Viator answered 503$/);
  });
});
