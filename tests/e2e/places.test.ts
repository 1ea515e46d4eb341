import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  isFocused,
  PHONE,
  screenshotBothWidths,
  showAllPlaceCards,
  tabTo,
  useBrowser,
} from './browser';
import { PLACES_PAGE_SIZE } from '../../src/web/features/places/places-page';

const USER = { latitude: 34.754, longitude: 32.406 } as const;
const DAY_MS = 24 * 60 * 60 * 1000;

const browser = useBrowser();
let places: Place[];

beforeAll(async () => {
  places = await getJson<Place[]>('/api/places');
  expect(places.length).toBeGreaterThan(20);
});

const found = (page: Page) => page.getByRole('status').filter({ hasText: /places? found/ });
const cards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** A fresh context (loopback only) on `path`, once the places count is shown. */
async function openPlaces(path = '/places', options: BrowserContextOptions = {}) {
  const { context, page } = await browser.newPage(options);
  await page.goto(path);
  await found(page).waitFor();
  return { context, page };
}

/** The place names of every card, top to bottom. */
async function cardNames(page: Page): Promise<string[]> {
  await showAllPlaceCards(page);
  return cards(page).getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The number on the 'Filters' button's badge (0 without a badge); its name says '(n active)'. */
async function activeFilterBadge(page: Page): Promise<number> {
  const text = (await filtersButton(page).innerText()).replace(/\s+/g, ' ').trim();
  if (text === 'Filters') return 0;
  const match = /^Filters \( ?(\d+) active\)$/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

async function openFilters(page: Page): Promise<void> {
  await filtersButton(page).click();
  await expect.poll(() => filtersButton(page).getAttribute('aria-expanded')).toBe('true');
}

/** Tier names by price level, written out here so the test does not share the app's mapping. */
function tierOf(level: number): string {
  if (level <= 1) return 'budget';
  if (level === 2) return 'moderate';
  if (level === 3) return 'upscale';
  return 'luxury';
}

function haversineKm(lat: number, lng: number): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const a =
    Math.sin(rad(lat - USER.latitude) / 2) ** 2 +
    Math.cos(rad(USER.latitude)) * Math.cos(rad(lat)) * Math.sin(rad(lng - USER.longitude) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe('Places list', () => {
  it('lists every place by rating with a count', async () => {
    const { context, page } = await openPlaces();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('All Places in Paphos');
    expect(await found(page).innerText()).toBe(`${places.length} places found`);
    await showAllPlaceCards(page);
    expect(await cards(page).count()).toBe(places.length);
    await expect.poll(() => page.title()).toBe('All Places in Paphos | Paphos Guide');

    const ratings = places.map((place) => place.rating ?? 0).sort((a, b) => b - a);
    const names = await cardNames(page);
    const ratingOf = new Map(places.map((place) => [place.name, place.rating ?? 0]));
    expect(names.map((name) => ratingOf.get(name))).toEqual(ratings);

    const firstCard = cards(page).first();
    expect(await firstCard.getByText(/Rated \d\.\d out of 5/).count()).toBe(1);
    // A bundled rating is a sample, and the bundled guide claims no reviews.
    expect(await firstCard.getByText(/^· sample/).count()).toBe(1);
    expect(await firstCard.getByText(/\d+ reviews?\)/).count()).toBe(0);
    expect(context.blockedRequests).toEqual([]);
  });

  // Apart from the listing checks above: axe and two full-page screenshots of every place's card are the
  // heaviest work in the suite, and each test gets its own time budget.
  it('shows the full list accessibly and without sideways scrolling', { timeout: 120_000 }, async () => {
    const { context, page } = await openPlaces();
    expect(await found(page).innerText()).toBe(`${places.length} places found`);
    await showAllPlaceCards(page);
    expect(await cards(page).count()).toBe(places.length);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'places-all');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    expect(context.blockedRequests).toEqual([]);
  });

  it("marks places added in the last 7 days 'New' and recently updated ones 'Updated'", async () => {
    const now = Date.now();
    const added = places.find((place) => now - Date.parse(place.createdAt) <= 7 * DAY_MS);
    const updated = places.find(
      (place) =>
        now - Date.parse(place.createdAt) > 7 * DAY_MS && now - Date.parse(place.updatedAt) <= 7 * DAY_MS,
    );
    const old = places.find(
      (place) =>
        now - Date.parse(place.createdAt) > 7 * DAY_MS && now - Date.parse(place.updatedAt) > 7 * DAY_MS,
    );
    expect(added && updated && old).toBeTruthy();

    const { page } = await openPlaces();
    await showAllPlaceCards(page);
    const card = (name: string) =>
      cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await card(added!.name).getByText('New', { exact: true }).count()).toBe(1);
    expect(await card(added!.name).getByText('Updated', { exact: true }).count()).toBe(0);
    expect(await card(updated!.name).getByText('Updated', { exact: true }).count()).toBe(1);
    expect(await card(updated!.name).getByText('New', { exact: true }).count()).toBe(0);
    expect(
      await card(old!.name)
        .getByText(/^(New|Updated)$/)
        .count(),
    ).toBe(0);
  });

  it('pre-selects the category of a footer category link, with its own title and description', async () => {
    const { page } = await openPlaces();
    const footerCategories = page.getByRole('navigation', { name: 'Categories' });

    await footerCategories.getByRole('link', { name: 'Beaches' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Explore Beaches');
    expect(new URL(page.url()).search).toBe('?category=beach');
    const beaches = places.filter((place) => place.category === 'beach');
    await expect.poll(() => found(page).innerText()).toBe(`${beaches.length} places found`);
    expect((await cardNames(page)).sort()).toEqual(beaches.map((place) => place.name).sort());
    await expect.poll(() => page.title()).toBe('Best Beaches in Paphos, Cyprus | Paphos Guide');
    const beachDescription = await page.locator('meta[name="description"]').getAttribute('content');
    expect(beachDescription).toContain('beaches');
    expect(await activeFilterBadge(page)).toBe(1);

    await openFilters(page);
    expect(await page.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Beaches');

    for (const [label, category, heading] of [
      ['Spas', 'spa', 'Explore Spas'],
      ['Shopping', 'shopping', 'Explore Shopping'],
      ['Entertainment', 'entertainment', 'Explore Entertainment'],
    ] as const) {
      await footerCategories.getByRole('link', { name: label, exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
      const expected = places.filter((place) => place.category === category).length;
      await expect
        .poll(() => found(page).innerText())
        .toBe(`${expected} ${expected === 1 ? 'place' : 'places'} found`);
      expect(await page.getByRole('combobox', { name: 'Category' }).innerText()).toBe(label);
      await expect.poll(() => page.title()).toBe(`Best ${label} in Paphos, Cyprus | Paphos Guide`);
    }
    expect(await page.locator('meta[name="description"]').getAttribute('content')).not.toBe(beachDescription);

    // Entertainment is not one of the panel's own seven (SPEC 9): it is offered, selected, after them, so the
    // visitor sees what filters the list and can go back to all (decision 0036).
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual([
      'All Categories',
      'Restaurants',
      'Bars',
      'Cafés',
      'Attractions',
      'Beaches',
      'Hotels',
      'Landmarks',
      'Entertainment',
    ]);
    expect(await page.getByRole('option', { name: 'Entertainment' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await screenshotBothWidths(page, 'places-footer-category-selected');
    await page.setViewportSize(PHONE);
    expect(await category.isVisible()).toBe(true);
    expect(await category.innerText()).toBe('Entertainment');
    await expectNoHorizontalOverflow(page);

    await category.click();
    await page.getByRole('option', { name: 'All Categories' }).click();
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);
    expect(new URL(page.url()).searchParams.get('category')).toBeNull();
    expect(await category.innerText()).toBe('All Categories');
  });

  it('filters by category, rating, price and amenity, counts them on the badge, and resets', async () => {
    const { context, page } = await openPlaces();
    const expectCount = async (expected: number) => {
      await expect
        .poll(() => found(page).innerText())
        .toBe(`${expected} ${expected === 1 ? 'place' : 'places'} found`);
      if (expected === 0) {
        expect(
          await page
            .getByText('No places found matching your criteria, try adjusting filters or search query')
            .count(),
        ).toBe(1);
      } else {
        // The first page of cards, and the line that counts them all (the pages come from the server).
        const shown = Math.min(expected, PLACES_PAGE_SIZE);
        await page
          .getByText(`Showing ${shown} of ${expected} ${expected === 1 ? 'place' : 'places'}`)
          .waitFor();
        expect(await cards(page).count()).toBe(shown);
      }
    };
    expect(await activeFilterBadge(page)).toBe(0);
    // Closed, the panel holds no controls, not even hidden ones: they are drawn when it opens.
    const panelControls = page.locator(
      'section[aria-label="Filters"] :is([role="checkbox"], [role="combobox"])',
    );
    expect(await panelControls.count()).toBe(0);
    await openFilters(page);
    const panel = page.getByRole('region', { name: 'Filters' });
    expect(await panel.isVisible()).toBe(true);
    expect(await panelControls.count()).toBeGreaterThan(5);
    // No location yet: no distance slider.
    expect(await page.getByRole('slider', { name: 'Maximum distance' }).count()).toBe(0);

    // Category
    await page.getByRole('combobox', { name: 'Category' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options).toEqual([
      'All Categories',
      'Restaurants',
      'Bars',
      'Cafés',
      'Attractions',
      'Beaches',
      'Hotels',
      'Landmarks',
    ]);
    await page.getByRole('option', { name: 'Restaurants' }).click();
    let expected = places.filter((place) => place.category === 'restaurant');
    await expectCount(expected.length);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Explore Restaurants');
    expect(await activeFilterBadge(page)).toBe(1);

    // Rating: 0 -> 4.5 with the keyboard (step 0.5)
    const rating = page.getByRole('slider', { name: 'Minimum rating' });
    expect(await rating.getAttribute('aria-valuetext')).toBe('Any');
    await rating.focus();
    for (let step = 0; step < 9; step++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => rating.getAttribute('aria-valuenow')).toBe('4.5');
    expect(await rating.getAttribute('aria-valuetext')).toBe('4.5+');
    expect(await panel.getByText('4.5+', { exact: true }).count()).toBe(1);
    expected = expected.filter((place) => (place.rating ?? 0) >= 4.5);
    await expectCount(expected.length);
    expect(await activeFilterBadge(page)).toBe(2);

    // Price: moderate
    await panel.getByRole('checkbox', { name: /Moderate/ }).click();
    expected = expected.filter(
      (place) => place.priceLevel !== null && tierOf(place.priceLevel) === 'moderate',
    );
    await expectCount(expected.length);
    expect(await activeFilterBadge(page)).toBe(3);
    expect(await filtersButton(page).getAttribute('aria-expanded')).toBe('true');

    // Back to a wider set, then an amenity on its own
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expectCount(places.length);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('All Places in Paphos');
    expect(await activeFilterBadge(page)).toBe(0);
    expect(await rating.getAttribute('aria-valuetext')).toBe('Any');
    expect(await panel.getByRole('checkbox', { name: /Moderate/ }).getAttribute('aria-checked')).toBe(
      'false',
    );

    await panel.getByRole('checkbox', { name: 'Family friendly' }).check();
    const familyFriendly = places.filter((place) => place.amenities.includes('family_friendly'));
    await expectCount(familyFriendly.length);
    await panel.getByRole('checkbox', { name: 'Parking' }).check();
    const withBoth = familyFriendly.filter((place) => place.amenities.includes('parking'));
    expect(withBoth.length).toBeGreaterThan(0);
    expect(withBoth.length).toBeLessThan(familyFriendly.length);
    await expectCount(withBoth.length);
    expect(await activeFilterBadge(page)).toBe(1);

    await panel.getByRole('checkbox', { name: /Budget/ }).check();
    await panel.getByRole('checkbox', { name: /Luxury/ }).check();
    const priced = withBoth.filter(
      (place) => place.priceLevel !== null && ['budget', 'luxury'].includes(tierOf(place.priceLevel)),
    );
    await expectCount(priced.length);
    expect(await activeFilterBadge(page)).toBe(2);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'places-filters-open');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expectCount(places.length);

    // The panel closes again.
    await filtersButton(page).click();
    await expect.poll(() => filtersButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await panel.isVisible()).toBe(false);
    expect(context.blockedRequests).toEqual([]);
  });

  it('says which chosen filters leave no place, counts each on its own, and clears them', async () => {
    const { page } = await openPlaces();
    const panel = page.getByRole('region', { name: 'Filters' });
    const emptyState = page
      .getByText('No places found matching your criteria', { exact: false })
      .locator('..');
    const having = (amenity: Place['amenities'][number]) =>
      places.filter((place) => place.amenities.includes(amenity)).length;
    const placesText = (count: number) => `${count} ${count === 1 ? 'place' : 'places'}`;
    // Issue 31's case: no bundled place lists Wi-Fi, so Wi-Fi with Wheelchair accessible shows nothing.
    expect(having('wifi')).toBe(0);
    expect(having('wheelchair_accessible')).toBeGreaterThan(0);

    await openFilters(page);
    await panel.getByRole('checkbox', { name: 'Wi-Fi' }).check();
    await panel.getByRole('checkbox', { name: 'Wheelchair accessible' }).check();
    await expect.poll(() => found(page).innerText()).toBe('0 places found');
    await emptyState.getByText('No place has Wi-Fi.', { exact: true }).waitFor();
    expect(await emptyState.getByRole('listitem').allInnerTexts()).toEqual([
      'Wi-Fi: 0 places',
      `Wheelchair accessible: ${placesText(having('wheelchair_accessible'))}`,
    ]);
    expect(await emptyState.getByText('Each on its own:', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'places-empty-amenities-hint');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    await emptyState.getByRole('button', { name: 'Clear amenities' }).click();
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);
    expect(await panel.getByRole('checkbox', { name: 'Wi-Fi' }).getAttribute('aria-checked')).toBe('false');
    expect(
      await panel.getByRole('checkbox', { name: 'Wheelchair accessible' }).getAttribute('aria-checked'),
    ).toBe('false');

    // A category with an amenity none of its places has: both are named, and 'Clear filters' clears both.
    const spas = places.filter((place) => place.category === 'spa');
    expect(spas.length).toBeGreaterThan(0);
    expect(spas.some((place) => place.amenities.includes('pet_friendly'))).toBe(false);
    await page.goto('/places?category=spa');
    await found(page).waitFor();
    await openFilters(page);
    await panel.getByRole('checkbox', { name: 'Pet friendly' }).check();
    await expect.poll(() => found(page).innerText()).toBe('0 places found');
    await emptyState
      .getByText('No place matches the filters Spas and Pet friendly together.', { exact: true })
      .waitFor();
    expect(await emptyState.getByRole('listitem').allInnerTexts()).toEqual([
      `Spas: ${placesText(spas.length)}`,
      `Pet friendly: ${placesText(having('pet_friendly'))}`,
    ]);
    await screenshotBothWidths(page, 'places-empty-filters-hint');

    await emptyState.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('All Places in Paphos');
    expect(new URL(page.url()).searchParams.get('category')).toBeNull();
    expect(await activeFilterBadge(page)).toBe(0);
  });

  it('searches names, categories, addresses and descriptions from the search box, and shows the empty state', async () => {
    const { page } = await openPlaces();
    const search = page.getByRole('searchbox', { name: 'Search places...' });
    await search.fill('seafront');
    // The search finds a word's start in the address, highlights or description as well as the name.
    const matches = places.filter((place) =>
      /\bseafront/i.test([place.name, place.address, ...place.highlights, place.description].join(' ')),
    );
    // Found by their address or description: none has the word in its name.
    expect(matches.length).toBeGreaterThan(0);
    expect(matches.every((place) => !place.name.toLowerCase().includes('seafront'))).toBe(true);
    await expect.poll(() => found(page).innerText()).toBe(`${matches.length} places found for "seafront"`);
    expect((await cardNames(page)).sort()).toEqual(matches.map((place) => place.name).sort());
    expect(new URL(page.url()).searchParams.get('q')).toBe('seafront');

    await search.fill('no such place anywhere');
    await expect.poll(() => found(page).innerText()).toBe('0 places found for "no such place anywhere"');
    expect(
      await page
        .getByText('No places found matching your criteria, try adjusting filters or search query')
        .count(),
    ).toBe(1);
    await screenshotBothWidths(page, 'places-empty');

    await search.fill('');
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);
  });

  it('sorts by name or rating when the visitor chooses, and offers distance only once located', async () => {
    const { page } = await openPlaces();
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    await sortBy.click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['Recommended', 'Rating', 'Name (A–Z)']);
    await page.getByRole('option', { name: 'Name (A–Z)' }).click();
    const byName = places.map((place) => place.name).sort((a, b) => a.localeCompare(b, 'en'));
    await expect.poll(() => cardNames(page)).toEqual(byName);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('name');

    await sortBy.click();
    await page.getByRole('option', { name: 'Rating' }).click();
    const ratings = places.map((place) => place.rating ?? 0).sort((a, b) => b - a);
    await expect
      .poll(async () =>
        (await cardNames(page)).map((name) => places.find((p) => p.name === name)!.rating ?? 0),
      )
      .toEqual(ratings);
    await screenshotBothWidths(page, 'places-sorted');
  });

  it('chooses an order by keyboard alone: opened with a key, or by typing on the closed select', async () => {
    const { page } = await openPlaces();
    await page.locator('html[data-app-ready]').waitFor();
    const sortBy = page.getByRole('combobox', { name: 'Sort by' });
    expect(await tabTo(page, sortBy)).toBe(true);
    // Typed on the closed select, a letter picks the order it starts.
    await page.keyboard.press('n');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('name');
    expect(await sortBy.innerText()).toBe('Name (A–Z)');
    expect(await isFocused(sortBy)).toBe(true);

    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await list.waitFor();
    expect(await list.getByRole('option').allInnerTexts()).toEqual(['Recommended', 'Rating', 'Name (A–Z)']);
    // The list takes the keys once it has put the focus on the order chosen.
    await expect.poll(() => isFocused(list.getByRole('option', { name: 'Name (A–Z)' }))).toBe(true);
    await page.keyboard.press('ArrowUp');
    // Radix moves the focus in a task after the key: a visitor's next key comes later than that.
    await expect.poll(() => isFocused(list.getByRole('option', { name: 'Rating' }))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('rating');
    expect(await list.count()).toBe(0);
    expect(await isFocused(sortBy)).toBe(true);
  });

  it('shows distances, sorts by distance and offers the distance slider after Locate Me', async () => {
    const { context, page } = await openPlaces('/places', {
      geolocation: USER,
      permissions: ['geolocation'],
    });
    expect(
      await cards(page)
        .first()
        .getByText(/ away$/)
        .count(),
    ).toBe(0);
    await openFilters(page);
    expect(await page.getByRole('slider', { name: 'Maximum distance' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Locate Me' }).click();
    const distance = page.getByRole('slider', { name: 'Maximum distance' });
    await distance.waitFor();
    expect(await distance.getAttribute('aria-valuetext')).toBe('Any');
    expect(await distance.getAttribute('aria-valuemin')).toBe('1');
    expect(await distance.getAttribute('aria-valuemax')).toBe('50');

    const byDistance = [...places].sort(
      (a, b) => haversineKm(a.latitude, a.longitude) - haversineKm(b.latitude, b.longitude),
    );
    await expect
      .poll(async () => (await cardNames(page)).slice(0, 5))
      .toEqual(byDistance.slice(0, 5).map((p) => p.name));
    const closestKm = haversineKm(byDistance[0]!.latitude, byDistance[0]!.longitude);
    const shown = closestKm < 1 ? `${Math.round(closestKm * 1000)} m` : `${closestKm.toFixed(1)} km`;
    expect(await cards(page).first().innerText()).toContain(shown);
    const farthest = byDistance.at(-1)!;
    const farKm = haversineKm(farthest.latitude, farthest.longitude);
    expect(await cards(page).last().innerText()).toContain(`${farKm.toFixed(1)} km`);

    // Down to 2 km with the keyboard: Home goes to 1, ArrowRight adds 1.
    await distance.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => distance.getAttribute('aria-valuetext')).toBe('2 km');
    const within = byDistance.filter((place) => haversineKm(place.latitude, place.longitude) <= 2);
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(places.length);
    await expect.poll(() => found(page).innerText()).toBe(`${within.length} places found`);
    expect(await activeFilterBadge(page)).toBe(1);

    await page.keyboard.press('End');
    await expect.poll(() => distance.getAttribute('aria-valuetext')).toBe('Any');
    await expect.poll(() => found(page).innerText()).toBe(`${places.length} places found`);

    await screenshotBothWidths(page, 'places-located');
    expect(context.blockedRequests).toEqual([]);
  });
});
