import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TourExperience } from '../../src/common/schemas/tours';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  PHONE,
  drawPagesInBrowser,
  screenshotBothWidths,
  section,
  useBrowser,
} from './browser';

const browser = useBrowser();

const SAMPLE_NOTE = 'Sample tours: live tours appear when the site is connected to its tour partner';

/** Live products as the showcase answers once Viator has been synced (one with a tracking link of its own). */
const LIVE_TOURS: TourExperience[] = [
  {
    id: 901,
    productCode: '5501P1',
    title: 'Blue Lagoon Snorkelling Cruise from Latchi',
    imageUrl: '/images/tours/boat.svg',
    rating: 4.9,
    reviewCount: 1830,
    duration: '4 hours 30 minutes',
    priceFrom: 42,
    trackingUrl: null,
    productUrl:
      'https://www.viator.com/tours/Paphos/Blue-Lagoon-Snorkelling-Cruise/d9101-5501P1?mcid=42383&pid=P00099999&medium=api',
    isSample: false,
  },
  {
    id: 902,
    productCode: '5502P3',
    title: 'Tombs of the Kings Guided Walk',
    imageUrl: '/images/tours/tombs-of-the-kings.svg',
    rating: 4.8,
    reviewCount: 120,
    duration: '2 hours',
    priceFrom: 25,
    trackingUrl:
      'https://www.viator.com/tours/Paphos/Tombs-Walk/d9101-5502P3?mcid=42383&pid=P00099999&medium=api&campaign=home',
    productUrl:
      'https://www.viator.com/tours/Paphos/Tombs-Walk/d9101-5502P3?mcid=42383&pid=P00099999&medium=api',
    isSample: false,
  },
];

/** The contact page: short, so the showcase above the footer is a large part of its screenshots. */
async function openWithShowcase(page: Page) {
  await page.goto('/contact');
  const showcase = section(page, 'Discover Amazing Experiences');
  await showcase.getByRole('article').first().waitFor();
  return showcase;
}

describe('Tours showcase', () => {
  it('says the bundled tours are samples and offers to find them on Viator instead of booking them', async () => {
    const { context, page } = await browser.newPage();
    const showcase = await openWithShowcase(page);

    await expect.poll(() => showcase.getByRole('article').count()).toBe(8);
    await showcase.getByText(SAMPLE_NOTE, { exact: true }).waitFor();
    // Each sample rating and price says what it is, and nothing claims bookings support the site.
    for (const card of await showcase.getByRole('article').all()) {
      expect(await card.innerText()).toContain('· sample');
      expect(await card.innerText()).toMatch(/From €\d+ \(sample price\)/);
    }
    expect(await showcase.getByText(/Bookings made through these links/).count()).toBe(0);
    expect(await showcase.getByRole('link', { name: /Book Now/ }).count()).toBe(0);
    // Each tour has a picture of its own (issue 31: several tours shared one).
    const pictures = await showcase
      .getByRole('article')
      .locator('img')
      .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
    expect(pictures).toHaveLength(8);
    expect(new Set(pictures).size).toBe(8);
    for (const picture of pictures) expect(picture).toMatch(/^\/images\/tours\/[a-z-]+\.svg$/);
    const links = showcase.getByRole('link', { name: /Find on Viator/ });
    expect(await links.count()).toBe(8);
    for (const link of await links.all()) {
      expect(await link.getAttribute('href')).toMatch(
        /^https:\/\/www\.viator\.com\/searchResults\/all\?text=/,
      );
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('nofollow');
    }

    await expectAccessible(page);
    await screenshotBothWidths(page, 'tours-showcase-samples');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(context.blockedRequests).toEqual([]);
  });

  it('offers live products for booking on their own pages, tracking link first, with no sample note', async () => {
    const { page } = await browser.newPage();
    await drawPagesInBrowser(page);
    await page.route('**/api/viator/showcase?*', (route) => route.fulfill({ json: LIVE_TOURS }));
    const showcase = await openWithShowcase(page);

    const links = showcase.getByRole('link', { name: /Book Now/ });
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.nth(0).getAttribute('href')).toBe(LIVE_TOURS[0]!.productUrl);
    expect(await links.nth(1).getAttribute('href')).toBe(LIVE_TOURS[1]!.trackingUrl);
    expect(await showcase.getByRole('link', { name: /Find on Viator/ }).count()).toBe(0);
    expect(await showcase.getByText(SAMPLE_NOTE).count()).toBe(0);
    expect(await showcase.getByText(/· sample/).count()).toBe(0);
    expect(await showcase.getByText('From €42', { exact: true }).count()).toBe(1);
    await showcase
      .getByText('Powered by Viator. Bookings made through these links support Paphos Guide.', {
        exact: true,
      })
      .waitFor();
    await screenshotBothWidths(page, 'tours-showcase-live');
  });
});

describe('Tours widget', () => {
  it('says its bundled tours are samples in the guides sidebar', async () => {
    const { page } = await browser.newPage();
    await page.goto('/blog');
    const widget = section(page, 'Tours & Activities');
    await expect.poll(() => widget.getByRole('link', { name: /Find on Viator/ }).count()).toBe(3);
    await widget.getByText(SAMPLE_NOTE, { exact: true }).waitFor();
    expect(await widget.getByRole('link', { name: /Book Now/ }).count()).toBe(0);
    expect(await widget.getByText('Powered by Viator.').count()).toBe(0);
  });
});
