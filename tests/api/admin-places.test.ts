import { and, eq, sql } from 'drizzle-orm';
import { AI_MODELS, ARTICLE_LENGTHS } from '../../src/common/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPlace,
  AdminPlacesPage,
  CategoryChangeResult,
  Place,
  PlaceDescriptions,
  PublishNextResult,
} from '../../src/common/schemas/places';
import { places } from '../../src/server/db/schema';
import { seedPlaces } from '../../src/server/db/seed/records';
import { ProviderError } from '../../src/server/providers/http-json';
import type { WriterProvider } from '../../src/server/providers/writer';
import { offlineWriter } from '../../src/server/providers/writer/offline';
import { asAdmin, expectError, expectOkJson, get, post, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const writerCalls: string[] = [];
let writerFails = false;

/** Stands in for an AI writer (its text is the offline writer's, credited to the model asked for); it records each place it describes and can be made to fail. */
const writer: WriterProvider = {
  name: 'recording writer',
  models: AI_MODELS,
  lengths: ARTICLE_LENGTHS,
  async describePlace(input) {
    writerCalls.push(`${input.place.name} (${input.model})`);
    if (writerFails) throw new ProviderError('OpenAI', 'answered 503', 503);
    return { ...(await offlineWriter().describePlace(input)), aiModel: input.model };
  },
  writeArticle: (input) => offlineWriter().writeArticle(input),
};

beforeAll(async () => {
  t = await createTestApp({ providers: { writer } });
});

afterAll(async () => {
  await t?.close();
});

const countWhere = async (status: 'published' | 'pending' | 'archived') =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(eq(places.status, status))
  )[0]!.n;

async function addPending(name: string, fields: Partial<typeof places.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(places)
    .values({
      slug: name.toLowerCase().replace(/\W+/g, '-'),
      name,
      category: 'cafe',
      status: 'pending',
      latitude: 34.77,
      longitude: 32.42,
      ...fields,
    })
    .returning();
  return row!;
}

describe('GET /api/admin/places', () => {
  it('lists places of every status with their total, 50 a page by default', async () => {
    const page = expectOkJson<AdminPlacesPage>(await get(t.app, '/api/admin/places', asAdmin()));
    expect(page.total).toBe(seedPlaces.length);
    expect(seedPlaces.length).toBeGreaterThan(50);
    expect(page.places).toHaveLength(50);
    expect(Object.keys(page.places[0]!).sort()).toEqual(
      ['address', 'category', 'id', 'lockedFields', 'name', 'rating', 'slug', 'status'].sort(),
    );
    const pages = [page];
    for (let offset = 50; offset < seedPlaces.length; offset += 50) {
      const next = expectOkJson<AdminPlacesPage>(
        await get(t.app, `/api/admin/places?limit=50&offset=${offset}`, asAdmin()),
      );
      expect(next.places).toHaveLength(Math.min(50, seedPlaces.length - offset));
      pages.push(next);
    }
    const ids = pages.flatMap((shown) => shown.places.map((place) => place.id));
    expect(new Set(ids).size).toBe(seedPlaces.length);
  });

  it('filters by status, category and a case-insensitive name search', async () => {
    const pending = expectOkJson<AdminPlacesPage>(
      await get(t.app, '/api/admin/places?status=pending', asAdmin()),
    );
    expect(pending.total).toBe(await countWhere('pending'));
    expect(pending.places.every((place) => place.status === 'pending')).toBe(true);

    const beaches = expectOkJson<AdminPlacesPage>(
      await get(t.app, '/api/admin/places?status=published&category=beach', asAdmin()),
    );
    expect(beaches.total).toBeGreaterThan(0);
    expect(beaches.places.every((place) => place.category === 'beach' && place.status === 'published')).toBe(
      true,
    );

    const coral = expectOkJson<AdminPlacesPage>(
      await get(t.app, '/api/admin/places?search=CORAL', asAdmin()),
    );
    expect(coral.places.map((place) => place.name)).toContain('Coral Bay Beach');
    expect(coral.places.every((place) => /coral/i.test(place.name))).toBe(true);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const page = expectOkJson<AdminPlacesPage>(await get(t.app, '/api/admin/places?search=%25', asAdmin()));
    expect(page.total).toBe(0);
  });

  it.each([
    ['status=closed', 'Status must be published, pending or archived'],
    ['category=museum', 'Category must be one of the ten place categories'],
    ['limit=0', 'Limit must be at least 1'],
    ['limit=101', 'Limit must be at most 100'],
    ['offset=-1', 'Offset must not be negative'],
    ['limit=ten', /limit/i],
  ])('refuses ?%s with 400', async (query, message) => {
    expectError(await get(t.app, `/api/admin/places?${query}`, asAdmin()), 400, message);
  });
});

describe('PATCH /api/admin/places/{id}/category', () => {
  it('changes the category, locks it, and the public place shows it at once', async () => {
    const before = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
    expect(before.category).toBe('beach');
    const updated = expectOkJson<AdminPlace>(
      await send(
        t.app,
        'PATCH',
        `/api/admin/places/${before.id}/category`,
        { category: 'attraction' },
        asAdmin(),
      ),
    );
    expect(updated).toMatchObject({ id: before.id, category: 'attraction', lockedFields: ['category'] });
    const after = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
    expect(after.category).toBe('attraction');
    expect(after.description).toBe(before.description);
  });

  it('drafts a description with the chosen model beside the current one, which stays until accepted', async () => {
    const place = expectOkJson<Place>(await get(t.app, '/api/places/lara-bay'));
    writerCalls.length = 0;
    const updated = expectOkJson<CategoryChangeResult>(
      await send(
        t.app,
        'PATCH',
        `/api/admin/places/${place.id}/category`,
        { regenerateDescription: true, model: 'gpt-4o' },
        asAdmin(),
      ),
    );
    expect(writerCalls).toEqual([`${place.name} (gpt-4o)`]);
    expect(updated.category).toBe('beach');
    expect(updated.lockedFields).toEqual([]);
    expect(updated.draft).toMatchObject({ writer: 'gpt-4o', reviewedAt: null });
    expect(updated.draft!.description).toMatch(/^Lara Bay \(Turtle Beach\) is a beach in Lara\. /);
    // Nothing a visitor reads has changed.
    const after = expectOkJson<Place>(await get(t.app, '/api/places/lara-bay'));
    expect(after.description).toBe(place.description);
    expect(after).toMatchObject({ descriptionWriter: null, descriptionReviewed: false });
  });
  it('answers 502 with the provider named when the writer fails, and changes nothing', async () => {
    const place = expectOkJson<Place>(await get(t.app, '/api/places/timi-beach'));
    writerFails = true;
    try {
      const response = await send(
        t.app,
        'PATCH',
        `/api/admin/places/${place.id}/category`,
        { category: 'landmark', regenerateDescription: true },
        asAdmin(),
      );
      expectError(response, 502, 'OpenAI: answered 503');
    } finally {
      writerFails = false;
    }
    const [row] = await t.db.select().from(places).where(eq(places.id, place.id));
    expect(row!.category).toBe('beach');
    expect(row!.lockedFields).toEqual([]);
  });

  it.each([
    [{}, 'Choose a category or tick Regenerate description'],
    [{ category: 'museum' }, 'Category must be one of the ten place categories'],
    [{ regenerateDescription: true, model: 'gpt-3' }, 'Model must be gpt-4o-mini, gpt-4o or gpt-5'],
    [{ category: 'bar', regenerateDescription: 'yes' }, /regenerateDescription/],
  ])('refuses %j with 400', async (body, message) => {
    expectError(await send(t.app, 'PATCH', '/api/admin/places/1/category', body, asAdmin()), 400, message);
  });

  it('answers 404 for an unknown place', async () => {
    expectError(
      await send(t.app, 'PATCH', '/api/admin/places/999999/category', { category: 'bar' }, asAdmin()),
      404,
      'Place not found',
    );
  });
});

describe('a place description: draft, accept or edit, review, restore', () => {
  const path = (id: number, suffix = '') => `/api/admin/places/${id}/description${suffix}`;

  async function draftFor(slug: string, model = 'gpt-4o') {
    const place = expectOkJson<Place>(await get(t.app, `/api/places/${slug}`));
    const { draft } = expectOkJson<CategoryChangeResult>(
      await send(
        t.app,
        'PATCH',
        `/api/admin/places/${place.id}/category`,
        { regenerateDescription: true, model },
        asAdmin(),
      ),
    );
    return { place, draft: draft! };
  }

  it('accepting the draft keeps the hand-written text as an earlier version and labels the new one', async () => {
    const { place, draft } = await draftFor('tombs-of-the-kings');
    const shown = expectOkJson<PlaceDescriptions>(await get(t.app, path(place.id), asAdmin()));
    expect(shown).toMatchObject({
      placeId: place.id,
      current: { description: place.description, writer: null, reviewedAt: null },
      draft: { id: draft.id, writer: 'gpt-4o' },
      earlier: [],
    });

    const accepted = expectOkJson<PlaceDescriptions>(
      await post(t.app, path(place.id, '/draft/accept'), {}, asAdmin()),
    );
    expect(accepted.current).toMatchObject({
      description: draft.description,
      writer: 'gpt-4o',
      reviewedAt: null,
    });
    expect(accepted.draft).toBeNull();
    expect(accepted.earlier).toEqual([
      expect.objectContaining({ description: place.description, writer: null }),
    ]);
    const publicAfter = expectOkJson<Place>(await get(t.app, `/api/places/${place.slug}`));
    expect(publicAfter).toMatchObject({
      description: draft.description,
      descriptionWriter: 'gpt-4o',
      descriptionReviewed: false,
    });
    const [row] = await t.db.select().from(places).where(eq(places.id, place.id));
    expect(row!.lockedFields).toContain('description');

    const reviewed = expectOkJson<PlaceDescriptions>(
      await post(t.app, path(place.id, '/review'), {}, asAdmin()),
    );
    expect(reviewed.current.reviewedAt).not.toBeNull();
    expect(expectOkJson<Place>(await get(t.app, `/api/places/${place.slug}`)).descriptionReviewed).toBe(true);

    // Undo: the hand-written text comes back, and the writer's text is kept in its turn.
    const restored = expectOkJson<PlaceDescriptions>(
      await post(t.app, path(place.id, `/versions/${accepted.earlier[0]!.id}/restore`), {}, asAdmin()),
    );
    expect(restored.current).toMatchObject({ description: place.description, writer: null });
    expect(restored.earlier.map((version) => version.description)).toEqual([draft.description]);
    expect(restored.earlier[0]!.reviewedAt).not.toBeNull();
    expect(expectOkJson<Place>(await get(t.app, `/api/places/${place.slug}`))).toMatchObject({
      description: place.description,
      descriptionWriter: null,
    });
  });

  it("an edited draft is the operator's own text: no writer label", async () => {
    const { place } = await draftFor('paphos-castle', 'gpt-4o-mini');
    const edited = 'Paphos Castle guards the harbour mole. Its roof gives a view over the harbour.';
    const accepted = expectOkJson<PlaceDescriptions>(
      await post(t.app, path(place.id, '/draft/accept'), { description: `  ${edited} ` }, asAdmin()),
    );
    expect(accepted.current).toMatchObject({ description: edited, writer: null, reviewedAt: null });
    expect(expectOkJson<Place>(await get(t.app, `/api/places/${place.slug}`))).toMatchObject({
      description: edited,
      descriptionWriter: null,
    });
  });

  it('discarding the draft changes nothing a visitor reads', async () => {
    const { place } = await draftFor('paphos-harbour');
    const discarded = expectOkJson<PlaceDescriptions>(
      await send(t.app, 'DELETE', path(place.id, '/draft'), undefined, asAdmin()),
    );
    expect(discarded).toMatchObject({
      draft: null,
      earlier: [],
      current: { description: place.description },
    });
    expectError(
      await send(t.app, 'DELETE', path(place.id, '/draft'), undefined, asAdmin()),
      404,
      'This place has no draft description',
    );
    expectError(
      await post(t.app, path(place.id, '/draft/accept'), {}, asAdmin()),
      404,
      'This place has no draft description',
    );
  });

  it('refuses what makes no sense with a clear message', async () => {
    const place = expectOkJson<Place>(await get(t.app, '/api/places/paphos-lighthouse'));
    expectError(
      await post(t.app, path(place.id, '/review'), {}, asAdmin()),
      409,
      'Only a description written by a writer needs reviewing',
    );
    expectError(
      await post(t.app, path(place.id, '/versions/999999/restore'), {}, asAdmin()),
      404,
      'No such earlier description of this place',
    );
    expectError(await get(t.app, path(999999), asAdmin()), 404, 'Place not found');
    expectError(await get(t.app, path(place.id).replace(`${place.id}`, 'abc'), asAdmin()), 400, /^id: /);
    await draftFor('paphos-lighthouse');
    expectError(
      await post(t.app, path(place.id, '/draft/accept'), { description: '   ' }, asAdmin()),
      400,
      'The description must not be empty',
    );
    expectError(await get(t.app, path(place.id)), 401, /admin key/i);
  });
});

describe('POST /api/admin/publish-next', () => {
  it('publishes the oldest pending places, writes missing descriptions, and /api/places shows them at once', async () => {
    await get(t.app, '/api/places');
    const older = await addPending('Publish Test Older Cafe', {
      createdAt: new Date('2020-01-01T00:00:00Z'),
    });
    const oldest = await addPending('Publish Test Oldest Cafe', {
      createdAt: new Date('2019-01-01T00:00:00Z'),
      description: 'Hand-written.',
    });
    const publishedBefore = await countWhere('published');
    writerCalls.length = 0;

    const result = expectOkJson<PublishNextResult>(
      await post(t.app, '/api/admin/publish-next', { quantity: 2 }, asAdmin()),
    );

    expect(result).toEqual({
      success: true,
      count: 2,
      places: [
        { id: oldest.id, name: 'Publish Test Oldest Cafe', slug: oldest.slug },
        { id: older.id, name: 'Publish Test Older Cafe', slug: older.slug },
      ],
      message: 'Published 2 places.',
    });
    expect(await countWhere('published')).toBe(publishedBefore + 2);
    expect(writerCalls).toEqual(['Publish Test Older Cafe (gpt-4o-mini)']);
    const listed = expectOkJson<Place[]>(await get(t.app, '/api/places'));
    const written = listed.find((place) => place.id === older.id)!;
    expect(written.description).toMatch(/^Publish Test Older Cafe is a café in Paphos district\. /);
    // Nothing was there to replace, so the writer's text goes up at once, labelled until reviewed.
    expect(written).toMatchObject({ descriptionWriter: 'gpt-4o-mini', descriptionReviewed: false });
    expect(listed.find((place) => place.id === oldest.id)!.description).toBe('Hand-written.');
    // Publishing puts a place on the site now: it is 'New'.
    expect(Date.now() - Date.parse(written.createdAt)).toBeLessThan(60_000);
  });

  it('publishes only places whose name, category or address holds the keyword', async () => {
    const match = await addPending('Keyword Test Place', {
      address: 'Somewhere in Kathikas',
      createdAt: new Date('2018-01-01'),
    });
    await addPending('Keyword Test Other', { address: 'Peyia', createdAt: new Date('2017-01-01') });
    const result = expectOkJson<PublishNextResult>(
      await post(t.app, '/api/admin/publish-next', { quantity: 5, keyword: 'kathikas' }, asAdmin()),
    );
    expect(result.places.map((place) => place.id)).toEqual([match.id]);
  });

  it('says so, without an error, when nothing pending matches', async () => {
    const result = expectOkJson<PublishNextResult>(
      await post(
        t.app,
        '/api/admin/publish-next',
        { quantity: 3, keyword: 'no such place anywhere' },
        asAdmin(),
      ),
    );
    expect(result).toEqual({
      success: false,
      count: 0,
      places: [],
      message: 'No pending places match "no such place anywhere".',
    });
  });

  it('leaves a place pending, and says why, when its description cannot be written', async () => {
    const stuck = await addPending('Writer Failure Cafe', { createdAt: new Date('2010-01-01') });
    writerFails = true;
    try {
      const result = expectOkJson<PublishNextResult>(
        await post(t.app, '/api/admin/publish-next', { quantity: 1 }, asAdmin()),
      );
      expect(result.success).toBe(false);
      expect(result.count).toBe(0);
      expect(result.message).toBe(
        'Published 0 places. Left pending, as no description could be written: Writer Failure Cafe (OpenAI: answered 503).',
      );
    } finally {
      writerFails = false;
    }
    const [row] = await t.db.select().from(places).where(eq(places.id, stuck.id));
    expect(row!.status).toBe('pending');
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be between 1 and 50'],
    [{ quantity: 51 }, 'Quantity must be between 1 and 50'],
    [{ quantity: 2.5 }, 'Quantity must be a whole number'],
    [{ quantity: '3' }, 'Quantity must be a number'],
    [{}, 'Quantity must be a number'],
  ])('refuses %j with 400', async (body, message) => {
    expectError(await post(t.app, '/api/admin/publish-next', body, asAdmin()), 400, message);
  });
});

describe('POST /api/admin/archive-pending', () => {
  it('archives every pending place, answers the count, and publishes nothing', async () => {
    const pending = await countWhere('pending');
    const published = await countWhere('published');
    expect(pending).toBeGreaterThan(0);
    const result = expectOkJson<{ count: number }>(
      await post(t.app, '/api/admin/archive-pending', undefined, asAdmin()),
    );
    expect(result).toEqual({ count: pending });
    expect(await countWhere('pending')).toBe(0);
    expect(await countWhere('published')).toBe(published);
    const archivedNow = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(places)
      .where(and(eq(places.status, 'archived')));
    expect(archivedNow[0]!.n).toBeGreaterThanOrEqual(pending);
    expect(
      expectOkJson<{ count: number }>(await post(t.app, '/api/admin/archive-pending', undefined, asAdmin())),
    ).toEqual({
      count: 0,
    });
  });
});
