import type { Page } from 'playwright-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatArticleDate } from '../../src/common/dates';
import { readingTimeMinutes } from '../../src/common/reading-time';
import type { Article } from '../../src/common/schemas/articles';
import type { Place } from '../../src/common/schemas/places';
import {
  baseUrl,
  drawPagesInBrowser,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  PHONE,
  screenshotBothWidths,
  toasts,
  type TestContext,
  useBrowser,
} from './browser';

const ACCORDION_SLUG = 'best-beaches-in-paphos';
const MEZE_SLUG = 'paphos-meze-guide';
const FAMILY_SLUG = 'paphos-with-kids';

const browser = useBrowser();
let page: Page;
let context: TestContext;
let articles: Article[];

/** The published guides as the API lists them, newest first. */
const newestFirst = () =>
  [...articles].sort((a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime());
const bySlug = (slug: string) => articles.find((article) => article.slug === slug)!;

beforeAll(async () => {
  articles = await getJson<Article[]>('/api/articles');
});

// One page per test, shared by the helpers below; useBrowser closes its context after the test.
beforeEach(async () => {
  ({ context, page } = await browser.newPage({
    // A guide's date is its day in Paphos whatever the visitor's zone: the browser is put far from Cyprus.
    timezoneId: 'America/Los_Angeles',
  }));
});

afterEach(() => {
  expect(context.blockedRequests).toEqual([]);
});

async function openGuideList() {
  await page.goto('/blog');
  await page.getByRole('heading', { level: 1, name: 'Travel Guides & Local Insights' }).waitFor();
  await page.getByRole('region', { name: 'Guides' }).getByRole('article').first().waitFor();
}

async function openGuide(slug: string) {
  await page.goto(`/blog/${slug}`);
  await page.getByRole('heading', { level: 1, name: bySlug(slug).title }).waitFor();
}

/** The titles of the guide cards, in page order. */
function cardTitles(): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Guides' })
    .getByRole('article')
    .getByRole('heading')
    .allTextContents();
}

/** A meta tag's content; null when the tag is absent. */
function metaContent(selector: string): Promise<string | null> {
  return page.evaluate(
    (query) => document.head.querySelector(query)?.getAttribute('content') ?? null,
    `meta[${selector}]`,
  );
}

describe('The guides list (/blog)', () => {
  it('has the page title, meta tags and the seeded guides', async () => {
    await openGuideList();
    await expect.poll(() => page.title()).toBe('Travel Guides & Local Insights | Paphos Guide');
    // The title and the meta tags are set by the same effect.
    expect(await metaContent('name="description"')).toMatch(/guides/i);
    expect(await metaContent('property="og:title"')).toBe('Travel Guides & Local Insights | Paphos Guide');
    expect(articles).toHaveLength(7);
  });

  it('lists the guides newest first', async () => {
    await openGuideList();
    const expected = newestFirst().map((article) => article.title);
    await expect.poll(cardTitles).toEqual(expected);
    // The seed data must really test the order: the API order alone would not prove sorting happened.
    expect(new Set(articles.map((article) => article.createdAt)).size).toBe(articles.length);
  });

  it('shows the image, category, date, reading time, excerpt and Read More on each card', async () => {
    await openGuideList();
    const meze = bySlug(MEZE_SLUG);
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: meze.title }) });
    await expect(card.getByRole('img', { name: meze.title }).getAttribute('src')).resolves.toBe(
      meze.featuredImageUrl,
    );
    expect(await card.innerText()).toContain(meze.category!);
    expect(await card.locator('time').innerText()).toBe(formatArticleDate(meze.createdAt, 'short'));
    expect(await card.innerText()).toContain(`${readingTimeMinutes(meze.content)} min read`);
    expect(await card.innerText()).toContain(meze.excerpt!);
    await expect(card.getByRole('link', { name: /^Read More/ }).getAttribute('href')).resolves.toBe(
      `/blog/${MEZE_SLUG}`,
    );
  });

  it('filters by a case-insensitive search of the title or the excerpt', async () => {
    await openGuideList();
    const search = page.getByRole('searchbox', { name: 'Search guides' });
    expect(await search.getAttribute('placeholder')).toBe('Search guides...');

    await search.fill('MEZE');
    await expect.poll(cardTitles).toEqual([bySlug(MEZE_SLUG).title]);

    // 'turtle' appears in the beaches guide's excerpt but not its title.
    const turtle = newestFirst().filter((a) => `${a.title} ${a.excerpt}`.toLowerCase().includes('turtle'));
    expect(turtle.some((a) => !a.title.toLowerCase().includes('turtle'))).toBe(true);
    await search.fill('Turtle');
    await expect.poll(cardTitles).toEqual(turtle.map((a) => a.title));

    await search.fill('zzz no such guide');
    await expect.poll(cardTitles).toEqual([]);
    await page.getByText('No content found matching your criteria.').waitFor();

    await search.fill('');
    await expect.poll(cardTitles).toHaveLength(articles.length);
  });

  it('filters by the category buttons, at the top and in the sidebar', async () => {
    await openGuideList();
    const categories = [...new Set(articles.map((a) => a.category!))].sort((a, b) => a.localeCompare(b));
    const top = page.getByRole('group', { name: 'Filter guides by category' });
    const sidebar = page.getByRole('group', { name: 'Guide categories' });
    expect(await top.getByRole('button').allTextContents()).toEqual(['All', ...categories]);
    expect(await sidebar.getByRole('button').allTextContents()).toEqual(['All', ...categories]);
    expect(await top.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('true');

    const dayTrips = newestFirst().filter((a) => a.category === 'Day Trips');
    expect(dayTrips).toHaveLength(2);
    await top.getByRole('button', { name: 'Day Trips' }).click();
    await expect.poll(cardTitles).toEqual(dayTrips.map((a) => a.title));
    expect(await top.getByRole('button', { name: 'Day Trips' }).getAttribute('aria-pressed')).toBe('true');
    expect(await sidebar.getByRole('button', { name: 'Day Trips' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(await top.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');

    // Category and search together: nothing in Day Trips mentions meze.
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('meze');
    await page.getByText('No content found matching your criteria.').waitFor();
    await page.getByRole('searchbox', { name: 'Search guides' }).fill('');

    await sidebar.getByRole('button', { name: 'Food & Drink' }).click();
    await expect.poll(cardTitles).toEqual(
      newestFirst()
        .filter((a) => a.category === 'Food & Drink')
        .map((a) => a.title),
    );

    await sidebar.getByRole('button', { name: 'All' }).click();
    await expect.poll(cardTitles).toHaveLength(articles.length);
  });

  it('lists the 5 newest guides under Recent, each linking to its page', async () => {
    await openGuideList();
    const recent = page.getByRole('navigation', { name: 'Recent' }).getByRole('link');
    const expected = newestFirst().slice(0, 5);
    await expect.poll(() => recent.count()).toBe(5);
    for (const [index, article] of expected.entries()) {
      expect(await recent.nth(index).getAttribute('href')).toBe(`/blog/${article.slug}`);
      expect(await recent.nth(index).innerText()).toContain(article.title);
    }
  });

  it('opens a guide from its card', async () => {
    await openGuideList();
    const newest = newestFirst()[0]!;
    await page.getByRole('link', { name: newest.title, exact: true }).click();
    await page.waitForURL(`**/blog/${newest.slug}`);
    await page.getByRole('heading', { level: 1, name: newest.title }).waitFor();

    await page.goBack();
    const meze = bySlug(MEZE_SLUG);
    await page.getByRole('link', { name: `Read More about ${meze.title}` }).click();
    await page.waitForURL(`**/blog/${MEZE_SLUG}`);
    await page.getByRole('heading', { level: 1, name: meze.title }).waitFor();
  });

  it('says when there are no guides at all', async () => {
    await drawPagesInBrowser(page);
    await page.route('**/api/articles', (route) => route.fulfill({ json: [] }));
    await page.goto('/blog');
    await page.getByText('No content available yet. Check back soon!').waitFor();
    expect(await page.getByRole('group', { name: 'Filter guides by category' }).count()).toBe(0);
  });

  it('is accessible and fits a phone screen', async () => {
    await openGuideList();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'blog');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('A guide page (/blog/{slug})', () => {
  it('shows the hero, date, reading time, italic excerpt and the content', async () => {
    const meze = bySlug(MEZE_SLUG);
    await openGuide(MEZE_SLUG);
    const hero = page.getByRole('region', { name: meze.title });
    expect(await hero.innerText()).toContain(meze.category!);
    expect(await hero.locator('time').innerText()).toBe(formatArticleDate(meze.createdAt, 'long'));
    expect(await hero.innerText()).toContain(`${readingTimeMinutes(meze.content)} min read`);
    expect(await hero.locator('img').getAttribute('src')).toBe(meze.featuredImageUrl);

    const excerpt = page.getByText(meze.excerpt!, { exact: true });
    expect(await excerpt.evaluate((element) => getComputedStyle(element).fontStyle)).toBe('italic');

    // A heading and a list item from the article's markdown render as HTML.
    const guide = page.getByRole('article', { name: meze.title });
    await guide.getByRole('heading', { level: 2 }).first().waitFor();
    expect(await guide.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await guide.innerText()).not.toContain('**');
    // A bundled guide is not AI-written: no writer's note.
    expect(await page.getByText(/checked by our editors/).count()).toBe(0);
  });

  it('shows Related Topics badges from the longtail keywords', async () => {
    const meze = bySlug(MEZE_SLUG);
    await openGuide(MEZE_SLUG);
    const topics = page.getByText('Related Topics:').locator('..');
    expect(meze.longtailKeywords.length).toBeGreaterThan(0);
    for (const keyword of meze.longtailKeywords) {
      await expect.poll(() => topics.getByText(keyword, { exact: true }).count()).toBe(1);
    }
  });

  it('shows the featured places, each linking to its place page', async () => {
    const meze = bySlug(MEZE_SLUG);
    const places = await getJson<Place[]>(`/api/articles/${meze.id}/places`);
    expect(places.length).toBeGreaterThan(0);
    await openGuide(MEZE_SLUG);
    const section = page.getByRole('region', { name: 'Featured Places' });
    const links = section.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(places.length);
    for (const [index, place] of places.entries()) {
      expect(await links.nth(index).innerText()).toBe(place.name);
      expect(await links.nth(index).getAttribute('href')).toBe(`/places/${place.slug}`);
    }
  });

  it('lists the other guides of the same category under Related', async () => {
    await openGuide(MEZE_SLUG);
    const others = newestFirst().filter((a) => a.category === 'Food & Drink' && a.slug !== MEZE_SLUG);
    expect(others).toHaveLength(1);
    const related = page.getByRole('navigation', { name: 'Related' });
    await related.waitFor();
    const links = related.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().getAttribute('href')).toBe(`/blog/${others[0]!.slug}`);
  });

  it('has no Related list when the guide is alone in its category', async () => {
    const family = bySlug(FAMILY_SLUG);
    expect(articles.filter((a) => a.category === family.category)).toHaveLength(1);
    // The category's guides, which the page carries from the server: this one alone.
    const categoryGuides = await getJson<Article[]>(
      `/api/articles/category/${encodeURIComponent(family.category!)}`,
    );
    expect(categoryGuides).toEqual([expect.objectContaining({ slug: FAMILY_SLUG })]);
    await openGuide(FAMILY_SLUG);
    await page.getByRole('button', { name: 'Copy Link' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('navigation', { name: 'Related' }).count()).toBe(0);
  });

  it('sets the document title and the description, Open Graph and Twitter tags', async () => {
    const meze = bySlug(MEZE_SLUG);
    await openGuide(MEZE_SLUG);
    await expect.poll(() => page.title()).toBe(`${meze.title} | Paphos Guide`);
    const image = new URL(meze.featuredImageUrl!, baseUrl()).toString();
    expect(await metaContent('name="description"')).toBe(meze.excerpt);
    expect(await metaContent('property="og:title"')).toBe(`${meze.title} | Paphos Guide`);
    expect(await metaContent('property="og:description"')).toBe(meze.excerpt);
    expect(await metaContent('property="og:image"')).toBe(image);
    expect(await metaContent('property="og:type"')).toBe('article');
    expect(await metaContent('name="twitter:card"')).toBe('summary_large_image');
    expect(await metaContent('name="twitter:description"')).toBe(meze.excerpt);
    expect(await metaContent('name="twitter:image"')).toBe(image);
  });

  it('shares on Facebook and Twitter, and copies the link with a toast, not an alert', async () => {
    const meze = bySlug(MEZE_SLUG);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await openGuide(MEZE_SLUG);
    const url = `${baseUrl()}/blog/${MEZE_SLUG}`;
    expect(await page.getByRole('link', { name: /Share on Facebook/ }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(await page.getByRole('link', { name: /Post on Twitter/ }).getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(meze.title)}`,
    );

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('button', { name: 'Copy Link' }).click();
    await expect
      .poll(() => toasts(page).first().innerText())
      .toMatch(/^Link copied!\s+Paste it anywhere to share this guide\.$/);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  });

  it('shows a plain header and the AI note for an AI-written guide without an image', async () => {
    const meze = bySlug(MEZE_SLUG);
    await drawPagesInBrowser(page);
    await page.route(`**/api/articles/${MEZE_SLUG}`, (route) =>
      route.fulfill({
        json: { ...meze, featuredImageUrl: null, aiGenerated: true, aiModel: 'gpt-4o', excerpt: null },
      }),
    );
    await openGuide(MEZE_SLUG);
    await page.getByText('Written with AI; not yet checked by our editors.', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: meze.title }).locator('img').count()).toBe(0);
    // Without an excerpt the description falls back to the title.
    await expect.poll(() => metaContent('name="description"')).toBe(meze.title);
    expect(await metaContent('property="og:image"')).toBeNull();
  });

  it('says a guide the offline writer drafted was drafted from our place data, not by AI', async () => {
    const meze = bySlug(MEZE_SLUG);
    await drawPagesInBrowser(page);
    await page.route(`**/api/articles/${MEZE_SLUG}`, (route) =>
      route.fulfill({ json: { ...meze, aiGenerated: true, aiModel: null } }),
    );
    await openGuide(MEZE_SLUG);
    await page
      .getByText('Composed automatically from our place data; not yet checked by our editors.', {
        exact: true,
      })
      .waitFor();
    expect(await page.getByText(/^Written with AI/).count()).toBe(0);
  });

  it('is accessible and fits a phone screen', async () => {
    await openGuide(MEZE_SLUG);
    await page.getByRole('region', { name: 'Featured Places' }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'blog-post');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('An accordion guide', () => {
  const sectionButtons = () =>
    page.getByRole('article', { name: bySlug(ACCORDION_SLUG).title }).getByRole('button', { expanded: true });

  it('shows the intro, then one section open at a time that can be collapsed again', async () => {
    await openGuide(ACCORDION_SLUG);
    const guide = page.getByRole('article', { name: bySlug(ACCORDION_SLUG).title });
    await guide.getByText('Paphos is not a resort built around one long strip of sand.').waitFor();

    const headers = guide.getByRole('heading', { level: 2 }).getByRole('button');
    expect(await headers.allInnerTexts()).toEqual([
      expect.stringContaining('Coral Bay Beach'),
      expect.stringContaining('Vrysoudia A (SODAP) Beach'),
      expect.stringContaining('Faros (Lighthouse) Beach'),
      expect.stringContaining('Lara Bay (Turtle Beach)'),
      expect.stringContaining('Latchi Beach'),
      expect.stringContaining("Petra tou Romiou (Aphrodite's Rock)"),
    ]);
    const coral = headers.nth(0);
    const lara = headers.nth(3);
    const coralPanel = page.locator(`[id="${await coral.getAttribute('aria-controls')}"]`);
    const laraPanel = page.locator(`[id="${await lara.getAttribute('aria-controls')}"]`);

    expect(await coral.getAttribute('aria-expanded')).toBe('true');
    expect(await sectionButtons().count()).toBe(1);
    expect(await coralPanel.isVisible()).toBe(true);
    expect(await coralPanel.innerText()).toContain('a generous curve of soft, pale sand');
    expect(await laraPanel.isVisible()).toBe(false);

    await lara.click();
    await expect.poll(() => lara.getAttribute('aria-expanded')).toBe('true');
    expect(await coral.getAttribute('aria-expanded')).toBe('false');
    expect(await sectionButtons().count()).toBe(1);
    await laraPanel.getByText('green and loggerhead turtles').waitFor();
    expect(await coralPanel.isVisible()).toBe(false);
    // The section's image, with the alt text from the markdown.
    expect(
      await laraPanel
        .getByRole('img', { name: 'Drawing of Lara Bay: a wild sandy bay with a turtle and a fenced nest' })
        .count(),
    ).toBe(1);

    await lara.click();
    await expect.poll(() => lara.getAttribute('aria-expanded')).toBe('false');
    expect(await sectionButtons().count()).toBe(0);
    expect(await laraPanel.isVisible()).toBe(false);
  });

  it('links a section to its featured place', async () => {
    await openGuide(ACCORDION_SLUG);
    const coralPanel = page.getByRole('region', { name: /Coral Bay Beach/ });
    await expect(coralPanel.getByRole('link', { name: /^View / }).getAttribute('href')).resolves.toMatch(
      /^\/places\/coral-bay-beach$/,
    );
  });

  it('is accessible and fits a phone screen', async () => {
    await openGuide(ACCORDION_SLUG);
    await page.getByRole('region', { name: 'Featured Places' }).waitFor();
    await expectAccessible(page);
    await screenshotBothWidths(page, 'blog-post-accordion');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
  });
});

describe('A missing guide', () => {
  it('says Content Not Found and leads back to the guides', async () => {
    await page.goto('/blog/no-such-guide');
    await page.getByRole('heading', { level: 1, name: 'Content Not Found' }).waitFor();
    await page.getByText("This content doesn't exist or has been removed.").waitFor();
    await expect.poll(() => page.title()).toBe('Content Not Found | Paphos Guide');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Browse All Content' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Travel Guides & Local Insights' }).waitFor();
  });

  it('says Content Not Found when the guide fails to load', async () => {
    await drawPagesInBrowser(page);
    await page.route(`**/api/articles/${MEZE_SLUG}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Internal server error' } }),
    );
    await page.goto(`/blog/${MEZE_SLUG}`);
    await page.getByRole('heading', { level: 1, name: 'Content Not Found' }).waitFor();
  });
});
