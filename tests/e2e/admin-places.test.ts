import { asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AI_MODELS, ARTICLE_LENGTHS } from '../../src/common/categories';
import { places } from '../../src/server/db/schema';
import type { WriterProvider } from '../../src/server/providers/writer';
import { openDashboard, useAdminServer } from './admin-server';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshotBothWidths,
  showAllPlaceCards,
  toasts,
  useBrowser,
} from './browser';

/** Stands in for an AI writer: the offline writer's text, credited to the model asked for. */
const modelWriter = (offline: WriterProvider): WriterProvider => ({
  ...offline,
  name: 'OpenAI',
  models: AI_MODELS,
  lengths: ARTICLE_LENGTHS,
  describePlace: async (input) => ({ ...(await offline.describePlace(input)), aiModel: input.model }),
});

// This file writes (category edits, a sync): it runs on a server and database of its own, with a writer
// that offers models as an AI key would (admin-descriptions.test.ts covers the offline writer).
const server = useAdminServer({
  providers: (offline) => ({ ...offline, writer: modelWriter(offline.writer) }),
});
const browser = useBrowser();

const CATEGORY_LOCK = 'Category set by you: kept on sync';

async function placeCount(where?: SQL): Promise<number> {
  const [row] = await server.ctx().db.select({ n: count() }).from(places).where(where);
  return row!.n;
}

/** Names of the matching places in the list's order (by name), `limit` from the start. */
async function placeNames(where: SQL | undefined, limit = 50): Promise<string[]> {
  const rows = await server
    .ctx()
    .db.select({ name: places.name })
    .from(places)
    .where(where)
    .orderBy(asc(places.name), asc(places.id))
    .limit(limit);
  return rows.map((row) => row.name);
}

async function placeRow(name: string) {
  const [row] = await server.ctx().db.select().from(places).where(eq(places.name, name));
  if (!row) throw new Error(`No place named ${name}`);
  return row;
}

async function openPlacesTab(): Promise<Page> {
  const { page } = await browser.newPage({ baseURL: server.url() });
  await openDashboard(page, 'places');
  await placeList(page).waitFor();
  return page;
}

const placeList = (page: Page) => page.getByRole('list', { name: 'Places' });
const filters = (page: Page) => page.getByRole('search', { name: 'Filter places' });
const rangeLine = (page: Page) =>
  page.getByRole('navigation', { name: 'Places pages' }).getByText(/^Showing /);
const shownNames = (page: Page) => placeList(page).getByRole('heading', { level: 3 }).allInnerTexts();
const row = (page: Page, name: string) =>
  placeList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

/** Picks `option` in the Radix select labelled `label` inside `scope`. */
async function choose(scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}

/** Searches by name and waits until the list shows exactly `expected`. */
async function searchFor(page: Page, text: string, expected: string[]) {
  await filters(page).getByLabel('Search by name').fill(text);
  await expect.poll(() => shownNames(page)).toEqual(expected);
}

const isCategoryPatch = (request: Request) =>
  request.method() === 'PATCH' && /\/api\/admin\/places\/\d+\/category$/.test(request.url());

describe('Admin places tab', () => {
  it("lists published places 50 a page, with 'Showing x to y of N places' and Previous/Next", async () => {
    const published = eq(places.status, 'published');
    const total = await placeCount(published);
    expect(total).toBeGreaterThan(50);
    const page = await openPlacesTab();

    await expect.poll(() => rangeLine(page).innerText()).toBe(`Showing 1 to 50 of ${total} places`);
    expect(await shownNames(page)).toEqual(await placeNames(published));
    expect(await filters(page).getByRole('combobox', { name: 'Status' }).innerText()).toBe('published');
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    expect(await previous.isDisabled()).toBe(true);

    const everyName = await placeNames(published, total);
    for (let first = 51; first <= total; first += 50) {
      await next.click();
      const last = Math.min(first + 49, total);
      await expect
        .poll(() => rangeLine(page).innerText())
        .toBe(`Showing ${first} to ${last} of ${total} places`);
      await expect.poll(() => shownNames(page)).toEqual(everyName.slice(first - 1, last));
      // The new page is read from its top: its first row is on screen, not 50 rows up.
      const firstRow = await placeList(page).getByRole('listitem').first().boundingBox();
      expect(firstRow!.y).toBeGreaterThanOrEqual(0);
      expect(firstRow!.y).toBeLessThan(page.viewportSize()!.height / 2);
    }
    expect(await next.isDisabled()).toBe(true);

    await previous.click();
    const lastPageStart = Math.floor((total - 1) / 50) * 50 + 1;
    await expect
      .poll(() => rangeLine(page).innerText())
      .toBe(`Showing ${lastPageStart - 50} to ${lastPageStart - 1} of ${total} places`);
  });

  it('filters by status, category and name, as the database counts them', async () => {
    const page = await openPlacesTab();
    const pending = eq(places.status, 'pending');
    await choose(filters(page), 'Status', 'pending');
    const pendingTotal = await placeCount(pending);
    await expect.poll(() => shownNames(page)).toEqual(await placeNames(pending));
    expect(await rangeLine(page).innerText()).toBe(`Showing 1 to ${pendingTotal} of ${pendingTotal} places`);
    expect(await placeList(page).getByText('pending', { exact: true }).count()).toBe(pendingTotal);

    await choose(filters(page), 'Status', 'All');
    await choose(filters(page), 'Category', 'Beach');
    const beaches = eq(places.category, 'beach');
    const beachTotal = await placeCount(beaches);
    await expect.poll(() => shownNames(page)).toEqual(await placeNames(beaches));
    expect(await rangeLine(page).innerText()).toBe(`Showing 1 to ${beachTotal} of ${beachTotal} places`);

    await choose(filters(page), 'Category', 'All');
    const searches: string[] = [];
    page.on('request', (request) => {
      const search = new URL(request.url()).searchParams.get('search');
      if (request.url().includes('/api/admin/places?') && search) searches.push(search);
    });
    await filters(page).getByLabel('Search by name').pressSequentially('bay');
    const named = ilike(places.name, '%bay%');
    await expect.poll(() => shownNames(page)).toEqual(await placeNames(named));
    expect(await placeCount(named)).toBeGreaterThan(0);
    // Typing is debounced: one request for the whole word, not one a key.
    expect(searches).toEqual(['bay']);
  });

  it("says 'No places found' and 'Try adjusting your filters' when nothing matches", async () => {
    const page = await openPlacesTab();
    await filters(page).getByLabel('Search by name').fill('no such place anywhere');
    const empty = page.getByRole('status').filter({ hasText: 'No places found' });
    await empty.waitFor();
    expect(await empty.innerText()).toContain('Try adjusting your filters');
    expect(await placeList(page).count()).toBe(0);
    await expectAccessible(page);
  });

  it('edits a category: the database, the lock and the public page change, and a manual sync keeps it', async () => {
    const name = 'Hondros';
    const before = await placeRow(name);
    expect(before.category).toBe('restaurant');
    expect(before.lockedFields).toEqual([]);

    // The public page first, so its answer is in the app's cache, then the dashboard in the same app.
    const page = await openPlacesTab();
    await page.getByRole('link', { name: 'All Places' }).click();
    await showAllPlaceCards(page);
    await page
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    const hero = page.getByRole('heading', { level: 1, name }).locator('..');
    await hero.getByText('Restaurant', { exact: true }).waitFor();
    await page.goBack();
    await page.goBack();
    await searchFor(page, name, [name]);

    await row(page, name)
      .getByRole('button', { name: `Edit Category of ${name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit category of ${name}` });
    expect(await form.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Keep Restaurant');
    // The model is asked for only when a description is to be written.
    expect(await form.getByRole('combobox', { name: 'AI model' }).count()).toBe(0);
    await choose(form, 'Category', 'Bar');
    const patch = page.waitForRequest(isCategoryPatch);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({ category: 'bar', regenerateDescription: false });

    const toast = toasts(page);
    await toast.getByText('Category Updated', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain('Hondros is now listed as Bar.');
    await row(page, name).getByRole('img', { name: CATEGORY_LOCK }).waitFor();
    expect(await row(page, name).getByText('Bar', { exact: true }).count()).toBe(1);
    expect(await form.count()).toBe(0);

    const edited = await placeRow(name);
    expect(edited.category).toBe('bar');
    expect(edited.lockedFields).toEqual(['category']);

    // Back on the public page in the same app: the cached answer was refreshed.
    await page.goForward();
    await page.goForward();
    await hero.getByText('Bar', { exact: true }).waitFor();

    // A place the operator did not touch is put back to the source's category by the sync; Hondros is not.
    const untouched = 'Mandra Tavern';
    await server.ctx().db.update(places).set({ category: 'spa' }).where(eq(places.name, untouched));
    await server.admin('POST', '/api/admin/sync');
    expect((await placeRow(untouched)).category).toBe('restaurant');
    expect((await placeRow(name)).category).toBe('bar');

    await page.reload();
    await hero.getByText('Bar', { exact: true }).waitFor();
    const admin = await openPlacesTab();
    await searchFor(admin, name, [name]);
    await row(admin, name).getByRole('img', { name: CATEGORY_LOCK }).waitFor();
    expect(await row(admin, name).getByText('Bar', { exact: true }).count()).toBe(1);
  });

  it('drafts a description with the chosen model, saying what is being written, and changes nothing until accepted', async () => {
    const name = 'Mandra Tavern';
    const before = await placeRow(name);
    const page = await openPlacesTab();
    await searchFor(page, name, [name]);
    await row(page, name)
      .getByRole('button', { name: `Edit Category of ${name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit category of ${name}` });

    const regenerate = form.getByRole('checkbox', { name: 'Regenerate description' });
    await regenerate.click();
    const model = form.getByRole('combobox', { name: 'AI model' });
    expect(await model.innerText()).toBe('gpt-4o-mini');
    await regenerate.click();
    await expect.poll(() => model.count()).toBe(0);
    await regenerate.click();
    await form.getByRole('combobox', { name: 'AI model' }).click();
    expect(await page.getByRole('option').allInnerTexts()).toEqual(['gpt-4o-mini', 'gpt-4o', 'gpt-5']);
    await page.getByRole('option', { name: 'gpt-4o', exact: true }).click();

    // Hold the request so the busy state can be read, then let it through to the real server.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/places/*/category', async (route) => {
      await released;
      await route.continue();
    });
    const patch = page.waitForRequest(isCategoryPatch);
    await form.getByRole('button', { name: 'Save' }).click();
    expect((await patch).postDataJSON()).toEqual({ regenerateDescription: true, model: 'gpt-4o' });
    const busy = form.getByRole('button', { name: 'Writing draft...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    expect(await form.getByRole('button', { name: 'Cancel' }).isDisabled()).toBe(true);
    expect(await form.getByRole('status').innerText()).toBe(
      'Writing a draft description of Mandra Tavern with gpt-4o...',
    );

    release();
    const toast = toasts(page);
    await toast.getByText('Draft Ready', { exact: true }).waitFor();
    expect(await toast.innerText()).toContain(
      'A draft description is ready to review below; the page keeps the current one until you accept it.',
    );
    // The draft opens beside the current text; nothing a visitor reads has changed.
    const review = page.getByRole('region', { name: `Descriptions of ${name}` });
    await review.getByText('Written by AI (gpt-4o)', { exact: false }).waitFor();
    expect(await review.getByText(before.description!, { exact: true }).count()).toBe(1);
    const after = await placeRow(name);
    expect(after.description).toBe(before.description);
    expect(after.lockedFields).toEqual([]);
  });

  it('Save waits until a category is chosen or a description asked for', async () => {
    const name = 'Fettas Tavern';
    const page = await openPlacesTab();
    await searchFor(page, name, [name]);
    await row(page, name)
      .getByRole('button', { name: `Edit Category of ${name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit category of ${name}` });
    const save = form.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    expect(await form.innerText()).toContain('Choose a category or tick Regenerate description.');
    await form.getByRole('checkbox', { name: 'Regenerate description' }).click();
    expect(await save.isEnabled()).toBe(true);
  });

  it("shows 'Update Failed' with the server's message when the server refuses, and keeps the form", async () => {
    const name = 'Fettas Tavern';
    const before = await placeRow(name);
    const page = await openPlacesTab();
    await searchFor(page, name, [name]);
    await row(page, name)
      .getByRole('button', { name: `Edit Category of ${name}` })
      .click();
    const form = page.getByRole('form', { name: `Edit category of ${name}` });

    // A server fault: its message is the toast's description.
    const toast = toasts(page);
    await page.route('**/api/admin/places/*/category', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await choose(form, 'Category', 'Cafe');
    await form.getByRole('button', { name: 'Save' }).click();
    await toast.getByText('Internal server error').waitFor();
    expect(await toast.getByText('Update Failed', { exact: true }).count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
    expect(await placeRow(name)).toEqual(before);

    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => form.count()).toBe(0);
  });

  it('shows an error with the reason when the places cannot be read', async () => {
    const { page } = await browser.newPage({ baseURL: server.url() });
    await page.route('**/api/admin/places?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await openDashboard(page, 'places');
    const error = page.getByRole('alert').filter({ hasText: 'Could not load places' });
    await error.waitFor();
    expect(await error.innerText()).toContain('Internal server error');

    await page.unroute('**/api/admin/places?*');
    await error.getByRole('button', { name: 'Try again' }).click();
    await placeList(page).waitFor();
  });

  it('passes axe and fits a 390 px screen, with an edit form open', async () => {
    const page = await openPlacesTab();
    await expect.poll(() => shownNames(page)).toHaveLength(50);
    await expectAccessible(page);
    const first = (await shownNames(page))[0]!;
    await row(page, first)
      .getByRole('button', { name: `Edit Category of ${first}` })
      .click();
    const form = page.getByRole('form', { name: `Edit category of ${first}` });
    await form.getByRole('checkbox', { name: 'Regenerate description' }).click();
    await form.getByRole('combobox', { name: 'AI model' }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-places');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});
