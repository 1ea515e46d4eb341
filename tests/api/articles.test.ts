import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleSchema, type Article } from '../../src/common/schemas/articles';
import { type Place } from '../../src/common/schemas/places';
import { articlePlaces, articles, places } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import {
  aPendingPlace,
  expectError,
  expectNonIncreasing,
  expectOkJson,
  get,
  PLACE_KEYS,
} from '../helpers/api';

const ARTICLE_KEYS = [
  'aiGenerated',
  'aiModel',
  'articleLength',
  'category',
  'content',
  'createdAt',
  'excerpt',
  'featuredImageUrl',
  'id',
  'longtailKeywords',
  'reviewed',
  'slug',
  'status',
  'title',
  'updatedAt',
  'useAccordion',
];
const TEST_CATEGORY = 'Test Harbour Walks';
const UNSAFE_SLUG = 'test-unsafe-harbour-guide';
const DRAFT_SLUG = 'test-draft-harbour-guide';

const UNSAFE_MARKDOWN = `## Harbour walk

A gentle stroll along the harbour wall to the fort.

<script>document.title = 'stolen'; fetch('/steal?c=' + document.cookie)</script>

<img src="https://example.com/harbour.jpg" onerror="document.title='hacked'" alt="Paphos harbour">

[A dangerous link](javascript:document.title='clicked')

<iframe src="https://evil.example.com/frame"></iframe>

<p style="position:fixed" onclick="document.title='clicked'">Styled paragraph</p>

See [Visit Cyprus](https://www.visitcyprus.com) for opening times.
`;

let t: TestApp;
let unsafeId: number;
let draftId: number;
let featuredPublishedPlaceId: number;

beforeAll(async () => {
  t = await createTestApp();
  // Inserted before the first request: the public article lists are cached for a short while.
  const now = Date.now();
  const [unsafe] = await t.db
    .insert(articles)
    .values({
      slug: UNSAFE_SLUG,
      title: 'Test: a harbour walk',
      excerpt: 'A walk with some unsafe HTML in it.',
      content: UNSAFE_MARKDOWN,
      category: TEST_CATEGORY,
      status: 'published',
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning({ id: articles.id });
  unsafeId = unsafe!.id;
  const [draft] = await t.db
    .insert(articles)
    .values({
      slug: DRAFT_SLUG,
      title: 'Test: an unfinished draft',
      content: 'Not ready yet.\n\n<script>alert(1)</script>',
      category: TEST_CATEGORY,
      status: 'draft',
      createdAt: new Date(now + 60_000),
      updatedAt: new Date(now + 60_000),
    })
    .returning({ id: articles.id });
  draftId = draft!.id;

  const pending = await aPendingPlace(t.db);
  const [published] = await t.db
    .select({ id: places.id })
    .from(places)
    .where(eq(places.status, 'published'))
    .orderBy(asc(places.id))
    .limit(1);
  featuredPublishedPlaceId = published!.id;
  await t.db.insert(articlePlaces).values([
    { articleId: unsafeId, placeId: pending.id, position: 0 },
    { articleId: unsafeId, placeId: featuredPublishedPlaceId, position: 1 },
    { articleId: draftId, placeId: featuredPublishedPlaceId, position: 0 },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function list(): Promise<Article[]> {
  return expectOkJson<Article[]>(await get(t.app, '/api/articles'));
}

function expectPublicArticle(article: Article): void {
  expect(Object.keys(article).sort()).toEqual(ARTICLE_KEYS);
  const parsed = articleSchema.safeParse(article);
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(article.status).toBe('published');
}

function expectSafeHtml(html: string): void {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<iframe/i);
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*javascript:/i);
  expect(html).not.toMatch(/<[^>]*\sstyle\s*=/i);
  expect(html).not.toMatch(/<style/i);
  expect(html).not.toContain('document.cookie');
  expect(html).not.toContain('document.title');
}

describe('GET /api/articles', () => {
  it('lists every published article and no draft', async () => {
    const published = await t.db
      .select({ id: articles.id })
      .from(articles)
      .where(eq(articles.status, 'published'));
    const result = await list();
    expect(new Set(result.map((article) => article.id))).toEqual(new Set(published.map((row) => row.id)));
    expect(result.map((article) => article.slug)).not.toContain(DRAFT_SLUG);
    for (const article of result) expectPublicArticle(article);
  });

  it('includes the bundled guides', async () => {
    expect((await list()).filter((article) => !article.slug.startsWith('test-')).length).toBeGreaterThan(0);
  });

  it('lists the newest first', async () => {
    const result = await list();
    expect(result[0]!.slug).toBe(UNSAFE_SLUG);
    expectNonIncreasing(result.map((article) => Date.parse(article.createdAt)));
  });

  it('serves the content as HTML rendered from the stored markdown', async () => {
    const unsafe = (await list()).find((article) => article.slug === UNSAFE_SLUG)!;
    expect(unsafe.content).toMatch(/<h2[^>]*>Harbour walk<\/h2>/);
    expect(unsafe.content).toContain('<p>A gentle stroll along the harbour wall to the fort.</p>');
    for (const article of await list()) expect(article.content).toMatch(/<(p|h2|h3|ul|ol)\b/);
  });

  it('strips scripts, frames, event handlers, styles and javascript: links from the HTML', async () => {
    const result = await list();
    for (const article of result) expectSafeHtml(article.content);
    const unsafe = result.find((article) => article.slug === UNSAFE_SLUG)!;
    expect(unsafe.content).toMatch(/<img[^>]*src="https:\/\/example\.com\/harbour\.jpg"/);
    expect(unsafe.content).toContain('Styled paragraph');
    expect(unsafe.content).toContain('A dangerous link');
  });

  it('opens outside links in a new tab without handing over the page', async () => {
    const unsafe = (await list()).find((article) => article.slug === UNSAFE_SLUG)!;
    const link = unsafe.content.match(/<a [^>]*href="https:\/\/www\.visitcyprus\.com"[^>]*>/)?.[0];
    expect(link).toBeDefined();
    expect(link).toContain('rel="noopener noreferrer"');
    expect(link).toContain('target="_blank"');
  });
});

describe('GET /api/articles/{slug}', () => {
  it('returns the published article with that slug, as in the list', async () => {
    const listed = (await list()).filter((article) => !article.slug.startsWith('test-'))[0]!;
    const article = expectOkJson<Article>(await get(t.app, `/api/articles/${listed.slug}`));
    expect(article).toEqual(listed);
    expectPublicArticle(article);
  });

  it('serves sanitised HTML here too', async () => {
    const article = expectOkJson<Article>(await get(t.app, `/api/articles/${UNSAFE_SLUG}`));
    expectSafeHtml(article.content);
    expect(article.content).toContain('Harbour walk');
  });

  it('answers 404 "Article not found" for a draft', async () => {
    expectError(await get(t.app, `/api/articles/${DRAFT_SLUG}`), 404, 'Article not found');
  });

  it('answers 404 "Article not found" for an unknown slug', async () => {
    expectError(await get(t.app, '/api/articles/no-such-guide'), 404, 'Article not found');
  });

  it('answers 400 for a slug with characters a slug cannot have', async () => {
    expectError(
      await get(t.app, '/api/articles/Best%20Beaches'),
      400,
      'Slug may contain only lowercase letters, digits and hyphens',
    );
  });
});

describe('GET /api/articles/{id}/places', () => {
  it("returns a guide's featured places in the guide's order", async () => {
    const [featured] = await t.db
      .select({ articleId: articlePlaces.articleId })
      .from(articlePlaces)
      .innerJoin(articles, eq(articles.id, articlePlaces.articleId))
      .where(and(eq(articles.status, 'published'), ne(articles.id, unsafeId)))
      .limit(1);
    expect(featured).toBeDefined();
    const expected = await t.db
      .select({ id: places.id })
      .from(articlePlaces)
      .innerJoin(places, eq(places.id, articlePlaces.placeId))
      .where(and(eq(articlePlaces.articleId, featured!.articleId), eq(places.status, 'published')))
      .orderBy(asc(articlePlaces.position), asc(places.id));

    const result = expectOkJson<Place[]>(await get(t.app, `/api/articles/${featured!.articleId}/places`));
    expect(result.length).toBeGreaterThan(0);
    expect(result.map((place) => place.id)).toEqual(expected.map((row) => row.id));
    for (const place of result) expect(Object.keys(place).sort()).toEqual(PLACE_KEYS);
  });

  it('leaves out featured places that are not published', async () => {
    const result = expectOkJson<Place[]>(await get(t.app, `/api/articles/${unsafeId}/places`));
    expect(result.map((place) => place.id)).toEqual([featuredPublishedPlaceId]);
  });

  it('answers 404 "Article not found" for a draft', async () => {
    expectError(await get(t.app, `/api/articles/${draftId}/places`), 404, 'Article not found');
  });

  it('answers 404 "Article not found" for an unknown id', async () => {
    expectError(await get(t.app, `/api/articles/${draftId + 1000}/places`), 404, 'Article not found');
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    expectError(await get(t.app, '/api/articles/abc/places'), 400, /^id: /);
    expectError(await get(t.app, '/api/articles/0/places'), 400, 'Id must be positive');
    expectError(await get(t.app, '/api/articles/1.5/places'), 400, 'Id must be a whole number');
  });
});

describe('GET /api/articles/category/{category}', () => {
  it('returns the published articles of that category, newest first', async () => {
    const all = await list();
    const category = all.find((article) => article.category && !article.slug.startsWith('test-'))!.category!;
    const result = expectOkJson<Article[]>(
      await get(t.app, `/api/articles/category/${encodeURIComponent(category)}`),
    );
    const expected = all.filter((article) => article.category?.toLowerCase() === category.toLowerCase());
    expect(result.map((article) => article.id)).toEqual(expected.map((article) => article.id));
    expectNonIncreasing(result.map((article) => Date.parse(article.createdAt)));
    for (const article of result) expectPublicArticle(article);
  });

  it('matches the category whatever its letter case', async () => {
    const lower = expectOkJson<Article[]>(
      await get(t.app, `/api/articles/category/${encodeURIComponent(TEST_CATEGORY.toLowerCase())}`),
    );
    const upper = expectOkJson<Article[]>(
      await get(t.app, `/api/articles/category/${encodeURIComponent(TEST_CATEGORY.toUpperCase())}`),
    );
    expect(lower.map((article) => article.slug)).toEqual([UNSAFE_SLUG]);
    expect(upper).toEqual(lower);
  });

  it('leaves out drafts of the category and sanitises the content', async () => {
    const result = expectOkJson<Article[]>(
      await get(t.app, `/api/articles/category/${encodeURIComponent(TEST_CATEGORY)}`),
    );
    expect(result.map((article) => article.slug)).toEqual([UNSAFE_SLUG]);
    expectSafeHtml(result[0]!.content);
  });

  it('returns an empty list for a category without articles', async () => {
    expect(expectOkJson(await get(t.app, '/api/articles/category/underwater-basket-weaving'))).toEqual([]);
  });

  it('answers 400 for a blank category', async () => {
    expectError(await get(t.app, '/api/articles/category/%20%20'), 400, /^category: /);
  });
});
