import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../fakes/fake-server';
import { calendarText } from '../fakes/ics-feeds';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  resizeTo,
  screenshotBothWidths,
  section,
  toasts,
  useBrowser,
} from './browser';

// Writes go to this file's own server; the tests run in order.
const server = useAdminServer();
const browser = useBrowser();
let feeds: FakeServer;

const DAY_MS = 24 * 60 * 60 * 1000;
/** '20261129T170000Z': an instant as an iCalendar UTC date-time. */
const icalUtc = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

beforeAll(async () => {
  // Two evening events in the coming days, and a weekly one for three weeks, whatever the day of the run.
  const base = new Date(Math.ceil(Date.now() / DAY_MS) * DAY_MS + 17 * 60 * 60 * 1000);
  const text = calendarText([
    {
      uid: 'e2e-concert@test',
      lines: [`DTSTART:${icalUtc(new Date(base.getTime() + DAY_MS))}`, 'SUMMARY:Harbour jazz evening'],
    },
    {
      uid: 'e2e-talk@test',
      lines: [`DTSTART:${icalUtc(new Date(base.getTime() + 3 * DAY_MS))}`, 'SUMMARY:Mosaics talk'],
    },
    {
      uid: 'e2e-weekly@test',
      lines: [
        `DTSTART:${icalUtc(new Date(base.getTime() + 2 * DAY_MS))}`,
        'RRULE:FREQ=WEEKLY;COUNT=3',
        'SUMMARY:Weekly choir',
      ],
    },
  ]);
  feeds = await startFakeServer((request, response) => {
    if (request.url.pathname === '/town.ics') {
      response.writeHead(200, { 'content-type': 'text/calendar' });
      response.end(text);
      return;
    }
    response.writeHead(404);
    response.end('Not found');
  });
});

afterAll(async () => {
  await feeds?.close();
});

const panel = (page: Page) => section(page, 'Calendar feeds');
const addForm = (page: Page) => page.getByRole('form', { name: 'Add a calendar feed' });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await toasts(page).getByText(title, { exact: true }).first().waitFor();
  await toasts(page).getByText(description, { exact: true }).first().waitFor();
}

async function openEventsTab(viewport = DESKTOP): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url(), viewport });
  await openDashboard(page, 'events');
  await panel(page).getByRole('heading', { level: 2, name: 'Calendar feeds' }).waitFor();
  return page;
}

async function addFeed(page: Page, name: string, url: string): Promise<void> {
  await addForm(page).getByLabel('Name', { exact: true }).fill(name);
  await addForm(page).getByLabel('Calendar address', { exact: true }).fill(url);
  await addForm(page).getByRole('button', { name: 'Add Feed' }).click();
}

describe('Calendar feeds in the Events tab', () => {
  it('refuses an address that is not a calendar address, beside its field', async () => {
    const page = await openEventsTab();
    await panel(page).getByText('No calendar feeds yet').waitFor();
    await addFeed(page, 'Town events', 'ftp://example.com/events.ics');
    const message = 'Calendar address must be an http(s) or webcal address of an .ics feed';
    await addForm(page).getByRole('alert').getByText(message, { exact: true }).waitFor();
    await expectToast(page, 'Add Failed', message);
  });

  it('adds a feed, imports its events for review and says what the import did', async () => {
    const page = await openEventsTab();
    await addFeed(page, 'Town events', `${feeds.origin}/town.ics`);
    await expectToast(page, 'Success', 'Town events added. Use Import now to bring in its events.');
    const list = panel(page).getByRole('list', { name: 'Calendar feeds' });
    await list.getByText('Not imported yet').waitFor();

    await list.getByRole('button', { name: 'Import now Town events' }).click();
    await expectToast(page, 'Import finished', 'Imported 5 new, 0 updated, 0 cancelled.');
    await list.getByText('5 events waiting for review').waitFor();
    expect(await list.getByText(/^Imported .*: 5 new, 0 updated, 0 cancelled$/).count()).toBe(1);

    // Importing again changes nothing.
    await list.getByRole('button', { name: 'Import now Town events' }).click();
    await expectToast(page, 'Import finished', 'Imported 0 new, 0 updated, 0 cancelled.');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-event-feeds');
    await resizeTo(page, PHONE);
    await expectNoHorizontalOverflow(page);
  });

  it('shows a broken feed’s failure in a toast and on its card', async () => {
    const page = await openEventsTab();
    await addFeed(page, 'Gone feed', `${feeds.origin}/gone.ics`);
    await expectToast(page, 'Success', 'Gone feed added. Use Import now to bring in its events.');
    await panel(page).getByRole('button', { name: 'Import now Gone feed' }).click();
    await expectToast(page, 'Import Failed', 'Import failed: The feed "Gone feed" answered 404');
    await panel(page)
      .getByText(/^Import failed .*: The feed "Gone feed" answered 404$/)
      .waitFor();
  });

  it('removes a feed after asking', async () => {
    const page = await openEventsTab();
    await panel(page).getByRole('button', { name: 'Remove Gone feed' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove this calendar feed?' });
    await dialog
      .getByText(
        'Gone feed will no longer be imported. Its events waiting for review are deleted; the ones you published stay on the site.',
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Remove Feed' }).click();
    await expectToast(page, 'Success', 'Calendar feed removed');
    await expect.poll(() => panel(page).getByRole('button', { name: 'Remove Gone feed' }).count()).toBe(0);
    await panel(page).getByRole('button', { name: 'Remove Town events' }).waitFor();
  });
});
