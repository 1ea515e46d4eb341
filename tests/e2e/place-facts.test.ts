import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../src/common/dates';
import type { PlaceDetail } from '../../src/common/schemas/places';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  screenshotBothWidths,
  section,
  useBrowser,
} from './browser';

const browser = useBrowser();

/** Each fact of a section as 'label: value', in the order shown. */
async function facts(page: Page, title: string): Promise<string[]> {
  const region = section(page, title);
  const labels = await region.getByRole('term').allInnerTexts();
  const values = await region.getByRole('definition').allInnerTexts();
  return labels.map((label, index) => `${label}: ${values[index]}`);
}

describe('Place detail: know before you go', () => {
  it("shows a beach's facts with their sources, and its unknown access as not known", async () => {
    const beach = await getJson<PlaceDetail>('/api/places/geroskipou-beach');
    const { page } = await browser.newPage({ viewport: PHONE });
    await page.goto('/places/geroskipou-beach');
    await page.getByRole('heading', { level: 1, name: beach.name }).waitFor();

    expect(await facts(page, 'Beach facts')).toEqual([
      'Blue Flag: Yes, 2025',
      'Surface: Sand',
      'Lifeguards: Yes (season not given)',
      'Sunbeds: Not known',
      'Showers: Yes',
      'Toilets: Not known',
      'Shade: Yes',
    ]);
    // Each source by its site's name, read out as a link that opens a new tab.
    const sources = section(page, 'Beach facts').getByRole('link');
    expect(await sources.evaluateAll((links) => links.map((link) => link.textContent))).toEqual([
      'cyprus-mail.com (opens in a new tab)',
      'in-cyprus.philenews.com (opens in a new tab)',
    ]);
    expect(await sources.first().getAttribute('href')).toBe(
      'https://cyprus-mail.com/2025/06/24/yeroskipou-beaches-awarded-blue-flag-for-excellence-in-2025',
    );
    expect(await facts(page, 'Accessibility')).toEqual([
      'Step-free entrance: Not known',
      'Accessible toilet: Not known',
    ]);

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-facts-beach');
  });

  it("shows a museum's wheelchair access and when and where its facts were last checked, without beach facts", async () => {
    const museum = await getJson<PlaceDetail>('/api/places/paphos-district-archaeological-museum');
    const { page } = await browser.newPage({ viewport: PHONE });
    await page.goto('/places/paphos-district-archaeological-museum');
    await page.getByRole('heading', { level: 1, name: museum.name }).waitFor();

    expect(await facts(page, 'Accessibility')).toEqual(['Step-free entrance: Yes', 'Accessible toilet: Yes']);
    const checked = page.getByRole('main').getByText(/^Facts last checked/);
    expect(await checked.textContent()).toBe(
      `Facts last checked ${formatLongDate(museum.factsCheckedAt!)} · from visitcyprus.com (opens in a new tab)`,
    );
    expect(await checked.getByRole('link', { name: /visitcyprus\.com/ }).getAttribute('href')).toBe(
      museum.factsCheckedSource,
    );
    expect(await section(page, 'Beach facts').count()).toBe(0);

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'place-facts-museum');
  });
});
