import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '../../src/common/schemas/admin';
import type {
  AdminArticle,
  ArticleVersion,
  AdminArticleListItem,
  Article,
  GeneratedArticle,
} from '../../src/common/schemas/articles';
import type { Banner } from '../../src/common/schemas/banners';
import type { ContactMessage } from '../../src/common/schemas/contact';
import type { Place } from '../../src/common/schemas/places';
import type { PlatformSettings, PublicSettings, SocialLinks } from '../../src/common/schemas/settings';
import { articlePlaces, articles, events, pins } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { asAdmin, del, expectError, expectFieldErrors, expectOkJson, get, post, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = fixedClock('2026-11-23T10:00:00Z');
let t: TestApp;
let beach: Place;
let lara: Place;

beforeAll(async () => {
  t = await createTestApp({ clock });
  beach = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
  lara = expectOkJson<Place>(await get(t.app, '/api/places/lara-bay'));
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/writer without an AI key', () => {
  it('names the offline writer and offers no model and no length', async () => {
    expect(expectOkJson(await get(t.app, '/api/admin/writer', asAdmin()))).toEqual({
      name: 'offline writer',
      offline: true,
      models: [],
      lengths: [],
    });
  });
});

describe('admin articles', () => {
  const draft = () => ({
    title: 'Coral Bay or Lara Bay?',
    category: 'Beaches',
    status: 'published' as const,
    featuredImageUrl: '/images/guides/best-beaches-in-paphos.svg',
    excerpt: 'Two beaches compared.',
    content: 'Intro.\n\n## Coral Bay Beach\n\nSand.\n\n## Lara Bay (Turtle Beach)\n\nTurtles.',
    placeIds: [beach.id, lara.id],
    longtailKeywords: ['coral bay or lara'],
    useAccordion: true,
  });

  it('lists every article with markdown content, drafts included, and its featured places in order', async () => {
    const articles = expectOkJson<AdminArticleListItem[]>(await get(t.app, '/api/admin/articles', asAdmin()));
    const beaches = articles.find((article) => article.slug === 'best-beaches-in-paphos')!;
    expect(beaches.content).toContain('## Coral Bay Beach');
    expect(beaches.content).not.toContain('<h2');
    expect(beaches.placeIds.length).toBeGreaterThan(1);
    expect(beaches.featuredPlaces.map((place) => place.id)).toEqual(beaches.placeIds);
    expect(beaches.featuredPlaces[0]).toEqual({ id: beach.id, name: 'Coral Bay Beach' });
  });

  it('writes a comparison with the writer and saves nothing', async () => {
    const before = expectOkJson<AdminArticle[]>(await get(t.app, '/api/admin/articles', asAdmin())).length;
    const generated = expectOkJson<GeneratedArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        {
          generateWithAI: true,
          title: 'Coral Bay or Lara Bay?',
          placeIds: [beach.id, lara.id],
          articleLength: 'short',
        },
        asAdmin(),
      ),
    );
    expect(generated.aiModel).toBeNull();
    expect(generated.content).toContain('## Coral Bay Beach');
    expect(generated.content).toContain('## Lara Bay (Turtle Beach)');
    expect(generated.content).toContain('Both are beaches.');
    expect(generated.excerpt).toBe(
      'Coral Bay Beach and Lara Bay (Turtle Beach) compared: kind, area, price and what sets each apart.',
    );
    expect(expectOkJson<AdminArticle[]>(await get(t.app, '/api/admin/articles', asAdmin()))).toHaveLength(
      before,
    );
  });

  it.each([
    [
      { generateWithAI: true, title: 'X', placeIds: [1] },
      'Please select at least 2 places to generate a comparison article',
    ],
    [{ generateWithAI: true, title: ' ', placeIds: [1, 2] }, 'Please enter an article title first'],
    [
      { generateWithAI: true, title: 'X', placeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      'You can select up to 10 places maximum',
    ],
    [
      { generateWithAI: true, title: 'X', placeIds: [1, 2], aiModel: 'gpt-3' },
      'Model must be gpt-4o-mini, gpt-4o or gpt-5',
    ],
    [{ generateWithAI: true, title: 'X', placeIds: [1, 999999] }, 'Unknown place id: 999999'],
  ])('refuses the generation request %j', async (body, message) => {
    expectError(await post(t.app, '/api/admin/articles', body, asAdmin()), 400, message);
  });

  it('saves an article with a unique slug and its places; the public list and page show it at once', async () => {
    await get(t.app, '/api/articles');
    const created = expectOkJson<AdminArticle>(
      await post(t.app, '/api/admin/articles', draft(), asAdmin()),
      201,
    );
    expect(created).toMatchObject({
      slug: 'coral-bay-or-lara-bay',
      title: 'Coral Bay or Lara Bay?',
      placeIds: [beach.id, lara.id],
    });
    const again = expectOkJson<AdminArticle>(
      await post(t.app, '/api/admin/articles', draft(), asAdmin()),
      201,
    );
    expect(again.slug).toBe('coral-bay-or-lara-bay-2');

    const list = expectOkJson<Article[]>(await get(t.app, '/api/articles'));
    expect(list.map((article) => article.slug)).toContain('coral-bay-or-lara-bay');
    const page = expectOkJson<Article>(await get(t.app, '/api/articles/coral-bay-or-lara-bay'));
    expect(page.content).toContain('<h2');
    const featured = expectOkJson<Place[]>(await get(t.app, `/api/articles/${created.id}/places`));
    expect(featured.map((place) => place.id)).toEqual([beach.id, lara.id]);
  });

  it('keeps a draft off the public site', async () => {
    const created = expectOkJson<AdminArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        { ...draft(), title: 'Draft only', status: 'draft' },
        asAdmin(),
      ),
      201,
    );
    expectError(await get(t.app, `/api/articles/${created.slug}`), 404, 'Article not found');
  });

  it('updates an article, keeping its slug, and replaces its places', async () => {
    const created = expectOkJson<AdminArticle>(
      await post(t.app, '/api/admin/articles', { ...draft(), title: 'Update me' }, asAdmin()),
      201,
    );
    await get(t.app, `/api/articles/${created.slug}`);
    const updated = expectOkJson<AdminArticle>(
      await send(
        t.app,
        'PUT',
        `/api/admin/articles/${created.id}`,
        { ...draft(), title: 'Updated title', placeIds: [lara.id] },
        asAdmin(),
      ),
    );
    expect(updated).toMatchObject({ slug: 'update-me', title: 'Updated title', placeIds: [lara.id] });
    expect(expectOkJson<Article>(await get(t.app, '/api/articles/update-me')).title).toBe('Updated title');
    const links = await t.db.select().from(articlePlaces).where(eq(articlePlaces.articleId, created.id));
    expect(links.map((link) => link.placeId)).toEqual([lara.id]);
  });

  it('marks writer text as AI-generated with the model', async () => {
    const created = expectOkJson<AdminArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        { ...draft(), title: 'By the writer', aiGenerated: true, aiModel: 'gpt-4o' },
        asAdmin(),
      ),
      201,
    );
    expect(created).toMatchObject({ aiGenerated: true, aiModel: 'gpt-4o', reviewed: false });
  });

  it("records when the operator reviewed a writer's text, and the public guide says so", async () => {
    const body = { ...draft(), title: 'Reviewed by us', aiGenerated: true, aiModel: 'gpt-4o' as const };
    const created = expectOkJson<AdminArticle>(
      await post(t.app, '/api/admin/articles', { ...body, reviewed: true }, asAdmin()),
      201,
    );
    expect(created.reviewed).toBe(true);
    expect(expectOkJson<Article>(await get(t.app, '/api/articles/reviewed-by-us')).reviewed).toBe(true);
    const [row] = await t.db.select().from(articles).where(eq(articles.id, created.id));
    // A later save that keeps it reviewed keeps the time it was first reviewed.
    const startedAt = clock.now();
    clock.set(new Date(startedAt.getTime() + 60_000));
    try {
      await send(t.app, 'PUT', `/api/admin/articles/${created.id}`, { ...body, reviewed: true }, asAdmin());
    } finally {
      clock.set(startedAt);
    }
    const [again] = await t.db.select().from(articles).where(eq(articles.id, created.id));
    expect(again!.reviewedAt).toEqual(row!.reviewedAt);
    // A person's text is never 'reviewed'; unticked, the writer's text is labelled again.
    const unticked = expectOkJson<AdminArticle>(
      await send(t.app, 'PUT', `/api/admin/articles/${created.id}`, { ...body, reviewed: false }, asAdmin()),
    );
    expect(unticked.reviewed).toBe(false);
    const byPerson = expectOkJson<AdminArticle>(
      await send(
        t.app,
        'PUT',
        `/api/admin/articles/${created.id}`,
        { ...draft(), title: 'Reviewed by us', reviewed: true },
        asAdmin(),
      ),
    );
    expect(byPerson).toMatchObject({ aiGenerated: false, reviewed: false });
  });

  it('keeps the text each save replaces, newest first, when the save changes it', async () => {
    const created = expectOkJson<AdminArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        { ...draft(), title: 'Versioned', content: 'First text.' },
        asAdmin(),
      ),
      201,
    );
    const path = `/api/admin/articles/${created.id}`;
    expect(expectOkJson<ArticleVersion[]>(await get(t.app, `${path}/versions`, asAdmin()))).toEqual([]);
    await send(t.app, 'PUT', path, { ...draft(), title: 'Versioned', content: 'Second text.' }, asAdmin());
    // A save that changes no text (the status) keeps no version.
    await send(
      t.app,
      'PUT',
      path,
      { ...draft(), title: 'Versioned', content: 'Second text.', status: 'draft' },
      asAdmin(),
    );
    await send(
      t.app,
      'PUT',
      path,
      { ...draft(), title: 'Versioned', content: 'Third text.', aiGenerated: true, aiModel: 'gpt-5' },
      asAdmin(),
    );
    const versions = expectOkJson<ArticleVersion[]>(await get(t.app, `${path}/versions`, asAdmin()));
    expect(versions.map((version) => version.content)).toEqual(['Second text.', 'First text.']);
    expect(versions[0]).toMatchObject({
      title: 'Versioned',
      aiGenerated: false,
      aiModel: null,
      reviewedAt: null,
    });
    expectError(await get(t.app, '/api/admin/articles/999999/versions', asAdmin()), 404, 'Article not found');
  });

  it('deletes an article and its place links; the public page is gone at once', async () => {
    const created = expectOkJson<AdminArticle>(
      await post(t.app, '/api/admin/articles', { ...draft(), title: 'Delete me' }, asAdmin()),
      201,
    );
    await get(t.app, '/api/articles/delete-me');
    expect(expectOkJson(await del(t.app, `/api/admin/articles/${created.id}`, asAdmin()))).toEqual({
      success: true,
    });
    expectError(await get(t.app, '/api/articles/delete-me'), 404, 'Article not found');
    expect(await t.db.select().from(articlePlaces).where(eq(articlePlaces.articleId, created.id))).toEqual(
      [],
    );
    expectError(await del(t.app, `/api/admin/articles/${created.id}`, asAdmin()), 404, 'Article not found');
  });

  it.each([
    [{ title: '  ' }, 'Please enter an article title'],
    [{ content: '' }, 'Please generate or write article content'],
    [{ status: 'live' }, 'Status must be draft or published'],
    [
      { featuredImageUrl: 'javascript:alert(1)' },
      'Featured image URL must start with http://, https:// or /',
    ],
    [{ placeIds: [1, 1] }, 'A place can be featured only once'],
    [{ placeIds: [999999] }, 'Unknown place id: 999999'],
    [{ placeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }, 'You can select up to 10 places maximum'],
  ])('refuses a save with %j', async (change, message) => {
    expectError(await post(t.app, '/api/admin/articles', { ...draft(), ...change }, asAdmin()), 400, message);
  });

  it('answers 404 to an update of an unknown article', async () => {
    expectError(
      await send(t.app, 'PUT', '/api/admin/articles/999999', draft(), asAdmin()),
      404,
      'Article not found',
    );
  });
});

describe('admin banners', () => {
  const advert = {
    keyword: 'wine',
    awinCode: '<a href="https://example.com">Wine tours</a>',
    isDefault: false,
    isActive: true,
  };

  it('creates a banner (active and not default unless said), and the public list shows it at once', async () => {
    await get(t.app, '/api/banners');
    const created = expectOkJson<Banner>(
      await post(t.app, '/api/admin/banners', { awinCode: '<p>Plain</p>' }, asAdmin()),
      201,
    );
    expect(created).toMatchObject({
      keyword: null,
      awinCode: '<p>Plain</p>',
      isActive: true,
      isDefault: false,
    });
    const listed = expectOkJson<Banner[]>(await get(t.app, '/api/banners'));
    expect(listed.map((banner) => banner.id)).toContain(created.id);
  });

  it('keeps one default banner: making one the default unsets the others', async () => {
    const first = expectOkJson<Banner>(
      await post(t.app, '/api/admin/banners', { ...advert, isDefault: true }, asAdmin()),
      201,
    );
    const second = expectOkJson<Banner>(
      await post(t.app, '/api/admin/banners', { ...advert, isDefault: true }, asAdmin()),
      201,
    );
    const all = expectOkJson<Banner[]>(await get(t.app, '/api/admin/banners', asAdmin()));
    expect(all.filter((banner) => banner.isDefault).map((banner) => banner.id)).toEqual([second.id]);
    expect(all.find((banner) => banner.id === first.id)!.isDefault).toBe(false);
  });

  it('updates a banner, and an inactive one leaves the public list at once', async () => {
    const created = expectOkJson<Banner>(await post(t.app, '/api/admin/banners', advert, asAdmin()), 201);
    await get(t.app, '/api/banners');
    const updated = expectOkJson<Banner>(
      await send(
        t.app,
        'PATCH',
        `/api/admin/banners/${created.id}`,
        { ...advert, keyword: 'vineyard', isActive: false },
        asAdmin(),
      ),
    );
    expect(updated).toMatchObject({ keyword: 'vineyard', isActive: false });
    const listed = expectOkJson<Banner[]>(await get(t.app, '/api/banners'));
    expect(listed.map((banner) => banner.id)).not.toContain(created.id);
  });

  it('deletes a banner', async () => {
    const created = expectOkJson<Banner>(await post(t.app, '/api/admin/banners', advert, asAdmin()), 201);
    expect(expectOkJson(await del(t.app, `/api/admin/banners/${created.id}`, asAdmin()))).toEqual({
      success: true,
    });
    expectError(await del(t.app, `/api/admin/banners/${created.id}`, asAdmin()), 404, 'Banner not found');
    expectError(
      await send(t.app, 'PATCH', `/api/admin/banners/${created.id}`, advert, asAdmin()),
      404,
      'Banner not found',
    );
  });

  it.each([
    [{ keyword: 'x' }, 'Affiliate advert code is required'],
    [{ awinCode: '   ' }, 'Affiliate advert code is required'],
    [{ awinCode: '<p>x</p>', isActive: 'yes' }, /isActive/],
  ])('refuses %j with 400', async (body, message) => {
    expectError(await post(t.app, '/api/admin/banners', body, asAdmin()), 400, message);
  });
});

describe('admin settings', () => {
  const settings = {
    pinterestPostsPerDay: 5,
    facebookUrl: 'https://facebook.com/paphosguide',
    instagramUrl: '',
    twitterUrl: null,
    youtubeUrl: 'https://youtube.com/@paphosguide',
    tiktokUrl: '',
    pinterestUrl: '',
    googleAnalyticsId: 'G-ABC1234567',
    contactEmail: ' hello@example.com ',
    privacyEmail: '',
    legalEmail: 'legal@example.com',
  };

  it('saves every setting at once; blanks clear a value; the public answers change at once', async () => {
    await get(t.app, '/api/settings/social');
    await get(t.app, '/api/settings/public');
    const saved = expectOkJson<PlatformSettings>(
      await send(t.app, 'PUT', '/api/admin/settings', settings, asAdmin()),
    );
    expect(saved).toEqual({
      ...settings,
      instagramUrl: null,
      tiktokUrl: null,
      pinterestUrl: null,
      contactEmail: 'hello@example.com',
      privacyEmail: null,
    });
    expect(expectOkJson<PlatformSettings>(await get(t.app, '/api/admin/settings', asAdmin()))).toEqual(saved);
    expect(expectOkJson<SocialLinks>(await get(t.app, '/api/settings/social')).facebookUrl).toBe(
      'https://facebook.com/paphosguide',
    );
    expect(expectOkJson<PublicSettings>(await get(t.app, '/api/settings/public'))).toEqual({
      googleAnalyticsId: 'G-ABC1234567',
      contactEmail: 'hello@example.com',
      privacyEmail: null,
      legalEmail: 'legal@example.com',
    });
  });

  it.each([
    [{ pinterestPostsPerDay: 11 }, 'Pinterest posts per day must be between 0 and 10'],
    [{ pinterestPostsPerDay: -1 }, 'Pinterest posts per day must be between 0 and 10'],
    [{ pinterestPostsPerDay: 2.5 }, 'Pinterest posts per day must be a whole number'],
    [{ pinterestPostsPerDay: 'three' }, 'Pinterest posts per day must be a number'],
    [
      { facebookUrl: 'javascript:alert(1)' },
      'Facebook URL must be a web address starting with http:// or https://',
    ],
    [
      { instagramUrl: 'ftp://example.com' },
      'Instagram URL must be a web address starting with http:// or https://',
    ],
    [
      { googleAnalyticsId: 'UA-12345-1' },
      "Analytics measurement ID must look like 'G-XXXXXXX' or 'GT-XXXXXXX' (or be left blank)",
    ],
    [
      { contactEmail: 'hello at example.com' },
      'Contact email must be an email address such as name@example.com (or be left blank)',
    ],
    [
      { privacyEmail: 'privacy@' },
      'Privacy email must be an email address such as name@example.com (or be left blank)',
    ],
    [
      { legalEmail: 'legal@example.com?subject=hi' },
      'Legal email must be an email address such as name@example.com (or be left blank)',
    ],
    [{ legalEmail: `${'l'.repeat(250)}@example.com` }, 'Legal email is too long'],
  ])('refuses %j with 400, naming the field, and keeps the saved settings', async (change, message) => {
    const before = expectOkJson<PlatformSettings>(await get(t.app, '/api/admin/settings', asAdmin()));
    const [field] = Object.keys(change);
    expectFieldErrors(
      await send(t.app, 'PUT', '/api/admin/settings', { ...settings, ...change }, asAdmin()),
      400,
      { [field!]: message },
      message,
    );
    expect(expectOkJson<PlatformSettings>(await get(t.app, '/api/admin/settings', asAdmin()))).toEqual(
      before,
    );
  });

  it('names every refused field with its own message, and all of them in the message', async () => {
    expectFieldErrors(
      await send(
        t.app,
        'PUT',
        '/api/admin/settings',
        { ...settings, instagramUrl: 'instagram.com/paphos', legalEmail: 'legal' },
        asAdmin(),
      ),
      400,
      {
        instagramUrl: 'Instagram URL must be a web address starting with http:// or https://',
        legalEmail: 'Legal email must be an email address such as name@example.com (or be left blank)',
      },
      'Instagram URL must be a web address starting with http:// or https://; Legal email must be an email address such as name@example.com (or be left blank)',
    );
  });
});

describe('admin contact messages', () => {
  it('lists messages newest first and toggles read both ways', async () => {
    const message = {
      name: 'Eleni',
      email: 'eleni@example.com',
      subject: 'Opening hours',
      message: 'Is the castle open on Sundays?',
    };
    expect((await post(t.app, '/api/contact', message)).statusCode).toBe(201);
    expect((await post(t.app, '/api/contact', { ...message, subject: 'A second question' })).statusCode).toBe(
      201,
    );
    const inbox = expectOkJson<ContactMessage[]>(await get(t.app, '/api/admin/contact-messages', asAdmin()));
    expect(inbox.map((entry) => entry.subject).slice(0, 2)).toEqual(['A second question', 'Opening hours']);
    expect(inbox[0]).toMatchObject({ ...message, subject: 'A second question', isRead: false });

    const read = expectOkJson<ContactMessage>(
      await send(t.app, 'PATCH', `/api/admin/contact-messages/${inbox[0]!.id}`, { isRead: true }, asAdmin()),
    );
    expect(read.isRead).toBe(true);
    const unread = expectOkJson<ContactMessage>(
      await send(t.app, 'PATCH', `/api/admin/contact-messages/${inbox[0]!.id}`, { isRead: false }, asAdmin()),
    );
    expect(unread.isRead).toBe(false);
  });

  it('refuses a bad body and an unknown message', async () => {
    expectError(
      await send(t.app, 'PATCH', '/api/admin/contact-messages/1', { isRead: 'yes' }, asAdmin()),
      400,
      'isRead must be true or false',
    );
    expectError(
      await send(t.app, 'PATCH', '/api/admin/contact-messages/999999', { isRead: true }, asAdmin()),
      404,
      'Message not found',
    );
  });
});

describe('GET /api/admin/stats at a fixed time', () => {
  it('counts only events on in the next 7 days (one under way too) and pins posted this Paphos month', async () => {
    const before = expectOkJson<AdminStats>(await get(t.app, '/api/admin/stats', asAdmin()));
    const at = (iso: string) => new Date(iso);
    await t.db.insert(events).values([
      { name: 'In three days', startTime: at('2026-11-26T18:00:00Z') },
      { name: 'In eight days', startTime: at('2026-12-01T18:00:00Z') },
      { name: 'Yesterday', startTime: at('2026-11-22T18:00:00Z') },
      // Under way at 10:00: a day's market with its time to be confirmed, stored from midnight to midnight.
      {
        name: 'Today, all day',
        startTime: at('2026-11-22T22:00:00Z'),
        endTime: at('2026-11-23T22:00:00Z'),
      },
      {
        name: 'Ended this morning',
        startTime: at('2026-11-23T06:00:00Z'),
        endTime: at('2026-11-23T09:00:00Z'),
      },
    ]);
    await t.db.insert(pins).values([
      { status: 'posted', postedAt: at('2026-11-01T00:30:00Z') },
      { status: 'failed', postedAt: at('2026-11-05T10:00:00Z') },
      // 21:30 UTC on 31 October is 23:30 in Paphos (UTC+2): still last month.
      { status: 'posted', postedAt: at('2026-10-31T21:30:00Z') },
    ]);
    const after = expectOkJson<AdminStats>(await get(t.app, '/api/admin/stats', asAdmin()));
    expect(after.totalEvents).toBe(before.totalEvents + 2);
    expect(after.pinsPosted).toBe(before.pinsPosted + 1);
  });
});
