import { and, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { nicosiaDate } from '../../src/common/nicosia-time';
import type { AdminEvent } from '../../src/common/schemas/events';
import { events, places } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  resizeTo,
  screenshot,
  screenshotBothWidths,
  section,
  toasts,
  useBrowser,
  type TestContext,
} from './browser';

// Writes here go to this file's own server (useAdminServer).

const server = useAdminServer();
const browser = useBrowser();
let context: TestContext;

afterEach(() => {
  expect(context.blockedRequests).toEqual([]);
});

async function openEventsTab(viewport: { width: number; height: number }): Promise<Page> {
  const opened = await browser.newPage({ baseURL: server.url(), viewport });
  context = opened.context;
  await openDashboard(opened.page, 'events');
  await opened.page.getByRole('heading', { level: 2, name: 'Events' }).waitFor();
  return opened.page;
}

/** The control labelled exactly `label` inside `scope`. */
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
const eventCard = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Events' }).getByRole('article', { name: `Event ${name}`, exact: true });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = toasts(page);
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
}

async function eventIdNamed(name: string): Promise<number> {
  const [row] = await server.ctx().db.select({ id: events.id }).from(events).where(eq(events.name, name));
  return row!.id;
}

describe('Admin Events tab', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)(
    'lets the operator create a monthly event, edit it and cancel it; its page then shows it cancelled (%s)',
    async (label, viewport) => {
      const name = `Book swap at the castle (${label})`;
      const edited = `Book and record swap at the castle (${label})`;
      const [castle] = await server
        .ctx()
        .db.select({ name: places.name, address: places.address })
        .from(places)
        .where(and(eq(places.name, 'Paphos Castle'), eq(places.status, 'published')));
      expect(castle, 'the bundled Paphos Castle').toBeDefined();

      const page = await openEventsTab(viewport);
      await eventCard(page, 'Saturday morning at the Paphos Municipal Market')
        .or(page.getByRole('list', { name: 'Events' }).getByRole('article').first())
        .first()
        .waitFor();
      if (label === 'phone') {
        await screenshotBothWidths(page, 'admin-events-list');
        await resizeTo(page, viewport);
      }

      await page.getByRole('button', { name: 'New Event' }).click();
      const form = page.getByRole('form', { name: 'New event' });
      await field(form, 'Name').fill(name);
      await field(form, 'Description').fill('Bring a book, take a book, under the castle walls.');
      await form.getByText('Every month', { exact: true }).click();
      await field(form, 'Which one').selectOption({ label: 'First' });
      await field(form, 'Day of the week').selectOption({ label: 'Sunday' });
      await form.getByText('First Sunday of every month', { exact: true }).waitFor();
      await field(form, 'Starts at').fill('10:00');
      await field(form, 'Ends at').fill('13:00');

      await form.getByLabel('Find a place of the guide').fill('Paphos Castle');
      await form
        .getByRole('list', { name: 'Matching places' })
        .getByRole('button', { name: /^Paphos Castle/ })
        .click();
      await form.getByText('A place of the guide', { exact: true }).waitFor();

      await form.getByText('Ticketed', { exact: true }).click();
      await field(form, 'Ticket link').fill('http://tickets.example/book-swap');
      await field(form, 'Category').selectOption({ label: 'Culture' });
      await field(form, 'Sources').fill('https://paphos.example/book-swap');
      await form.getByRole('button', { name: 'Create Event' }).click();
      // Refused beside its field, before anything is sent.
      await form
        .getByText('Ticket link must be a secure web address starting with https://', { exact: true })
        .waitFor();
      expect(await field(form, 'Ticket link').getAttribute('aria-invalid')).toBe('true');
      if (label === 'phone') await screenshotBothWidths(page, 'admin-events-form');
      await resizeTo(page, viewport);

      await field(form, 'Ticket link').fill('https://tickets.example/book-swap');
      await form.getByRole('button', { name: 'Create Event' }).click();
      await expectToast(page, 'Event Created', `${name} is on the site.`);
      const card = eventCard(page, name);
      await card.getByText('First Sunday of every month', { exact: true }).waitFor();
      await card.getByText(`${castle!.name}, ${castle!.address}`, { exact: true }).waitFor();
      await card.getByText('Published', { exact: true }).waitFor();
      const id = await eventIdNamed(name);
      const [row] = await server.ctx().db.select().from(events).where(eq(events.id, id));
      expect(row).toMatchObject({
        status: 'published',
        schedule: { kind: 'monthly', week: 1, weekday: 0, hour: 10, minute: 0, durationMinutes: 180 },
        venueName: castle!.name,
        ticketUrl: 'https://tickets.example/book-swap',
        sources: ['https://paphos.example/book-swap'],
      });

      await page.getByRole('button', { name: `Edit event ${name}` }).click();
      const editForm = page.getByRole('form', { name: `Edit event ${name}` });
      expect(await field(editForm, 'Name').inputValue()).toBe(name);
      expect(await field(editForm, 'Starts at').inputValue()).toBe('10:00');
      await editForm.getByText('First Sunday of every month', { exact: true }).waitFor();
      await field(editForm, 'Name').fill(edited);
      await field(editForm, 'Ends at').fill('14:00');
      await editForm.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Event Updated', `${edited} is saved.`);
      await eventCard(page, edited).waitFor();

      await page.getByRole('button', { name: `Cancel event ${edited}` }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Cancel this event?' });
      await dialog.getByRole('button', { name: 'Cancel Event' }).click();
      await expectToast(page, 'Event Cancelled', `${edited} shows as cancelled on the site.`);
      await eventCard(page, edited).getByText('Cancelled', { exact: true }).waitFor();
      await eventCard(page, edited)
        .getByRole('button', { name: `Publish event ${edited}` })
        .waitFor();

      await page.goto(`/events/${id}`);
      await page.getByRole('heading', { level: 1, name: edited }).waitFor();
      await page.getByText('This event has been cancelled.', { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: /Get Tickets/ }).count()).toBe(0);
      expect(await page.getByRole('link', { name: /Add to Calendar/ }).count()).toBe(0);
      await expectNoHorizontalOverflow(page);
      await screenshot(page, `event-cancelled-${label}`);
    },
  );

  it("marks a cancelled event on the home page's What's On card", async () => {
    const page = await openEventsTab(DESKTOP);
    const { year, month, day } = nicosiaDate(new Date(Date.now() + 24 * 3_600_000));
    const tomorrow = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const name = 'Harbour lantern walk';
    const created = await server.admin<AdminEvent>('POST', '/api/admin/events', {
      name,
      when: { kind: 'once', startDate: tomorrow },
      startsAt: '00:30',
      endsAt: '23:00',
      venueName: 'Paphos Harbour',
      isFree: true,
      ticketUrl: 'https://tickets.example/lanterns',
      category: 'family',
    });
    await server.admin('POST', `/api/admin/events/${created.id}/cancel`);

    await page.goto('/');
    const card = section(page, "What's On This Week")
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.getByText('Cancelled', { exact: true }).waitFor();
    await card.getByText('This event is cancelled.', { exact: true }).waitFor();
    expect(await card.getByRole('link', { name: /Details|Tickets/ }).count()).toBe(0);
    await card.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'home-whats-on-cancelled');
  });

  it('keeps a time to be confirmed off the event page, and deletes an event after asking', async () => {
    const page = await openEventsTab(DESKTOP);
    const name = 'Kite day on the beach';
    await page.getByRole('button', { name: 'New Event' }).click();
    const form = page.getByRole('form', { name: 'New event' });
    await field(form, 'Name').fill(name);
    await field(form, 'Date').fill(`${new Date().getUTCFullYear() + 1}-04-18`);
    await form.getByRole('checkbox', { name: 'Time to be confirmed' }).click();
    expect(await field(form, 'Starts at').count()).toBe(0);
    await field(form, 'Or type the venue').fill('Faros Beach');
    await field(form, 'Category').selectOption({ label: 'Family' });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event Created', `${name} is on the site.`);
    const id = await eventIdNamed(name);

    await page.goto(`/events/${id}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await page.getByText('Time to be confirmed').count()).toBeGreaterThan(0);

    await openDashboard(page, 'events');
    await page.getByRole('button', { name: `Delete event ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this event?' })
      .getByRole('button', { name: 'Delete Event' })
      .click();
    await expectToast(page, 'Event Deleted', `${name} is gone from the site.`);
    await eventCard(page, name).waitFor({ state: 'detached' });
    expect(await server.ctx().db.select().from(events).where(eq(events.id, id))).toEqual([]);
  });
  it("shows the server's refusal beside the venue and in the failure toast", async () => {
    const page = await openEventsTab(DESKTOP);
    const [place] = await server
      .ctx()
      .db.select({ id: places.id, name: places.name })
      .from(places)
      .where(and(eq(places.status, 'published'), eq(places.category, 'beach')))
      .limit(1);
    await page.getByRole('button', { name: 'New Event' }).click();
    const form = page.getByRole('form', { name: 'New event' });
    await field(form, 'Name').fill('Sunset swim');
    await field(form, 'Date').fill(`${new Date().getUTCFullYear() + 1}-08-01`);
    await field(form, 'Starts at').fill('19:00');
    await form.getByLabel('Find a place of the guide').fill(place!.name);
    await form
      .getByRole('list', { name: 'Matching places' })
      .getByRole('button', { name: place!.name })
      .first()
      .click();
    await field(form, 'Category').selectOption({ label: 'Sport' });
    // The place leaves the guide while the form is open.
    await server.ctx().db.update(places).set({ status: 'pending' }).where(eq(places.id, place!.id));
    try {
      await form.getByRole('button', { name: 'Create Event' }).click();
      const message = 'Pick a published place of the guide, or type the venue';
      await expectToast(page, 'Save Failed', message);
      await form.getByText(message, { exact: true }).waitFor();
      expect(await form.isVisible()).toBe(true);
    } finally {
      await server.ctx().db.update(places).set({ status: 'published' }).where(eq(places.id, place!.id));
    }
  });
});
