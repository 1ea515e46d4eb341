import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle, GeneratedArticle } from '../../src/common/schemas/articles';
import type { Place } from '../../src/common/schemas/places';
import { articles } from '../../src/server/db/schema';
import type { FakeServer } from '../fakes/fake-server';
import { chatRequest, FAKE_OPENAI_KEY, openAiAnswers, startFakeOpenAi, writeAsAsked } from '../fakes/openai';
import { asAdmin, expectError, expectOkJson, get, post } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

let openAi: FakeServer;
let t: TestApp;
let beach: Place;
let lara: Place;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
  t = await createTestApp({
    config: { OPENAI_API_KEY: FAKE_OPENAI_KEY, OPENAI_BASE_URL: `${openAi.origin}/v1` },
  });
  beach = expectOkJson<Place>(await get(t.app, '/api/places/coral-bay-beach'));
  lara = expectOkJson<Place>(await get(t.app, '/api/places/lara-bay'));
});

afterAll(async () => {
  await t?.close();
  await openAi?.close();
});

const generate = (aiModel: string) =>
  post(
    t.app,
    '/api/admin/articles',
    {
      generateWithAI: true,
      title: 'Coral Bay or Lara Bay?',
      placeIds: [beach.id, lara.id],
      articleLength: 'medium',
      aiModel,
    },
    asAdmin(),
  );

const savedArticles = async () => (await t.db.select({ id: articles.id }).from(articles)).length;

describe('GET /api/admin/writer with an OpenAI key', () => {
  it('offers the three models and the three lengths', async () => {
    expect(expectOkJson(await get(t.app, '/api/admin/writer', asAdmin()))).toEqual({
      name: 'OpenAI',
      offline: false,
      models: ['gpt-4o-mini', 'gpt-4o', 'gpt-5'],
      lengths: ['short', 'medium', 'long'],
    });
  });
});

describe('POST /api/admin/articles with generateWithAI, written by OpenAI', () => {
  it('returns the content and excerpt the chosen model wrote from the places, and saves nothing', async () => {
    const before = await savedArticles();
    openAi.requests.length = 0;
    const generated = expectOkJson<GeneratedArticle>(await generate('gpt-5'));
    expect(generated.aiModel).toBe('gpt-5');
    expect(generated.content).toContain('\n## Coral Bay Beach\n');
    expect(generated.content).toContain('\n## Lara Bay (Turtle Beach)\n');
    expect(generated.excerpt).toBe(
      'Coral Bay Beach or Lara Bay (Turtle Beach): what each offers, side by side.',
    );
    const sent = chatRequest(openAi.requests[0]!);
    expect(sent.model).toBe('gpt-5');
    expect(sent.messages[1]!.content).toContain('between 1200 and 1800 words');
    expect(await savedArticles()).toBe(before);
  });

  it('can be saved as the admin reviewed it, keeping the model', async () => {
    const generated = expectOkJson<GeneratedArticle>(await generate('gpt-4o'));
    const saved = expectOkJson<AdminArticle>(
      await post(
        t.app,
        '/api/admin/articles',
        {
          title: 'Coral Bay or Lara Bay?',
          content: generated.content,
          excerpt: generated.excerpt,
          placeIds: [beach.id, lara.id],
          aiModel: generated.aiModel,
          articleLength: 'medium',
          aiGenerated: true,
        },
        asAdmin(),
      ),
      201,
    );
    expect(saved).toMatchObject({ aiModel: 'gpt-4o', aiGenerated: true, excerpt: generated.excerpt });
  });

  it('answers 502 with a clear message, and saves nothing, when the article misses a section', async () => {
    const before = await savedArticles();
    openAi.answerWith(
      openAiAnswers((request) => {
        const asked = writeAsAsked(request);
        return { ...asked, content: asked.content!.replace('## Lara Bay (Turtle Beach)', '## Lara Bay') };
      }),
    );
    try {
      expectError(
        await generate('gpt-4o-mini'),
        502,
        "OpenAI: the article did not follow the requested structure (there is no '## Lara Bay (Turtle Beach)' section)",
      );
    } finally {
      openAi.answerWith(openAiAnswers());
    }
    expect(await savedArticles()).toBe(before);
  });

  it('answers 502 when the answer is not the requested JSON', async () => {
    openAi.answerWith(openAiAnswers(() => 'Sure! Here is the article you asked for.'));
    try {
      expectError(
        await generate('gpt-4o-mini'),
        502,
        'OpenAI: answered with text that is not the requested JSON',
      );
    } finally {
      openAi.answerWith(openAiAnswers());
    }
  });
});
