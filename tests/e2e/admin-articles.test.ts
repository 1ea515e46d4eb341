import { count, eq } from 'drizzle-orm';
import type { Page, Route } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminArticleListItem } from '../../src/common/schemas/articles';
import { articles, places } from '../../src/server/db/schema';
import { openDashboard, useAdminServer } from './admin-server';
import {
  PHONE,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  screenshotBothWidths,
  toasts,
  useBrowser,
  type TestContext,
} from './browser';

// Writes here go to this file's own server (useAdminServer); the tests run in order and the last one
// deletes every article.

const server = useAdminServer();
const browser = useBrowser();
let context: TestContext;

afterEach(() => {
  expect(context.blockedRequests).toEqual([]);
});

async function openArticlesTab(): Promise<Page> {
  const opened = await browser.newPage({ baseURL: server.url() });
  context = opened.context;
  await openDashboard(opened.page, 'articles');
  await opened.page.getByRole('heading', { level: 2, name: 'Articles' }).waitFor();
  return opened.page;
}

async function articleCount(): Promise<number> {
  const [row] = await server.ctx().db.select({ n: count() }).from(articles);
  return row!.n;
}

async function publishedPlaceCount(): Promise<number> {
  const [row] = await server
    .ctx()
    .db.select({ n: count() })
    .from(places)
    .where(eq(places.status, 'published'));
  return row!.n;
}

const articleList = (page: Page) => page.getByRole('list', { name: 'Articles' });
const card = (page: Page, title: string) =>
  articleList(page).getByRole('article', { name: title, exact: true });
const generateButton = (page: Page) => page.getByRole('button', { name: /^(Generate|Generating\.\.\.)$/ });
const matchingPlaces = (page: Page) => page.getByRole('list', { name: 'Matching places' });
const chips = (page: Page) => page.getByRole('list', { name: 'Selected places' }).getByRole('listitem');
const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });

async function openNewArticle(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'New Article' }).click();
  await page.getByRole('heading', { level: 2, name: 'New Article' }).waitFor();
  await matchingPlaces(page).getByRole('checkbox').first().waitFor();
}

/** Searches the picker for `name` and ticks the place of exactly that name. */
async function pickPlace(page: Page, name: string): Promise<void> {
  await field(page, 'Search published places').fill(name);
  const box = matchingPlaces(page).getByRole('checkbox', { name, exact: true });
  await box.click();
  await expect.poll(() => box.getAttribute('aria-checked')).toBe('true');
}

async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect.poll(() => page.getByRole('combobox', { name: label }).innerText()).toContain(option);
}

/** The one visible toast's title and description. */
async function expectToast(page: Page, title: string, description: string): Promise<void> {
  const toast = toasts(page);
  await toast.getByText(title, { exact: true }).waitFor();
  await toast.getByText(description, { exact: true }).waitFor();
}

/** Holds matching requests until `release()` is called, then lets them through. */
function holdRequests(isHeld: (route: Route) => boolean) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    if (!isHeld(route)) return route.fallback();
    await released;
    return route.fallback();
  };
  return { handler, release: () => release() };
}

const isGenerateCall = (route: Route) =>
  route.request().method() === 'POST' && route.request().postDataJSON()?.generateWithAI === true;

const TITLE = 'Three Paphos beaches compared';

describe('Admin Articles tab', () => {
  it('lists every article as a card: title, status, category, a 2-line excerpt, the date, Edit and Delete', async () => {
    const page = await openArticlesTab();
    await articleList(page).getByRole('article').first().waitFor();
    expect(await articleList(page).getByRole('article').count()).toBe(await articleCount());

    const beaches = card(page, 'The best beaches in and around Paphos');
    await beaches.getByRole('heading', { level: 3, name: 'The best beaches in and around Paphos' }).waitFor();
    await beaches.getByText('Published', { exact: true }).waitFor();
    await beaches.getByText('Beaches', { exact: true }).waitFor();
    await beaches.getByText(/^Created [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
    const excerpt = beaches.getByText(/^From the family-friendly sands of Coral Bay/);
    expect(await excerpt.evaluate((element) => getComputedStyle(element).webkitLineClamp)).toBe('2');
    await beaches.getByRole('button', { name: 'Edit The best beaches in and around Paphos' }).waitFor();
    await beaches.getByRole('button', { name: 'Delete The best beaches in and around Paphos' }).waitFor();

    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-articles-list');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });

  it('keeps Generate disabled until there is a title and 2 places, and says what is missing', async () => {
    const page = await openArticlesTab();
    await openNewArticle(page);
    const generate = generateButton(page);
    expect(await generate.getAttribute('aria-disabled')).toBe('true');

    // A keyboard user can still press it and hears why it does nothing.
    await generate.focus();
    await page.keyboard.press('Enter');
    await expectToast(
      page,
      'Selection Required',
      'Please select at least 2 places to generate a comparison article',
    );

    await pickPlace(page, 'Coral Bay Beach');
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
    await pickPlace(page, 'Timi Beach');
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
    await generate.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Title Required', 'Please enter an article title first');

    await field(page, 'Title*').fill(TITLE);
    await expect.poll(() => generate.getAttribute('aria-disabled')).toBeNull();
    expect(await generate.isEnabled()).toBe(true);

    // Removing a chip takes the place out again, and Generate goes back to disabled.
    await page.getByRole('button', { name: 'Remove Timi Beach' }).click();
    await expect.poll(() => chips(page).allInnerTexts()).toEqual(['Coral Bay Beach']);
    expect(await generate.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows at most 50 matching places and refuses an 11th pick with Maximum Reached', async () => {
    const page = await openArticlesTab();
    await openNewArticle(page);
    const total = await publishedPlaceCount();
    expect(total).toBeGreaterThan(50);
    const boxes = matchingPlaces(page).getByRole('checkbox');
    expect(await boxes.count()).toBe(50);
    await page.getByText(`Showing 50 of ${total} published places; search to narrow them`).waitFor();

    for (let index = 0; index < 10; index += 1) {
      await boxes.nth(index).click();
      await expect.poll(() => chips(page).count()).toBe(index + 1);
    }
    await page.getByText('10 of 10 selected').waitFor();
    await boxes.nth(10).click();
    await expectToast(page, 'Maximum Reached', 'You can select up to 10 places maximum');
    expect(await chips(page).count()).toBe(10);
    expect(await boxes.nth(10).getAttribute('aria-checked')).toBe('false');

    // The search narrows the matches on the server.
    await field(page, 'Search published places').fill('spa');
    await expect.poll(() => boxes.count()).toBeLessThan(50);
    const names = await matchingPlaces(page).locator('[id$="-name"]').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name.toLowerCase()).toContain('spa');
  });

  it("toasts 'Validation Error' for a missing title, then for missing content", async () => {
    const page = await openArticlesTab();
    await openNewArticle(page);
    const before = await articleCount();

    await page.getByRole('button', { name: 'Save Article' }).click();
    await expectToast(page, 'Validation Error', 'Please enter an article title');
    expect(await field(page, 'Title*').getAttribute('aria-invalid')).toBe('true');
    await expect
      .poll(() => field(page, 'Title*').evaluate((input) => input === document.activeElement))
      .toBe(true);

    await field(page, 'Title*').fill('A guide with no words');
    expect(await field(page, 'Title*').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expectToast(page, 'Validation Error', 'Please generate or write article content');
    expect(await field(page, 'Content (Markdown)*').getAttribute('aria-invalid')).toBe('true');
    expect(await articleCount()).toBe(before);
  });

  it('writes an article with the writer, saves it published and shows it on /blog', async () => {
    const page = await openArticlesTab();
    const before = await articleCount();
    await openNewArticle(page);
    await field(page, 'Title*').fill(TITLE);
    await field(page, 'Category').fill('Beaches');
    for (const name of ['Coral Bay Beach', 'Timi Beach', 'Latchi Beach']) await pickPlace(page, name);
    expect(await chips(page).allInnerTexts()).toEqual(['Coral Bay Beach', 'Timi Beach', 'Latchi Beach']);
    // No AI key: no model and no length it cannot reach are offered, and the panel says who writes.
    const writerPanel = page.getByRole('group', { name: 'AI writer' });
    await writerPanel.getByText(/^No AI key is set: the offline writer composes the comparison/).waitFor();
    expect(await page.getByRole('combobox', { name: 'Article length' }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'AI model' }).count()).toBe(0);

    // While the writer works, the panel says what it is writing and nothing can be sent twice.
    const held = holdRequests(isGenerateCall);
    await page.route('**/api/admin/articles', held.handler);
    const generated = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/admin/articles') && answer.request().method() === 'POST',
    );
    await generateButton(page).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Generating...' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Save Article' }).isDisabled()).toBe(true);
    await page.getByText('Composing a comparison of 3 places from their data...', { exact: true }).waitFor();
    await screenshotBothWidths(page, 'admin-article-generating');
    held.release();
    expect((await generated).status()).toBe(200);
    expect(await articleCount()).toBe(before);

    await expectToast(page, 'Article Generated', 'Review the content and excerpt, then save the article.');
    const content = await field(page, 'Content (Markdown)*').inputValue();
    expect(content).toContain('## Coral Bay Beach');
    expect(content).toContain('## Latchi Beach');
    expect(await field(page, 'Excerpt').inputValue()).not.toBe('');
    await preview(page).getByRole('heading', { level: 2, name: 'Coral Bay Beach' }).waitFor();
    await page.getByText("The content was drafted by the offline writer from the places' own data").waitFor();
    expect(content).toContain('| Place | Kind | Area | Price |');
    expect(content).toContain('All three are beaches.');

    // The preview follows the markdown as it is typed, through the public page's sanitiser.
    await field(page, 'Content (Markdown)*').fill(
      `${content}\n\n## Getting there\n\n<script>window.ran = true</script>`,
    );
    await preview(page).getByRole('heading', { level: 2, name: 'Getting there' }).waitFor();
    expect(await preview(page).locator('script').count()).toBe(0);
    await chooseOption(page, 'Status', 'Published');

    await expectAccessible(page);
    // No card of the editor is stretched past its content (it once left 290 px of blank space at 1280 px).
    const blankBelowContent = await page.getByRole('form', { name: 'New Article' }).evaluate((form) =>
      [...form.querySelectorAll('.rounded-card')].map((card) => {
        const last = card.lastElementChild?.getBoundingClientRect().bottom ?? 0;
        return Math.round(card.getBoundingClientRect().bottom - last);
      }),
    );
    expect(Math.max(...blankBelowContent)).toBeLessThan(60);
    await screenshotBothWidths(page, 'admin-article-editor');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);

    const saved = page.waitForResponse(
      (answer) => answer.url().endsWith('/api/admin/articles') && answer.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save Article' }).click();
    expect((await saved).status()).toBe(201);
    await expectToast(page, 'Success', 'Article created successfully');
    await card(page, TITLE).getByText('Published', { exact: true }).waitFor();
    expect(await articleCount()).toBe(before + 1);

    const [row] = await server.ctx().db.select().from(articles).where(eq(articles.title, TITLE));
    expect(row).toMatchObject({
      status: 'published',
      category: 'Beaches',
      aiGenerated: true,
      aiModel: null,
      articleLength: null,
      reviewedAt: null,
    });
    expect(row!.content).toContain('## Getting there');

    // The public guides list and the guide page show it, with the quiet note that it was drafted for us.
    await page.goto('/blog');
    await page.getByRole('link', { name: TITLE }).first().click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/blog/${row!.slug}`);
    await page
      .getByText('Composed automatically from our place data; not yet checked by our editors.', {
        exact: true,
      })
      .waitFor();
    await page.getByRole('heading', { level: 2, name: 'Getting there' }).waitFor();
  });

  it('edits an article and the guide page shows the change', async () => {
    const page = await openArticlesTab();
    await card(page, TITLE)
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Edit Article' }).waitFor();
    expect(await field(page, 'Title*').inputValue()).toBe(TITLE);
    expect(await chips(page).allInnerTexts()).toEqual(['Coral Bay Beach', 'Timi Beach', 'Latchi Beach']);
    expect(await page.getByRole('combobox', { name: 'Status' }).innerText()).toContain('Published');

    const newTitle = `${TITLE}, with a ferry tip`;
    await field(page, 'Title*').fill(newTitle);
    await field(page, 'Excerpt').fill('Three beaches, one day, and the ferry that joins them.');
    const updated = page.waitForResponse(
      (answer) => /\/api\/admin\/articles\/\d+$/.test(answer.url()) && answer.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save Article' }).click();
    expect((await updated).status()).toBe(200);
    await expectToast(page, 'Success', 'Article updated successfully');
    await card(page, newTitle).getByText('Three beaches, one day, and the ferry that joins them.').waitFor();
    expect(await articleList(page).getByRole('article', { name: TITLE, exact: true }).count()).toBe(0);

    const [row] = await server.ctx().db.select().from(articles).where(eq(articles.title, newTitle));
    await page.goto(`/blog/${row!.slug}`);
    await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    await page.getByText('Three beaches, one day, and the ferry that joins them.').waitFor();
  });

  it('shows a new draft beside text already written, marks a checked text reviewed, and restores an earlier version', async () => {
    const page = await openArticlesTab();
    const title = `${TITLE}, with a ferry tip`;
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByRole('heading', { level: 2, name: 'Edit Article' }).waitFor();
    const excerptBefore = await field(page, 'Excerpt').inputValue();
    const contentBefore = await field(page, 'Content (Markdown)*').inputValue();

    // The writer never writes over text that is there: its draft waits beside it.
    await generateButton(page).click();
    await expectToast(
      page,
      'Draft Ready',
      "The writer's draft is shown beside your text: use it or discard it.",
    );
    const draft = page.getByRole('region', { name: "The writer's draft" });
    expect(await draft.innerText()).toContain(
      'Composed automatically from our place data; not yet checked by our editors.',
    );
    expect(await field(page, 'Excerpt').inputValue()).toBe(excerptBefore);
    expect(await field(page, 'Content (Markdown)*').inputValue()).toBe(contentBefore);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-article-draft-beside');
    await draft.getByRole('button', { name: 'Discard draft' }).click();
    await expect.poll(() => draft.count()).toBe(0);
    expect(await field(page, 'Content (Markdown)*').inputValue()).toBe(contentBefore);

    await generateButton(page).click();
    await draft.getByRole('button', { name: 'Use draft' }).click();
    await expectToast(page, 'Draft Used', 'Review the content and excerpt, then save the article.');
    expect(await field(page, 'Excerpt').inputValue()).toBe(
      'Coral Bay Beach, Timi Beach and Latchi Beach compared: kind, area, price and what sets each apart.',
    );

    // Checked by the operator: the guide's page says so.
    await page.getByRole('checkbox', { name: /^Reviewed: I have checked the writer’s text/ }).click();
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expectToast(page, 'Success', 'Article updated successfully');
    const [saved] = await server.ctx().db.select().from(articles).where(eq(articles.title, title));
    expect(saved!.reviewedAt).not.toBeNull();
    expect(saved!.excerpt).not.toBe(excerptBefore);
    const visitor = (await browser.newPage({ baseURL: server.url() })).page;
    await visitor.goto(`/blog/${saved!.slug}`);
    await visitor
      .getByText('Composed automatically from our place data, then checked by our editors.', { exact: true })
      .waitFor();

    // Each save kept the text it replaced; one comes back into the editor, and is kept once saved.
    await card(page, title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    await page.getByText('Earlier versions (2)').click();
    await page
      .getByRole('button', { name: /^Restore the version replaced on / })
      .first()
      .click();
    await expectToast(
      page,
      'Earlier Version Restored',
      'It is in the editor now: save the article to keep it.',
    );
    expect(await field(page, 'Excerpt').inputValue()).toBe(excerptBefore);
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expectToast(page, 'Success', 'Article updated successfully');
    const [restored] = await server.ctx().db.select().from(articles).where(eq(articles.title, title));
    expect(restored).toMatchObject({ excerpt: excerptBefore, content: contentBefore });
  });

  it('offers the models and lengths an AI key brings', async () => {
    const page = await openArticlesTab();
    await page.route('**/api/admin/writer', (route) =>
      route.fulfill({
        json: {
          name: 'OpenAI',
          offline: false,
          models: ['gpt-4o-mini', 'gpt-4o', 'gpt-5'],
          lengths: ['short', 'medium', 'long'],
        },
      }),
    );
    await openNewArticle(page);
    await page
      .getByRole('combobox', { name: 'Article length' })
      .getByText('Medium (1200-1800 words)')
      .waitFor();
    await page.getByRole('combobox', { name: 'AI model' }).getByText('gpt-4o-mini').waitFor();
    expect(await page.getByText(/^No AI key is set/).count()).toBe(0);
  });

  it('asks before leaving an editor with unsaved changes', async () => {
    const page = await openArticlesTab();
    await openNewArticle(page);
    await field(page, 'Title*').fill('Half a thought');
    await page.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Discard your changes?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await field(page, 'Title*').inputValue()).toBe('Half a thought');

    await page.getByRole('button', { name: 'Back to articles' }).click();
    await dialog.getByRole('button', { name: 'Discard Changes' }).click();
    await page.getByRole('heading', { level: 2, name: 'Articles' }).waitFor();
    expect(await articleList(page).getByRole('article', { name: 'Half a thought' }).count()).toBe(0);
  });

  it('keeps the text and says so when the preview cannot be loaded', async () => {
    const page = await openArticlesTab();
    await page.route(/\/assets\/markdown-preview-[^/]*\.js$/, (route) => route.abort('connectionrefused'));
    await openNewArticle(page);
    await field(page, 'Title*').fill('Harbour walk');
    await field(page, 'Content (Markdown)*').fill('## The castle\n\nWalk out along the breakwater.');
    await preview(page)
      .getByText('The preview could not be loaded. Your text is kept: save it, then reload the page.')
      .waitFor();
    expect(await field(page, 'Title*').inputValue()).toBe('Harbour walk');
    expect(await field(page, 'Content (Markdown)*').inputValue()).toBe(
      '## The castle\n\nWalk out along the breakwater.',
    );
  });

  it("toasts 'Error' when a save or a delete is refused, and 'Generation Failed' when the writer fails", async () => {
    const page = await openArticlesTab();
    await page.route('**/api/admin/articles', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: isGenerateCall(route) ? 502 : 500,
            json: {
              message: isGenerateCall(route) ? 'The writer is not answering' : 'Database is read-only',
            },
          })
        : route.fallback(),
    );
    await page.route(/\/api\/admin\/articles\/\d+$/, (route) =>
      route.fulfill({ status: 404, json: { message: 'Article not found' } }),
    );

    await openNewArticle(page);
    await field(page, 'Title*').fill('Refused guide');
    await pickPlace(page, 'Coral Bay Beach');
    await pickPlace(page, 'Timi Beach');
    await generateButton(page).click();
    await expectToast(page, 'Generation Failed', 'The writer is not answering');
    expect(await field(page, 'Content (Markdown)*').inputValue()).toBe('');

    await field(page, 'Content (Markdown)*').fill('Some words.');
    await page.getByRole('button', { name: 'Save Article' }).click();
    await expectToast(page, 'Error', 'Database is read-only');
    // The editor stays open with the work in it.
    expect(await field(page, 'Title*').inputValue()).toBe('Refused guide');

    await page.getByRole('button', { name: 'Back to articles' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Discard Changes' }).click();
    const before = await articleCount();
    await card(page, TITLE + ', with a ferry tip')
      .getByRole('button', { name: /^Delete / })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Article' }).click();
    await expectToast(page, 'Error', 'Article not found');
    expect(await articleCount()).toBe(before);
  });

  it('deletes an article after a confirmation naming it, and the guide is gone from /blog', async () => {
    const page = await openArticlesTab();
    const title = `${TITLE}, with a ferry tip`;
    const [row] = await server.ctx().db.select().from(articles).where(eq(articles.title, title));
    const before = await articleCount();

    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this article?' });
    await dialog
      .getByText(`‘${title}’ will be removed from the dashboard and the public guides.`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await articleCount()).toBe(before);

    await card(page, title)
      .getByRole('button', { name: `Delete ${title}` })
      .click();
    const deleted = page.waitForResponse((answer) => answer.request().method() === 'DELETE');
    await dialog.getByRole('button', { name: 'Delete Article' }).click();
    expect((await deleted).status()).toBe(200);
    await expectToast(page, 'Success', `Deleted "${title}"`);
    await expect.poll(() => card(page, title).count()).toBe(0);
    expect(await articleCount()).toBe(before - 1);

    await page.goto(`/blog/${row!.slug}`);
    await page.getByRole('heading', { name: 'Content Not Found' }).waitFor();
  });

  it("shows 'No articles yet' when there are none", async () => {
    const all = await server.admin<AdminArticleListItem[]>('GET', '/api/admin/articles');
    for (const article of all) await server.admin('DELETE', `/api/admin/articles/${article.id}`);
    expect(await articleCount()).toBe(0);

    const page = await openArticlesTab();
    await page.getByText('No articles yet', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'admin-articles-empty');
  });
});
