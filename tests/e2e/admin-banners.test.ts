import { count, eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Banner, BannerMatches } from '../../src/common/schemas/banners';
import { banners } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  screenshot,
  screenshotBothWidths,
  toasts,
  useBrowser,
  type TestContext,
} from './browser';

// Writes here go to this file's own server (useAdminServer); the tests run in order and the last one
// deletes every banner.

const server = useAdminServer();
const browser = useBrowser();
let context: TestContext;

afterEach(() => {
  expect(context.blockedRequests).toEqual([]);
});

async function openBannersTab(viewport: { width: number; height: number } = DESKTOP): Promise<Page> {
  const opened = await browser.newPage({ baseURL: server.url(), viewport });
  context = opened.context;
  await openDashboard(opened.page, 'banners');
  await opened.page.getByRole('heading', { level: 2, name: 'Banner adverts' }).waitFor();
  return opened.page;
}

async function bannerCount(): Promise<number> {
  const [row] = await server.ctx().db.select({ n: count() }).from(banners);
  return row!.n;
}

const addForm = (page: Page) => page.getByRole('form', { name: 'Add Banner' });
const bannerList = (page: Page) => page.getByRole('list', { name: 'Banner adverts' });
const card = (page: Page, keyword: string) =>
  bannerList(page).getByRole('article', { name: `Banner '${keyword}'`, exact: true });

/** The control labelled exactly `label` inside `scope` (a form). */
const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = toasts(page);
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
}

/** Advert code of `length` characters that would show a link if it were rendered as HTML. */
function advertCode(length: number): string {
  const start = '<a href="https://www.awin1.com/cread.php?id=42" class="injected-advert">Harbour cruises</a>';
  return `${start}${'x'.repeat(length - start.length - 1)}!`;
}

const KEYWORD = 'harbour';

const SCRIPTS_NOTE =
  "Scripts in an advert do not run: the site's security policy blocks them, in this preview and on the site. Use the advert's HTML version (an image and a link).";

/** An advert whose script, if it ran, would add a line to the advert. */
const MEZE_ADVERT =
  '<p style="margin:0;padding:16px;font:600 18px sans-serif">Meze night at the harbour</p>' +
  "<script>document.body.insertAdjacentHTML('beforeend', '<p>The advert script ran</p>')</script>";

/** What the dashboard says a keyword matches, from the server's own answer. */
async function expectedMatchText(keyword: string): Promise<string> {
  const { total, places } = await server.admin<BannerMatches>(
    'GET',
    `/api/admin/banners/matches?keyword=${encodeURIComponent(keyword)}`,
  );
  expect(total).toBeGreaterThan(places.length);
  const names = places.map((place) => place.name).join(', ');
  return `Matches ${total} published places: ${names} and ${total - places.length} more`;
}

describe('Admin Banners tab', () => {
  it('lists every banner with its keyword, badges and the first 150 characters of its code as text', async () => {
    const page = await openBannersTab();
    await bannerList(page).getByRole('article').first().waitFor();
    const rows = await server.ctx().db.select().from(banners);
    expect(await bannerList(page).getByRole('article').count()).toBe(rows.length);

    expect(rows.some((row) => row.awinCode.length > 150)).toBe(true);
    for (const row of rows) {
      const name = row.keyword ? `Banner '${row.keyword}'` : `Banner #${row.id} (no keyword)`;
      const shown = bannerList(page).getByRole('article', { name, exact: true });
      const preview = row.awinCode.length > 150 ? `${row.awinCode.slice(0, 150)}...` : row.awinCode;
      expect(await shown.locator('pre').textContent()).toBe(preview);
      await shown.getByText(row.isActive ? 'Active' : 'Inactive', { exact: true }).waitFor();
      expect(await shown.getByText('Default', { exact: true }).count()).toBe(row.isDefault ? 1 : 0);
    }
    // The code is text: none of the advert's own elements exist in the dashboard.
    expect(await page.locator('main iframe, main [style*="linear-gradient"]').count()).toBe(0);

    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-banners');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });

  it('starts a new banner active and not default, and adds it with a 150-character preview', async () => {
    const page = await openBannersTab();
    const before = await bannerCount();
    expect(await addForm(page).getByRole('checkbox', { name: 'Active' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await addForm(page).getByRole('checkbox', { name: 'Default' }).getAttribute('aria-checked')).toBe(
      'false',
    );

    const code = advertCode(220);
    await field(addForm(page), 'Keyword').fill(KEYWORD);
    await field(addForm(page), 'Advert code').fill(code);
    const created = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/admin/banners') && answer.request().method() === 'POST',
    );
    await addForm(page).getByRole('button', { name: 'Add Banner' }).click();
    expect((await created).status()).toBe(201);
    await expectToast(page, 'Success', 'Banner created successfully');

    const added = card(page, KEYWORD);
    expect(await added.locator('pre').textContent()).toBe(`${code.slice(0, 150)}...`);
    await added.getByText('Active', { exact: true }).waitFor();
    expect(await added.getByText('Default', { exact: true }).count()).toBe(0);
    expect(await page.locator('a.injected-advert').count()).toBe(0);
    expect(await bannerCount()).toBe(before + 1);
    const [row] = await server.ctx().db.select().from(banners).where(eq(banners.keyword, KEYWORD));
    expect(row).toMatchObject({ awinCode: code, isActive: true, isDefault: false });

    // The form is ready for the next banner, and the public list has the new one.
    expect(await field(addForm(page), 'Keyword').inputValue()).toBe('');
    expect(await field(addForm(page), 'Advert code').inputValue()).toBe('');
    const publicBanners = (await (await fetch(`${server.url()}/api/banners`)).json()) as Banner[];
    expect(publicBanners.map((banner) => banner.keyword)).toContain(KEYWORD);
  });

  it("refuses blank advert code with an 'Error' toast and sends nothing", async () => {
    const page = await openBannersTab();
    const before = await bannerCount();
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/admin/banners')) posts += 1;
    });
    await field(addForm(page), 'Keyword').fill('empty');
    await field(addForm(page), 'Advert code').fill('   \n  ');
    await addForm(page).getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Error', 'Affiliate advert code is required');
    expect(await field(addForm(page), 'Advert code').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toBe(0);
    expect(await bannerCount()).toBe(before);
  });

  it('edits a banner in place: keyword, code and the Active box', async () => {
    const page = await openBannersTab();
    await card(page, KEYWORD)
      .getByRole('button', { name: `Edit banner '${KEYWORD}'` })
      .click();
    const form = page.getByRole('form', { name: `Edit banner '${KEYWORD}'` });
    expect(await field(form, 'Keyword').inputValue()).toBe(KEYWORD);
    await field(form, 'Keyword').fill('paphos harbour');
    await field(form, 'Advert code').fill('<div>Short advert</div>');
    await form.getByRole('checkbox', { name: 'Active' }).click();
    await screenshotBothWidths(page, 'admin-banner-editing');
    const updated = page.waitForResponse(
      (answer) => /\/api\/admin\/banners\/\d+$/.test(answer.url()) && answer.request().method() === 'PATCH',
    );
    await form.getByRole('button', { name: 'Save Changes' }).click();
    expect((await updated).status()).toBe(200);
    await expectToast(page, 'Success', 'Banner updated successfully');

    const edited = card(page, 'paphos harbour');
    expect(await edited.locator('pre').textContent()).toBe('<div>Short advert</div>');
    await edited.getByText('Inactive', { exact: true }).waitFor();
    const [row] = await server.ctx().db.select().from(banners).where(eq(banners.keyword, 'paphos harbour'));
    expect(row).toMatchObject({ awinCode: '<div>Short advert</div>', isActive: false, isDefault: false });
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    'shows, as the keyword is typed, which published places it matches, and previews the advert in the site frame, whose scripts do not run (%s)',
    async (label, viewport) => {
      const page = await openBannersTab(viewport);
      const form = addForm(page);
      await form.getByText(SCRIPTS_NOTE, { exact: true }).waitFor();

      await field(form, 'Keyword').fill('meze');
      await form.getByText(await expectedMatchText('meze'), { exact: true }).waitFor();
      // The meze tavernas say so in their descriptions and highlights, not in their names.
      await form.getByText(/Fettas Tavern|Agora Taverna/).waitFor();
      await field(form, 'Keyword').fill('zzyzx');
      await form.getByText('Matches no published places', { exact: true }).waitFor();
      await field(form, 'Keyword').fill('meze');

      expect(await form.getByRole('region', { name: 'Advert preview' }).count()).toBe(0);
      await field(form, 'Advert code').fill(MEZE_ADVERT);
      const preview = form.getByRole('region', { name: 'Advert preview' });
      const frame = preview.locator('iframe[title="Advert preview"]');
      await frame.waitFor();
      // The same sandbox as the site's advert frame.
      expect(await frame.getAttribute('sandbox')).toBe(
        'allow-scripts allow-popups allow-popups-to-escape-sandbox',
      );
      const inside = page.frameLocator('iframe[title="Advert preview"]');
      await inside.getByText('Meze night at the harbour').waitFor();
      expect(await inside.getByText('The advert script ran').count()).toBe(0);
      expect(await page.getByText('The advert script ran').count()).toBe(0);

      await expectNoHorizontalOverflow(page);
      await screenshot(page, `admin-banner-form-matches-${label}`);
    },
  );

  it('lists under a saved banner the published places its keyword matches', async () => {
    const page = await openBannersTab();
    await field(addForm(page), 'Keyword').fill('meze');
    await field(addForm(page), 'Advert code').fill(MEZE_ADVERT);
    await addForm(page).getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Success', 'Banner created successfully');
    await card(page, 'meze')
      .getByText(await expectedMatchText('meze'), { exact: true })
      .waitFor();
    await expectAccessible(page);
  });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])(
    "shows the 'meze' banner on a taverna whose description serves meze, though its name and category do not say so (%s)",
    async (label, viewport) => {
      const opened = await browser.newPage({ baseURL: server.url(), viewport });
      context = opened.context;
      const { page } = opened;
      await page.goto('/places/fettas-tavern');
      await page.getByRole('heading', { level: 1, name: 'Fettas Tavern' }).waitFor();
      const advert = page.getByRole('complementary', { name: 'Advertisement' });
      await advert.scrollIntoViewIfNeeded();
      const inside = page.frameLocator('iframe[title="Advertisement"]');
      await inside.getByText('Meze night at the harbour').waitFor();
      expect(await inside.getByText('The advert script ran').count()).toBe(0);
      await screenshot(page, `place-meze-banner-${label}`);
    },
  );

  it("toasts 'Create Failed', 'Update Failed' and 'Delete Failed' with the server's message", async () => {
    const page = await openBannersTab();
    const before = await bannerCount();
    await page.route('**/api/admin/banners', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Banner storage is offline' } })
        : route.fallback(),
    );
    await page.route(/\/api\/admin\/banners\/\d+$/, (route) =>
      route.fulfill({
        status: 400,
        json: { message: route.request().method() === 'PATCH' ? 'Keyword is too long' : 'Banner is locked' },
      }),
    );

    await field(addForm(page), 'Advert code').fill('<div>Refused</div>');
    await addForm(page).getByRole('button', { name: 'Add Banner' }).click();
    await expectToast(page, 'Create Failed', 'Banner storage is offline');
    // The form keeps what was typed.
    expect(await field(addForm(page), 'Advert code').inputValue()).toBe('<div>Refused</div>');

    const edited = card(page, 'paphos harbour');
    await edited.getByRole('button', { name: "Edit banner 'paphos harbour'" }).click();
    await edited.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Update Failed', 'Keyword is too long');
    await edited.getByRole('button', { name: 'Cancel' }).click();

    await edited.getByRole('button', { name: "Delete banner 'paphos harbour'" }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Banner' }).click();
    await expectToast(page, 'Delete Failed', 'Banner is locked');
    expect(await bannerCount()).toBe(before);
  });

  it('deletes a banner after a confirmation naming it', async () => {
    const page = await openBannersTab();
    const before = await bannerCount();
    const doomed = card(page, 'paphos harbour');
    await doomed.getByRole('button', { name: "Delete banner 'paphos harbour'" }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this banner?' });
    await dialog
      .getByText("Banner 'paphos harbour' will be removed from the site. This cannot be undone.", {
        exact: true,
      })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await bannerCount()).toBe(before);

    await doomed.getByRole('button', { name: "Delete banner 'paphos harbour'" }).click();
    const deleted = page.waitForResponse((answer) => answer.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete Banner' }).click();
    expect((await deleted).status()).toBe(200);
    await expectToast(page, 'Success', 'Banner deleted successfully');
    await expect.poll(() => doomed.count()).toBe(0);
    expect(await bannerCount()).toBe(before - 1);
  });

  it("shows 'No banner adverts yet' when there are none", async () => {
    const all = await server.admin<Banner[]>('GET', '/api/admin/banners');
    for (const banner of all) await server.admin('DELETE', `/api/admin/banners/${banner.id}`);
    expect(await bannerCount()).toBe(0);

    const page = await openBannersTab();
    await page.getByText('No banner adverts yet', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-banners-empty');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});
