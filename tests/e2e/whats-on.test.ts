import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { WhatsOn } from '../../src/common/schemas/whats-on';
import { dayOf } from '../../src/common/whats-on-range';
import { eventsFoundText } from '../../src/web/features/events/whats-on-page';
import {
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  resizeTo,
  screenshotBothWidths,
  useBrowser,
} from './browser';

const browser = useBrowser();

/** The English messages, as the page reads them (src/web/i18n/en.json). */
const { t } = catalogueMessages('en');

const status = (page: Page) => page.getByRole('main').getByRole('status');
const searchOf = (page: Page) => new URL(page.url()).searchParams;

async function expectCount(page: Page, query: string): Promise<WhatsOn> {
  const answer = await getJson<WhatsOn>(`/api/events${query}`);
  await expect.poll(() => status(page).innerText()).toContain(eventsFoundText(t, answer.events.length));
  return answer;
}

describe('What’s On page (/events)', () => {
  it('lists every upcoming event by day, server-rendered, with a calendar to subscribe to', async () => {
    const all = await getJson<WhatsOn>('/api/events');
    expect(all.events.length).toBeGreaterThan(0);
    const { page } = await browser.newPage();
    const response = await page.goto('/events');
    expect(response!.status()).toBe(200);
    expect(await page.title()).toBe("What's On in Paphos | Paphos Guide");
    await page.getByRole('heading', { level: 1, name: "What's On in Paphos" }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'All upcoming events' }).waitFor();
    await expectCount(page, '');

    // The agenda: a heading for the first event's day, and the event under it linking to its page.
    const first = all.events[0]!;
    const firstDay = page.getByRole('region', { name: /^\w+day \d{1,2} [A-Z][a-z]+ \d{4}$/ }).first();
    await firstDay.getByRole('link', { name: first.name, exact: true }).waitFor();
    expect(await firstDay.getByRole('link', { name: first.name, exact: true }).getAttribute('href')).toBe(
      `/events/${first.id}`,
    );

    const subscribe = page.getByRole('link', { name: 'Subscribe in your calendar' });
    expect(await subscribe.getAttribute('href')).toBe('/api/events/calendar.ics');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'whats-on-agenda');
  });

  it('filters by the preset dates, a chosen range and a category, keeping each choice in the address', async () => {
    const { page } = await browser.newPage();
    await page.goto('/events');
    const dates = page.getByRole('group', { name: 'Dates' });

    for (const [label, when] of [
      ['This weekend', 'weekend'],
      ['Today', 'today'],
      ['This month', 'month'],
      ['This week', 'week'],
    ] as const) {
      await dates.getByRole('button', { name: label, exact: true }).click();
      await expect.poll(() => searchOf(page).get('when')).toBe(when);
      await page.getByRole('heading', { level: 2, name: label }).waitFor();
      const answer = await expectCount(page, `?when=${when}`);
      if (answer.events.length === 0) {
        await page
          .getByText('No events found for these dates. Try other dates or another category.')
          .waitFor();
      }
    }
    expect(
      await dates.getByRole('button', { name: 'This week', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');

    // A chosen range: a reversed one is named, a good one shown.
    await dates.getByRole('button', { name: 'Choose dates' }).click();
    const today = dayOf(new Date());
    const inSixtyDays = dayOf(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000));
    await page.getByLabel('From', { exact: true }).fill(inSixtyDays);
    await page.getByLabel('To', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show these dates' }).click();
    await page.getByRole('alert').getByText('The end date must be on or after the start date').waitFor();
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByLabel('To', { exact: true }).fill(inSixtyDays);
    await page.getByRole('button', { name: 'Show these dates' }).click();
    await expect.poll(() => searchOf(page).get('from')).toBe(today);
    expect(searchOf(page).get('to')).toBe(inSixtyDays);
    expect(searchOf(page).has('when')).toBe(false);
    const ranged = await expectCount(page, `?from=${today}&to=${inSixtyDays}`);

    // A category, as the filter offers them.
    const category = ranged.categories[0]!;
    await page.getByLabel('Category', { exact: true }).selectOption(category);
    await expect.poll(() => searchOf(page).get('category')).toBe(category);
    const filtered = await expectCount(page, `?from=${today}&to=${inSixtyDays}&category=${category}`);
    expect(filtered.events.every((event) => event.category === category)).toBe(true);

    // The cards view, and all of it back after a reload of the address.
    await page.getByRole('group', { name: 'Show events as' }).getByRole('button', { name: 'Cards' }).click();
    await expect.poll(() => searchOf(page).get('view')).toBe('cards');
    await page.reload();
    expect(Object.fromEntries(searchOf(page))).toEqual({
      from: today,
      to: inSixtyDays,
      category,
      view: 'cards',
    });
    await expectCount(page, `?from=${today}&to=${inSixtyDays}&category=${category}`);
    if (filtered.events.length > 0) {
      await page.getByRole('list', { name: 'Events' }).getByRole('article').first().waitFor();
    }
    expect(
      await page
        .getByRole('group', { name: 'Show events as' })
        .getByRole('button', { name: 'Cards' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    await expectAccessible(page);
    await screenshotBothWidths(page, 'whats-on-cards');
  });

  it("says when the events could not be loaded, and 'Try again' loads them", async () => {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    let failing = true;
    await page.route(/\/api\/events(\?.*)?$/, (route) =>
      failing
        ? route.fulfill({ status: 503, json: { message: 'The database is not answering' } })
        : route.fallback(),
    );
    await page.goto('/events');
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByText('Could not load the events', { exact: true }).waitFor();
    expect(await alert.innerText()).toContain('Check your connection, then try again.');
    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expectCount(page, '');
  });

  it('marks a cancelled event in the agenda and on its card', async () => {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    // The seeded events are all on; the list's answer is given with its first event cancelled.
    let cancelledName = '';
    await page.route(/\/api\/events(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as WhatsOn;
      answer.events[0] = { ...answer.events[0]!, status: 'cancelled' };
      cancelledName = answer.events[0].name;
      await route.fulfill({ response, json: answer });
    });
    await page.goto('/events');
    await expect.poll(() => cancelledName).not.toBe('');
    const item = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: cancelledName, exact: true }) });
    await item.first().getByText('Cancelled', { exact: true }).waitFor();
    await resizeTo(page, PHONE);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'whats-on-cancelled');
    await page.getByRole('group', { name: 'Show events as' }).getByRole('button', { name: 'Cards' }).click();
    await page
      .getByRole('list', { name: 'Events' })
      .getByText('Cancelled', { exact: true })
      .first()
      .waitFor();
  });

  it('is reached from the header and from the home page’s events section', async () => {
    const { page } = await browser.newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'See all events' }).click();
    await page.getByRole('heading', { level: 1, name: "What's On in Paphos" }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/events');
    await page.goto('/contact');
    await page.getByRole('banner').getByRole('link', { name: "What's On" }).click();
    await page.getByRole('heading', { level: 1, name: "What's On in Paphos" }).waitFor();
    await resizeTo(page, PHONE);
    await page.getByRole('banner').getByRole('link', { name: "What's On" }).waitFor();
    await expectNoHorizontalOverflow(page);
  });
});
