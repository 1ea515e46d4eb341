import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { EventItem } from '../../src/common/schemas/events';
import { eventCategoryLabel } from '../../src/web/features/events/event-category';
import { venueDirectionsUrl } from '../../src/common/venue';
import { eventTiming } from '../../src/web/features/events/event-page';
import {
  downloadedText,
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  screenshotBothWidths,
  section,
  useBrowser,
  whatsOnNow,
} from './browser';

const browser = useBrowser();

/** The English messages, as the page reads them (src/web/i18n/en.json). */
const { t } = catalogueMessages('en');
/** The events the home page lists, and its section's title: 'What's On This Week' or 'Coming up' (by the day). */
let onHome: EventItem[];
let whatsOnTitle: string;

beforeAll(async () => {
  ({ events: onHome, title: whatsOnTitle } = await whatsOnNow());
  expect(onHome.length).toBeGreaterThan(0);
});

const TICKETS_URL = 'https://tickets.example/paphos/event';

async function waitForEvent(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

/** Opens the home page and clicks the card of the event in its events section, as a visitor would. */
async function openFromHome(page: Page, event: EventItem, title = whatsOnTitle): Promise<void> {
  await page.goto('/');
  const whatsOn = section(page, title);
  await whatsOn.getByRole('link', { name: event.name, exact: true }).click();
  await waitForEvent(page, event.name);
  expect(new URL(page.url()).pathname).toBe(`/events/${event.id}`);
}

describe('Event page', () => {
  it('opens from a card of What’s On This Week and shows when, where and how to get in, accessibly', async () => {
    // One with a sourced time (the next test covers those whose time is to be confirmed), on the home page
    // in its own week: the visitor's clock says the day before it, and the browser draws the pages.
    const upcoming = await getJson<EventItem[]>('/api/events/upcoming');
    const event = upcoming.find((candidate) => !candidate.timeToBeConfirmed)!;
    expect(event, 'a timed upcoming event').toBeDefined();
    const { context, page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.clock.setFixedTime(new Date(Date.parse(event.startTime) - 24 * 60 * 60 * 1000));
    await openFromHome(page, event, "What's On This Week");

    const main = page.getByRole('main');
    if (event.category) {
      await main.getByText(eventCategoryLabel(event.category), { exact: true }).first().waitFor();
    }

    // When, in Paphos time: the day, the times and how long it lasts.
    const timing = eventTiming(t, event);
    const details = section(page, 'Event Details');
    const detailsText = await details.innerText();
    expect(detailsText).toContain(timing.date);
    expect(detailsText).toMatch(/^\w+day \d{1,2} [A-Z][a-z]+ \d{4}$/m);
    expect(detailsText).toContain(timing.time);
    expect(detailsText).toContain('Paphos time');
    if (timing.duration) expect(detailsText).toContain(timing.duration);
    expect(await main.locator('section').first().innerText()).toContain(timing.date);

    // Where: the venue, and directions to it in a new tab.
    if (event.venueName) expect(detailsText).toContain(event.venueName);
    if (event.venueAddress) expect(detailsText).toContain(event.venueAddress);
    const directions = details.getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      venueDirectionsUrl(event.venueName, event.venueAddress),
    );
    expect(await directions.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=.+%2C%20Cyprus$/,
    );
    expect(await directions.getAttribute('target')).toBe('_blank');
    expect(await directions.getAttribute('rel')).toContain('noopener');

    // How to get in.
    if (event.ticketUrl) {
      expect(await details.getByRole('link', { name: /Get Tickets/ }).getAttribute('href')).toBe(
        event.ticketUrl,
      );
    } else {
      expect(detailsText).toContain(event.isFree ? 'Free entry' : 'Paid entry');
    }

    if (event.description) {
      expect(await section(page, 'About This Event').innerText()).toContain(event.description);
    }

    await expect.poll(() => page.title()).toBe(`${event.name} | Paphos Guide`);
    const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
    expect(description.length).toBeLessThanOrEqual(155);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'event-detail');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(context.blockedRequests).toEqual([]);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await section(page, "What's On This Week").waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it("offers 'Get Tickets' in a new tab for an event sold through a ticket site", async () => {
    const event = onHome[0]!;
    const { page } = await browser.newPage({ viewport: PHONE });
    await drawPagesInBrowser(page);
    await page.route(`**/api/events/${event.id}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), isFree: false, ticketUrl: TICKETS_URL },
      });
    });
    await page.goto(`/events/${event.id}`);
    await waitForEvent(page, event.name);
    const details = section(page, 'Event Details');
    const tickets = details.getByRole('link', { name: /Get Tickets/ });
    expect(await tickets.getAttribute('href')).toBe(TICKETS_URL);
    expect(await tickets.getAttribute('target')).toBe('_blank');
    expect(await tickets.getAttribute('rel')).toContain('noopener');
    expect(await details.getByText('Free entry').count()).toBe(0);
    await expectNoHorizontalOverflow(page);
  });

  it("says 'Free entry' for a free event", async () => {
    const event = onHome[0]!;
    const { page } = await browser.newPage();
    await page.route(`**/api/events/${event.id}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), isFree: true, ticketUrl: null } });
    });
    await page.goto(`/events/${event.id}`);
    await waitForEvent(page, event.name);
    await section(page, 'Event Details').getByText('Free entry', { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: /Get Tickets/ }).count()).toBe(0);
  });

  it('says the time is to be confirmed, with no hour, when no source gives it', async () => {
    const upcoming = await getJson<EventItem[]>('/api/events/upcoming');
    const market = upcoming.find(
      (event) => event.name === 'Saturday morning at the Paphos Municipal Market',
    )!;
    expect(market.timeToBeConfirmed).toBe(true);
    const { page } = await browser.newPage();
    await page.goto(`/events/${market.id}`);
    await waitForEvent(page, market.name);
    const detailsText = await section(page, 'Event Details').innerText();
    expect(detailsText).toContain('Time to be confirmed');
    expect(detailsText).not.toContain('Paphos time');
    expect(detailsText).not.toMatch(/\d{2}:\d{2}/);
    expect(await page.getByRole('main').locator('section').first().innerText()).toContain(
      `${eventTiming(t, market).date} · Time to be confirmed`,
    );
    await screenshotBothWidths(page, 'event-time-to-be-confirmed');
  });

  it('links every card of What’s On This Week to its event page, keeping its date and venue', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    const cards = section(page, whatsOnTitle).getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(onHome.length);
    for (const [index, event] of onHome.entries()) {
      const card = cards.nth(index);
      const link = card.getByRole('link', { name: event.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/events/${event.id}`);
      expect(await card.locator('time').getAttribute('datetime')).toBe(event.startTime);
      if (event.venueName) expect(await card.innerText()).toContain(event.venueName);
    }
  });

  it.each([
    ['an unknown event', '/events/2000000000'],
    ['an address that names no event', '/events/not-an-event'],
  ])("shows 'Event Not Found' for %s, with a way back home", async (_what, url) => {
    const { context, page } = await browser.newPage();
    const response = await page.goto(url);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Event Not Found' }).waitFor();
    await page.getByText(/doesn't exist or has been removed/).waitFor();
    await expect.poll(() => page.title()).toBe('Event Not Found | Paphos Guide');
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
    await section(page, 'Trending Spots').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(context.blockedRequests).toEqual([]);
  });

  it("downloads the event for a calendar with 'Add to Calendar', on its page and on What's On", async () => {
    const event = onHome[0]!;
    const { page } = await browser.newPage();
    await page.goto('/');
    const whatsOn = section(page, whatsOnTitle);
    const cardLink = whatsOn.getByRole('link', { name: /^Add to Calendar/ }).filter({ hasText: event.name });
    expect(await cardLink.getAttribute('href')).toBe(`/api/events/${event.id}/calendar`);

    await openFromHome(page, event);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section(page, 'Event Details')
        .getByRole('link', { name: /Add to Calendar/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^[a-z0-9-]+\.ics$/);
    const text = await downloadedText(download);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n /g, '')).toContain(`SUMMARY:${event.name.replace(/([,;])/g, '\\$1')}`);
  });
});
