/**
 * 'Know before you go' (issue 33): the open/closed line on cards and the place page, worked out in the
 * browser at the visitor's moment (the browser's clock is fixed here, so the answers are known), and the
 * open-now, step-free and beach filters of /places, kept in the address.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, filterPlaces, type FilterState } from '../../src/common/place-filters';
import type { Place } from '../../src/common/schemas/places';
import {
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  screenshotBothWidths,
  showAllPlaceCards,
  useBrowser,
} from './browser';

/** Wednesday 3 March 2027, 12:00 and 18:30 in Paphos (UTC+2): winter hours. */
const NOON = new Date('2027-03-03T10:00:00Z');
const EVENING = new Date('2027-03-03T16:30:00Z');

const browser = useBrowser();
let places: Place[];

beforeAll(async () => {
  places = await getJson<Place[]>('/api/places');
});

const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });
const cards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');

async function openAt(path: string, at: Date, viewport: { width: number; height: number } = PHONE) {
  const { context, page } = await browser.newPage({ viewport });
  await page.clock.setFixedTime(at);
  await page.goto(path);
  return { context, page };
}

function expectedCount(filters: Partial<FilterState>, at: Date): number {
  return filterPlaces(places, null, { ...DEFAULT_FILTERS, ...filters }, at).length;
}

const countText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'} found`;

describe('Opening hours', () => {
  it("shows on a card whether the place is open at the visitor's moment", async () => {
    const { context, page } = await openAt('/places?category=attraction', EVENING);
    await found(page).waitFor();
    await showAllPlaceCards(page);
    const tombs = cards(page).filter({ hasText: 'Tombs of the Kings' });
    await expect
      .poll(() => tombs.getByText(/^(Open|Closed)/).innerText())
      .toBe('Closed · opens tomorrow 08:30');
    await screenshotBothWidths(page, 'places-open-status');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(context.blockedRequests).toEqual([]);
  });

  it("shows the place page's status, today's season and the hours as the source writes them", async () => {
    const { page } = await openAt('/places/tombs-of-the-kings', NOON);
    await page.getByRole('heading', { level: 1, name: 'Tombs of the Kings' }).waitFor();
    const hours = page.getByRole('listitem').filter({ hasText: 'Opening hours' }).filter({ visible: true });
    await expect.poll(() => hours.getByText(/^Open now/).count()).toBe(1);
    const lines = (await hours.innerText()).split('\n').map((line) => line.trim());
    expect(lines.filter(Boolean)).toEqual([
      'Opening hours',
      'Open now · closes 17:00',
      '16 Apr – 15 Sep',
      'Every day: 08:30–19:30',
      '16 Sep – 15 Apr (this season)',
      'Every day: 08:30–17:00',
      'What the source says, in Paphos time; hours can change, so check before you go.',
    ]);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-hours');
  });

  it('shows hours it cannot read as the source writes them, with a note, and no status', async () => {
    const { page } = await openAt('/places/tombs-of-the-kings', NOON);
    await drawPagesInBrowser(page);
    await page.route('**/api/places/tombs-of-the-kings', async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), openingHours: 'Mon-Sun 8.30am-5pm' },
      });
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Tombs of the Kings' }).waitFor();
    const hours = page.getByRole('listitem').filter({ hasText: 'Opening hours' }).filter({ visible: true });
    await hours.waitFor();
    const lines = (await hours.innerText()).split('\n').map((line) => line.trim());
    expect(lines.filter(Boolean)).toEqual([
      'Opening hours',
      'Mon-Sun 8.30am-5pm',
      'Opening hours as the source writes them; we could not read them.',
      'What the source says, in Paphos time; hours can change, so check before you go.',
    ]);
  });

  it('lists only the places open now, and keeps the choice in the address', async () => {
    const { page } = await openAt('/places', NOON, { width: 1280, height: 900 });
    await found(page).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Open now' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('open')).toBe('now');
    const count = expectedCount({ openNow: true }, NOON);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(places.length);
    await expect.poll(() => found(page).innerText()).toBe(countText(count));
    await screenshotBothWidths(page, 'places-open-now');

    // The address alone brings the filter back; in the evening the same address lists other places.
    const again = await openAt('/places?open=now', NOON);
    await expect.poll(() => found(again.page).innerText()).toBe(countText(count));
    const evening = await openAt('/places?open=now', EVENING);
    await expect
      .poll(() => found(evening.page).innerText())
      .toBe(countText(expectedCount({ openNow: true }, EVENING)));
  });

  it('filters by a step-free entrance and, on the beaches list, by beach facts', async () => {
    const { page } = await openAt('/places?category=beach', NOON, { width: 1280, height: 900 });
    await found(page).waitFor();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('checkbox', { name: 'Blue Flag' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('beach')).toBe('blue-flag');
    await expect
      .poll(() => found(page).innerText())
      .toBe(countText(expectedCount({ category: 'beach', beach: ['blue-flag'] }, NOON)));
    await page.getByRole('checkbox', { name: 'Sandy beach' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('beach')).toBe('blue-flag,sand');
    await expect
      .poll(() => found(page).innerText())
      .toBe(countText(expectedCount({ category: 'beach', beach: ['blue-flag', 'sand'] }, NOON)));
    await screenshotBothWidths(page, 'places-beach-filters');

    const stepFree = await openAt('/places?access=step-free', NOON);
    await expect
      .poll(() => found(stepFree.page).innerText())
      .toBe(countText(expectedCount({ stepFree: true }, NOON)));
  });
});
