import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatShortDate } from '../../src/common/dates';
import type { EventItem } from '../../src/common/schemas/events';
import type { Place } from '../../src/common/schemas/places';
import {
  baseUrl,
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  screenshotBothWidths,
  section,
  toasts,
  useBrowser,
} from './browser';

/** Said under the map where the pin is an estimate rather than a checked position. */
const APPROXIMATE_PIN_TEXT =
  'The pin is approximate: it was placed from nearby mapped points and may be a short walk off. Follow the address and local signs for the last stretch.';

const browser = useBrowser();
let places: Place[];
/** A rated place with a website, price level, highlights and a long description. */
let place: Place;
/** The bundled guide gives no phone numbers it cannot cite; a live places source does. */
const LIVE_PHONE = '+357 26 000123';

beforeAll(async () => {
  places = await getJson<Place[]>('/api/places');
  const candidate = places.find(
    (entry) =>
      entry.rating !== null &&
      entry.website &&
      entry.priceLevel !== null &&
      entry.highlights.length > 1 &&
      (entry.description?.length ?? 0) > 200,
  );
  expect(candidate).toBeDefined();
  place = candidate!;
});

async function waitForPlace(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

describe('Place detail', () => {
  it('shows the place, its information, nearby places and events, accessibly', async () => {
    const { context, page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), phoneNumber: LIVE_PHONE } });
    });
    // Which events are upcoming depends on the time: compare with the list this page was given.
    const upcoming = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/events/upcoming',
    );
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);

    // Header: category badge, name, address, rating with reviews and price symbols.
    const main = page.getByRole('main');
    const categoryLabel = place.category.charAt(0).toUpperCase() + place.category.slice(1);
    await main.getByText(categoryLabel, { exact: true }).first().waitFor();
    await main.getByText(place.address!, { exact: true }).first().waitFor();
    const heroText = await main.locator('section').first().innerText();
    expect(heroText).toContain(`${place.rating!.toFixed(1)}`);
    // The bundled guide counts no reviews: none are claimed beside its sample rating.
    expect(heroText).not.toMatch(/\(\d[\d,]* reviews?\)/);
    expect(heroText).toContain('€'.repeat(Math.min(4, Math.max(1, place.priceLevel!))));
    // Anonymous visitors can save it too (kept in the browser until they log in).
    await page.getByRole('button', { name: 'Add to favorites' }).first().waitFor();

    // About, highlights, location map.
    expect(await section(page, 'About').innerText()).toContain(place.description!);
    expect(
      await section(page, 'About')
        .getByText(/written with AI/)
        .count(),
    ).toBe(0);
    expect(await section(page, 'Highlights').getByRole('listitem').allInnerTexts()).toEqual(place.highlights);
    // The map loads as the visitor scrolls near it.
    await section(page, 'Location').scrollIntoViewIfNeeded();
    await section(page, 'Location')
      .getByRole('region', { name: `Map showing ${place.name}` })
      .waitFor();

    // Nearby: the first 4 of the nearby list.
    const nearby = (await (await page.request.get(`/api/places/nearby/${place.id}`)).json()) as Place[];
    expect(nearby.length).toBeGreaterThan(4);
    const nearbyList = section(page, 'Nearby Places').getByRole('listitem');
    await expect.poll(() => nearbyList.count()).toBe(4);
    expect(await nearbyList.getByRole('heading').allInnerTexts()).toEqual(
      nearby.slice(0, 4).map((entry) => entry.name),
    );
    expect(await nearbyList.first().getByRole('link').getAttribute('href')).toBe(
      `/places/${nearby[0]!.slug}`,
    );

    // Sidebar: tours (the bundled samples, found rather than booked on Viator), information, weather, events.
    await section(page, 'Recommended Activities & Tours')
      .getByRole('link', { name: /Find on Viator/ })
      .first()
      .waitFor();
    const information = section(page, 'Information');
    const phone = information.getByRole('link', {
      name: new RegExp(LIVE_PHONE.replace(/\+/g, '\\+')),
    });
    expect(await phone.getAttribute('href')).toBe('tel:+35726000123');
    const website = information.getByRole('link', { name: /Visit website/ });
    expect(await website.getAttribute('href')).toBe(place.website);
    expect(await website.getAttribute('target')).toBe('_blank');
    const maps = information.getByRole('link', { name: /Open in Google Maps/ });
    expect(await maps.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place.name)}%20${place.latitude},${place.longitude}`,
    );
    expect(await maps.getAttribute('target')).toBe('_blank');
    const directions = information.getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${place.latitude},${place.longitude}`,
    );
    await section(page, 'Today in Paphos').getByText(/°C/).waitFor();

    const events = (await (await upcoming).json()) as EventItem[];
    expect(events.length).toBeGreaterThan(3);
    const eventItems = section(page, 'Upcoming Events').getByRole('listitem');
    await expect.poll(() => eventItems.count()).toBe(3);
    expect(await eventItems.getByRole('heading').allInnerTexts()).toEqual(
      events.slice(0, 3).map((event) => event.name),
    );
    const dates = await eventItems.locator('time').allInnerTexts();
    expect(dates).toEqual(events.slice(0, 3).map((event) => formatShortDate(event.startTime)));
    for (const date of dates) expect(date).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);

    // One block of tours per page: the sidebar's, no showcase above the footer.
    expect(await section(page, 'Discover Amazing Experiences').count()).toBe(0);

    // Title and a meta description cut at 155 characters (set by the same effect as the title).
    await expect.poll(() => page.title()).toBe(`${place.name} | Paphos Guide`);
    const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('…')).toBe(true);
    expect(place.description!.startsWith(description.slice(0, -1).trimEnd())).toBe(true);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-detail');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(context.blockedRequests).toEqual([]);
  });

  it('puts the practical card (call, website, directions) within the first two screens of a phone', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    const information = section(page, 'Information');
    await information.getByRole('link', { name: /Get Directions/ }).waitFor();
    const box = (await information.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(2 * PHONE.height);
    // Only one Information card is shown at a time.
    expect(await section(page, 'Information').count()).toBe(1);
  });

  it("shows 'Loading place details...' while the place loads", async () => {
    const { page } = await browser.newPage();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/places/${place.slug}`);
    await page.getByText('Loading place details...').waitFor();
    release();
    await waitForPlace(page, place.name);
    expect(await page.getByText('Loading place details...').count()).toBe(0);
  });

  it('says a bundled rating is a sample figure, and says nothing for a live one', async () => {
    const { page } = await browser.newPage();
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    await page
      .getByText('Sample rating: live ratings appear when the site is connected to its places provider.')
      .waitFor();
    // The bundled guide counts no reviews, so none are claimed.
    const hero = page.getByRole('heading', { level: 1, name: place.name }).locator('..');
    expect(await hero.getByText(/^· sample/).count()).toBe(1);
    expect(await hero.getByText(/reviews?\)/).count()).toBe(0);

    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), ratingIsSample: false, reviewCount: 1234 },
      });
    });
    await page.reload();
    await waitForPlace(page, place.name);
    expect(await page.getByText('Sample rating:').count()).toBe(0);
    expect(await hero.getByText('(1,234 reviews)', { exact: true }).count()).toBe(1);
    expect(await hero.getByText(/^· sample/).count()).toBe(0);
  });

  it('lists the amenities the place has, in the filter order, and no section for a place with none', async () => {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        json: { ...(await response.json()), amenities: ['credit_cards', 'wifi', 'wheelchair_accessible'] },
      });
    });
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    expect(await section(page, 'Amenities').getByRole('listitem').allInnerTexts()).toEqual([
      'Wi-Fi',
      'Wheelchair accessible',
      'Accepts cards',
    ]);

    // 'wait': a handler still running would otherwise see its request handed to the next one as well.
    await page.unrouteAll({ behavior: 'wait' });
    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), amenities: [] } });
    });
    await page.reload();
    await waitForPlace(page, place.name);
    await section(page, 'About').waitFor();
    expect(await section(page, 'Amenities').count()).toBe(0);
  });

  it('shows sourced opening hours by season in the information card, and none where no source gives them', async () => {
    const { page } = await browser.newPage();
    // A summer evening in Paphos (18:00 UTC+3): the visitor's clock decides the status line.
    await page.clock.setFixedTime(new Date('2027-07-07T15:00:00Z'));
    await page.goto('/places/tombs-of-the-kings');
    await waitForPlace(page, 'Tombs of the Kings');
    const hours = page.getByRole('listitem').filter({ hasText: 'Opening hours' }).filter({ visible: true });
    await expect.poll(() => hours.getByText(/^Open now/).count()).toBe(1);
    const lines = (await hours.innerText()).split('\n').map((line) => line.trim());
    expect(lines.filter(Boolean)).toEqual([
      'Opening hours',
      'Open now · closes 19:30',
      '16 Apr – 15 Sep (this season)',
      'Every day: 08:30–19:30',
      '16 Sep – 15 Apr',
      'Every day: 08:30–17:00',
      'What the source says, in Paphos time; hours can change, so check before you go.',
    ]);

    await page.goto('/places/coral-bay-beach');
    await waitForPlace(page, 'Coral Bay Beach');
    await page.getByText('Get Directions').filter({ visible: true }).waitFor();
    expect(await page.getByText('Opening hours').count()).toBe(0);
  });

  it('says under the map when a pin is only an estimate, and sends directions to the name and address instead', async () => {
    const { page } = await browser.newPage({ viewport: PHONE });
    const zoo = places.find((entry) => entry.slug === 'paphos-zoo')!;
    expect(zoo.approximatePosition).toBe(true);
    await page.goto('/places/paphos-zoo');
    await waitForPlace(page, zoo.name);
    const location = section(page, 'Location');
    expect(await location.getByText(APPROXIMATE_PIN_TEXT).isVisible()).toBe(true);
    const directions = section(page, 'Information').getByRole('link', { name: /Get Directions/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(`${zoo.name}, ${zoo.address}, Cyprus`)}`,
    );
    await location.scrollIntoViewIfNeeded();
    await screenshotBothWidths(page, 'place-approximate-pin');

    // A checked position: no warning, directions to the spot.
    const castle = places.find((entry) => entry.slug === 'paphos-castle')!;
    expect(castle.approximatePosition).toBe(false);
    await page.goto('/places/paphos-castle');
    await waitForPlace(page, castle.name);
    await section(page, 'Location').waitFor();
    expect(await page.getByText(APPROXIMATE_PIN_TEXT).count()).toBe(0);
    expect(
      await section(page, 'Information')
        .getByRole('link', { name: /Get Directions/ })
        .getAttribute('href'),
    ).toBe(`https://www.google.com/maps/dir/?api=1&destination=${castle.latitude},${castle.longitude}`);
  });

  it("shares through the device's share sheet where there is one", async () => {
    const { page } = await browser.newPage();
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.assign(window, { shareCalls: calls });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => (calls.push(data), Promise.resolve()),
      });
    });
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls))
      .toEqual([{ title: place.name, url: `${baseUrl()}/places/${place.slug}` }]);
  });

  it('copies the link with a toast where there is no share sheet', async () => {
    const { context, page } = await browser.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Link copied!\s+Paste it anywhere to share this place\.$/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl()}/places/${place.slug}`,
    );
  });

  it.each([
    ['gpt-4o', false, 'Written with AI; not yet checked by our editors.'],
    ['gpt-4o', true, 'Written with AI, then checked by our editors.'],
    ['offline writer', false, 'Composed automatically from our place data; not yet checked by our editors.'],
  ])('marks a description written by %s (reviewed: %s)', async (writer, reviewed, note) => {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.route(`**/api/places/${place.slug}`, async (route) => {
      const response = await route.fetch();
      const json = { ...(await response.json()), descriptionWriter: writer, descriptionReviewed: reviewed };
      await route.fulfill({ response, json });
    });
    await page.goto(`/places/${place.slug}`);
    await waitForPlace(page, place.name);
    await section(page, 'About').getByText(note, { exact: true }).waitFor();
  });

  it("shows 'Place Not Found' for an unknown place, with a way back to all places", async () => {
    const { context, page } = await browser.newPage();
    await page.goto('/places/no-such-place-anywhere');
    await page.getByRole('heading', { level: 1, name: 'Place Not Found' }).waitFor();
    await page.getByText(/doesn't exist or has been removed/).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-not-found');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'Browse All Places' }).click();
    await page.getByRole('heading', { level: 1, name: 'All Places in Paphos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/places');
    expect(context.blockedRequests).toEqual([]);
  });

  it('opens from a card on the places list', async () => {
    const { page } = await browser.newPage();
    await page.goto('/places');
    await page.getByRole('link', { name: place.name, exact: true }).click();
    await waitForPlace(page, place.name);
    expect(new URL(page.url()).pathname).toBe(`/places/${place.slug}`);
  });
});
