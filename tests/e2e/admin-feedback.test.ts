import { count, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { places } from '../../src/server/db/schema';
import { placeSyncJob } from '../../src/server/jobs/place-sync';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import { nextRunAfter } from '../../src/server/lib/next-run';
import { seedTours } from '../../src/server/db/seed/records';
import { nextSyncLabel } from '../../src/web/features/sync/sync-log-format';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  PHONE,
  screenshot,
  toasts,
  useBrowser,
} from './browser';

/**
 * Issue 31, item 3: the dashboard's feedback tells the truth, at desktop and phone width. With no keys
 * (this server's offline providers) the tour sync names the bundled samples as samples, the place sync
 * names the bundled places, the sync logs say what started each run and when the next scheduled one is,
 * the Pinterest card and the Settings tab say what posting lacks, and the places total adds up.
 */
const server = useAdminServer();
const browser = useBrowser();

const WIDTHS = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

async function placeCount(status?: 'published' | 'pending' | 'archived'): Promise<number> {
  const query = server.ctx().db.select({ n: count() }).from(places);
  const [row] = await (status ? query.where(eq(places.status, status)) : query);
  return row!.n;
}

async function openTab(viewport: { width: number; height: number }, tab?: string): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await openDashboard(page, tab);
  return page;
}

const statCard = (page: Page, label: string) => page.getByRole('group', { name: label });
const toastText = (page: Page) => toasts(page).first().innerText();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each(WIDTHS)('Admin feedback at %s width', (label, viewport) => {
  it('adds the places total up, archived included, and says why no pin is posted', async () => {
    // A few archived places: the total used to count them without showing them.
    const pending = await server
      .ctx()
      .db.select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'pending'))
      .limit(2);
    await server
      .ctx()
      .db.update(places)
      .set({ status: 'archived' })
      .where(
        inArray(
          places.id,
          pending.map((row) => row.id),
        ),
      );
    const [published, queued, archived, total] = await Promise.all([
      placeCount('published'),
      placeCount('pending'),
      placeCount('archived'),
      placeCount(),
    ]);
    expect(archived).toBeGreaterThan(0);
    expect(published + queued + archived).toBe(total);

    const page = await openTab(viewport);
    await expect
      .poll(() => statCard(page, 'Total Places').innerText())
      .toMatch(
        new RegExp(
          `^Total Places\\s+${total}\\s+${published} published · ${queued} pending · ${archived} archived$`,
        ),
      );
    await expect
      .poll(() => statCard(page, 'Pinterest Pins').innerText())
      .toMatch(
        /^Pinterest Pins\s+0\s+Posts this month\s+Not posting: no access token, board id or public URL$/,
      );
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-feedback-overview-${label}`);
  });

  it('names the bundled sample tours and the bundled places in the sync toasts', async () => {
    const page = await openTab(viewport);
    await page.getByRole('button', { name: 'Sync Viator Products' }).click();
    await expect
      .poll(() => toastText(page))
      .toBe(
        `Sample Tours Loaded\n${seedTours.length} bundled sample tours loaded: no Viator API key is set (VIATOR_API_KEY), so these are samples, not live products.`,
      );
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-feedback-tour-toast-${label}`);

    await page.getByRole('button', { name: 'Manual Sync' }).click();
    await expect
      .poll(() => toasts(page).filter({ hasText: 'Sync Complete' }).first().innerText())
      .toMatch(
        /^Sync Complete\s+Places: \d+ added, \d+ updated, \d+ archived\. From the bundled places \(PLACES_SOURCE=bundled\)\.$/,
      );
  });

  it('shows in the sync logs what started each run, where its items came from, and when the next sync runs', async () => {
    // One run of each: the 06:00 job, Manual Sync and the tour sync.
    await runScheduledJob(server.ctx(), placeSyncJob);
    await server.admin('POST', '/api/admin/sync');
    await server.admin('POST', '/api/admin/viator/sync');

    const page = await openTab(viewport, 'sync-logs');
    const now = new Date();
    const next = nextRunAfter(placeSyncJob, now)!;
    await page
      .getByText(
        new RegExp(
          `Places sync automatically every day at 06:00 \\(Cyprus time\\): the next scheduled sync is ${escape(nextSyncLabel(next, now))}\\.`,
        ),
      )
      .waitFor();
    expect(nextSyncLabel(next, now)).toMatch(/^(today|tomorrow) at 06:00 \(\d{1,2} \w{3,4} \d{4}\)$/);

    const runs = page.getByRole('listitem');
    const bundledPlaces = runs.filter({
      has: page.getByRole('heading', { level: 3, name: 'Places sync · Succeeded with bundled data' }),
    });
    const scheduled = bundledPlaces.filter({ hasText: 'Scheduled' }).first();
    await scheduled.waitFor();
    expect(await scheduled.innerText()).toContain('From the bundled places (PLACES_SOURCE=bundled).');
    await bundledPlaces.filter({ hasText: 'Manual' }).first().waitFor();

    const tours = runs
      .filter({
        has: page.getByRole('heading', { level: 3, name: 'Tours sync · Succeeded with bundled data' }),
      })
      .first();
    await tours.waitFor();
    expect(await tours.innerText()).toMatch(
      /^Tours sync · Succeeded with bundled data\s+Manual\s+\d{1,2} \w{3,4} \d{4}, \d\d:\d\d · took [\d.]+ (s|min)[\s\S]*From the bundled sample tours \(no Viator API key\)\.$/,
    );
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, `admin-feedback-sync-logs-${label}`);
  });

  it('says on the Settings tab what Pinterest posting lacks, and follows posts per day', async () => {
    const page = await openTab(viewport, 'settings');
    const pinterestCard = page.locator('form').getByText('Not posting:').first();
    await expect
      .poll(() => pinterestCard.innerText())
      .toBe('Not posting: PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set.');
    const list = page.getByRole('listitem');
    for (const line of [
      'PINTEREST_ACCESS_TOKEN: the Pinterest API access token the pins are posted with',
      'PINTEREST_BOARD_ID: the numeric id of the board the pins go to',
      "PUBLIC_URL: the site's public address, for the pins' links and pictures",
    ]) {
      await list.filter({ hasText: line }).waitFor();
    }
    await page.getByText("Set them in the server's environment and restart the server.").waitFor();
    expect(await page.getByText('pinned through the day').count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await screenshot(page, `admin-feedback-settings-${label}`);

    await field(page, 'Pinterest posts per day').fill('0');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect
      .poll(() => pinterestCard.innerText())
      .toBe(
        'Not posting: Pinterest posts per day is 0, and PINTEREST_ACCESS_TOKEN, PINTEREST_BOARD_ID and PUBLIC_URL are not set.',
      );
    await field(page, 'Pinterest posts per day').fill('3');
    await page.getByRole('button', { name: 'Save All Settings' }).click();
    await expect.poll(() => pinterestCard.innerText()).toMatch(/are not set\.$/);
    await expect.poll(() => pinterestCard.innerText()).not.toContain('posts per day is 0');
  });
});
