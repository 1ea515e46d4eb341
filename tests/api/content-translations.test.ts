import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminArticle, Article } from '../../src/common/schemas/articles';
import type { Place } from '../../src/common/schemas/places';
import type {
  AdminTranslation,
  ArticleInLanguage,
  PlaceInLanguage,
} from '../../src/common/schemas/translations';
import { contentTranslations, places } from '../../src/server/db/schema';
import { describePage } from '../../src/server/modules/seo/service';
import type { FakeServer } from '../fakes/fake-server';
import {
  chatRequest,
  FAKE_OPENAI_KEY,
  openAiAnswers,
  startFakeOpenAi,
  type ChatRequest,
} from '../fakes/openai';
import { asAdmin, del, expectError, expectOkJson, get, post, send } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const NEEDS_KEY = 'A translation needs an AI key (OPENAI_API_KEY), and none is set: nothing was translated.';

/** A fake model's Greek: every line but a '## ' heading marked, so a test can tell it and the source apart. */
function inGreek(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' || line.startsWith('## ') ? line : `ΕΛ: ${line}`))
    .join('\n');
}

/** Answers a translation request with each field 'translated' (the texts read back from the prompt). */
function translateAsAsked(request: ChatRequest): Record<string, unknown> {
  const prompt = request.messages.find((message) => message.role === 'user')!.content;
  const texts = JSON.parse(/Texts \(JSON\):\n([\s\S]*)$/.exec(prompt)![1]!) as Record<
    string,
    string | string[]
  >;
  return Object.fromEntries(
    Object.entries(texts).map(([field, value]) => [
      field,
      Array.isArray(value) ? value.map(inGreek) : inGreek(value),
    ]),
  );
}

type PlaceRead = Place & { inLanguage?: PlaceInLanguage };
type ArticleRead = Article & { inLanguage?: ArticleInLanguage };

let openAi: FakeServer;
let t: TestApp;
let offline: TestApp;
let beach: PlaceRead;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  // The fake answers the translation's structured output with the texts it was sent, 'in Greek'.
  openAi.answerWith(openAiAnswers((request) => translateAsAsked(request) as Record<string, string>));
  t = await createTestApp({
    config: { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: `${openAi.origin}/v1` },
  });
  offline = await createTestApp();
  beach = expectOkJson<PlaceRead>(await get(t.app, '/api/places/coral-bay-beach'));
});

afterAll(async () => {
  await t?.close();
  await offline?.close();
  await openAi?.close();
});

const placeUrl = (id: number, suffix = '') => `/api/admin/places/${id}/translations${suffix}`;
const readPlace = async (app: TestApp, language?: string) =>
  expectOkJson<PlaceRead>(
    await get(app.app, `/api/places/coral-bay-beach${language ? `?language=${language}` : ''}`),
  );

describe('POST /api/admin/places/{id}/translations/{language}', () => {
  it('translates the description and highlights into Greek with the model, stored unreviewed', async () => {
    openAi.requests.length = 0;
    const translation = expectOkJson<AdminTranslation>(
      await post(t.app, placeUrl(beach.id, '/el'), { model: 'gpt-4o' }, asAdmin()),
    );
    expect(translation).toMatchObject({
      language: 'el',
      aiModel: 'gpt-4o',
      reviewed: false,
      fields: {
        description: `ΕΛ: ${beach.description}`,
        highlights: beach.highlights.map((h) => `ΕΛ: ${h}`),
      },
    });
    const sent = chatRequest(openAi.requests[0]!);
    expect(sent.model).toBe('gpt-4o');
    expect(sent.messages[1]!.content).toContain('into Greek (Ελληνικά)');
    expect(sent.messages[1]!.content).toContain(
      'Keep these place names exactly as written, in headings too: "Coral Bay Beach".',
    );
    expect(sent.response_format?.json_schema?.name).toBe('translation');
  });

  it('shows in the public Greek read, flagged as an unreviewed machine translation', async () => {
    const place = await readPlace(t, 'el');
    expect(place.inLanguage).toEqual({
      language: 'el',
      name: null,
      translation: {
        description: `ΕΛ: ${beach.description}`,
        highlights: beach.highlights.map((h) => `ΕΛ: ${h}`),
        machine: true,
      },
    });
    // The English text itself is unchanged.
    expect(place.description).toBe(beach.description);
  });

  it('leaves the English read as it was, and other languages without a translation', async () => {
    const english = await readPlace(t);
    expect(english).toEqual(beach);
    expect(english).not.toHaveProperty('inLanguage');
    expect((await readPlace(t, 'en')).inLanguage).toBeUndefined();
    expect((await readPlace(t, 'de')).inLanguage).toEqual({ language: 'de', name: null, translation: null });
  });

  it('gives the place its name in the language from its source, in the read and the page title', async () => {
    await t.db
      .update(places)
      .set({ nameTranslations: { el: 'Παραλία Κόραλ Μπέι', ru: 'Пляж Корал Бэй' } })
      .where(eq(places.id, beach.id));
    // The write above bypasses the services: the cache is cleared as a place edit would.
    t.ctx.cache.invalidate('places:');
    expect((await readPlace(t, 'el')).inLanguage?.name).toBe('Παραλία Κόραλ Μπέι');
    const head = await describePage(
      t.ctx,
      '/el/places/coral-bay-beach',
      new URLSearchParams(),
      'http://x.test',
    );
    expect(head.head.title).toMatch(/^Παραλία Κόραλ Μπέι/);
    const english = await describePage(
      t.ctx,
      '/places/coral-bay-beach',
      new URLSearchParams(),
      'http://x.test',
    );
    expect(english.head.title).toMatch(/^Coral Bay Beach/);
  });

  it('lists the translation for the admin', async () => {
    const list = expectOkJson<AdminTranslation[]>(await get(t.app, placeUrl(beach.id), asAdmin()));
    expect(list.map((item) => [item.language, item.aiModel, item.reviewed])).toEqual([
      ['el', 'gpt-4o', false],
    ]);
  });

  it('marking it reviewed clears the flag on the public read', async () => {
    const reviewed = expectOkJson<AdminTranslation>(
      await post(t.app, placeUrl(beach.id, '/el/review'), undefined, asAdmin()),
    );
    expect(reviewed).toMatchObject({ aiModel: 'gpt-4o', reviewed: true });
    expect((await readPlace(t, 'el')).inLanguage?.translation?.machine).toBe(false);
  });

  it('does not replace a reviewed translation silently: 409 unless asked to replace', async () => {
    expectError(
      await post(t.app, placeUrl(beach.id, '/el'), {}, asAdmin()),
      409,
      'The Greek translation has been reviewed: a new machine translation would replace it. Ask to replace it to go ahead.',
    );
    const replaced = expectOkJson<AdminTranslation>(
      await post(t.app, placeUrl(beach.id, '/el'), { replace: true }, asAdmin()),
    );
    expect(replaced).toMatchObject({ aiModel: 'gpt-4o-mini', reviewed: false });
  });

  it("keeps a person's edit, counted as reviewed, and a second machine translation does not replace it", async () => {
    const edited = expectOkJson<AdminTranslation>(
      await send(
        t.app,
        'PUT',
        placeUrl(beach.id, '/el'),
        { description: 'Μια αμμώδης παραλία με ρηχά νερά.', highlights: ['Ρηχά νερά'] },
        asAdmin(),
      ),
    );
    expect(edited).toMatchObject({ aiModel: null, reviewed: true });
    expectError(
      await post(t.app, placeUrl(beach.id, '/el'), { model: 'gpt-4o' }, asAdmin()),
      409,
      'The Greek translation was written by a person: a machine translation would replace it. Ask to replace it to go ahead.',
    );
    expect((await readPlace(t, 'el')).inLanguage?.translation).toEqual({
      description: 'Μια αμμώδης παραλία με ρηχά νερά.',
      highlights: ['Ρηχά νερά'],
      machine: false,
    });
  });

  it('deletes a translation: the Greek read has none again', async () => {
    expectOkJson(await del(t.app, placeUrl(beach.id, '/el'), asAdmin()));
    expect((await readPlace(t, 'el')).inLanguage?.translation).toBeNull();
    expectError(await del(t.app, placeUrl(beach.id, '/el'), asAdmin()), 404, 'There is no Greek translation');
  });

  it('refuses a language the site does not translate into (400) and an unknown place (404)', async () => {
    expectError(
      await post(t.app, placeUrl(beach.id, '/fr'), {}, asAdmin()),
      400,
      /Language must be one of el, de, ru, he/,
    );
    expectError(await post(t.app, placeUrl(beach.id, '/en'), {}, asAdmin()), 400, /Language must be one of/);
    expectError(await post(t.app, placeUrl(999_999, '/el'), {}, asAdmin()), 404, 'Place not found');
    expectError(await get(t.app, '/api/places/coral-bay-beach?language=xx'), 400, /Language must be one of/);
  });

  it('refuses a wrong admin key (401) and translates nothing', async () => {
    const before = await t.db.select().from(contentTranslations);
    expectError(
      await post(t.app, placeUrl(beach.id, '/de'), {}, { headers: { 'x-admin-key': 'wrong' } }),
      401,
      'The admin key is not valid',
    );
    expect(await t.db.select().from(contentTranslations)).toEqual(before);
  });
});

describe('translating without an AI key', () => {
  it('is refused by the offline writer with 409 and a clear message, and writes no row', async () => {
    const place = await readPlace(offline);
    expectError(await post(offline.app, placeUrl(place.id, '/el'), {}, asAdmin()), 409, NEEDS_KEY);
    expect(await offline.db.select().from(contentTranslations)).toEqual([]);
    expect((await readPlace(offline, 'el')).inLanguage?.translation).toBeNull();
  });
});

describe('a guide in another language', () => {
  let article: AdminArticle;
  const url = (suffix = '') => `/api/admin/articles/${article.id}/translations${suffix}`;
  const read = async (language?: string) =>
    expectOkJson<ArticleRead>(
      await get(t.app, `/api/articles/${article.slug}${language ? `?language=${language}` : ''}`),
    );

  beforeAll(async () => {
    article = expectOkJson<AdminArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        {
          title: 'Two beaches compared',
          excerpt: 'Coral Bay or Lara Bay.',
          content:
            'Two very different beaches.\n\n## Coral Bay Beach\n\nSand and cafés. See [its website](https://example.com/coral).\n\n## Lara Bay (Turtle Beach)\n\nWild and quiet.',
          status: 'published',
          placeIds: [beach.id],
        },
        asAdmin(),
      ),
      201,
    );
  });

  it('is translated into Russian keeping its sections and links, and read as HTML flagged machine', async () => {
    const translation = expectOkJson<AdminTranslation>(
      await post(t.app, url('/ru'), { model: 'gpt-5' }, asAdmin()),
    );
    expect(translation.fields).toMatchObject({
      title: 'ΕΛ: Two beaches compared',
      excerpt: 'ΕΛ: Coral Bay or Lara Bay.',
    });
    const russian = await read('ru');
    expect(russian.inLanguage?.translation).toMatchObject({
      title: 'ΕΛ: Two beaches compared',
      machine: true,
    });
    expect(russian.inLanguage?.translation?.content).toContain('<h2');
    expect(russian.inLanguage?.translation?.content).toContain('https://example.com/coral');
    expect(await read()).not.toHaveProperty('inLanguage');
  });

  it('is refused with 502 when the model drops a section, and the stored translation stays', async () => {
    openAi.answerWith(
      openAiAnswers((request) => {
        const answer = translateAsAsked(request) as Record<string, string>;
        return { ...answer, content: answer.content!.replace('## Lara Bay (Turtle Beach)', 'Lara Bay') };
      }),
    );
    try {
      expectError(
        await post(t.app, url('/ru'), {}, asAdmin()),
        502,
        "OpenAI: the translation did not keep the text's form (the content has 1 '## ' sections where the source has 2)",
      );
    } finally {
      openAi.answerWith(openAiAnswers((request) => translateAsAsked(request) as Record<string, string>));
    }
    expect((await read('ru')).inLanguage?.translation?.title).toBe('ΕΛ: Two beaches compared');
  });
});
