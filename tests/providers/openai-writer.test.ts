import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/server/providers/http-json';
import type { PlaceFacts } from '../../src/server/providers/writer';
import { openAiWriter } from '../../src/server/providers/writer/http';
import { hang, json, startFakeServer, type FakeServer } from '../fakes/fake-server';
import {
  chatCompletion,
  chatRequest,
  FAKE_OPENAI_KEY,
  openAiAnswers,
  openAiError,
  startFakeOpenAi,
  writeAsAsked,
} from '../fakes/openai';

const coralBay: PlaceFacts = {
  name: 'Coral Bay Beach',
  category: 'beach',
  address: 'Coral Bay Avenue, Peyia',
  description: null,
  highlights: ['Golden sand', 'Shallow water'],
  priceLevel: null,
  website: null,
  amenities: [],
  latitude: 34.854,
  longitude: 32.3695,
};
const meze: PlaceFacts = {
  name: 'Laona Taverna (Kathikas)',
  category: 'restaurant',
  address: 'Kathikas village',
  description: 'A village taverna serving meze.',
  highlights: ['Meze'],
  priceLevel: 2,
  website: 'https://laona.example',
  amenities: [],
  latitude: 34.8914,
  longitude: 32.3947,
};

let openAi: FakeServer;

beforeAll(async () => {
  openAi = await startFakeOpenAi();
});

afterAll(async () => {
  await openAi.close();
});

const writer = (options: { apiKey?: string; maxRetries?: number; timeoutMs?: number } = {}) =>
  openAiWriter({
    apiKey: options.apiKey ?? FAKE_OPENAI_KEY,
    baseUrl: `${openAi.origin}/v1`,
    maxRetries: options.maxRetries ?? 0,
    articleTimeoutMs: options.timeoutMs ?? 5000,
    descriptionTimeoutMs: options.timeoutMs ?? 5000,
  });

const article = (model: 'gpt-4o-mini' | 'gpt-4o' | 'gpt-5' = 'gpt-4o-mini') =>
  writer().writeArticle({ title: 'Beach or meze?', places: [coralBay, meze], length: 'short', model });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** The fake answers with this article content and excerpt. */
function answerWithArticle(content: string, excerpt = 'Two places compared.') {
  openAi.answerWith(openAiAnswers(() => ({ content, excerpt })));
}

const words = (count: number) => Array.from({ length: count }, () => 'sand').join(' ');

describe('the OpenAI writer: articles', () => {
  it('posts a Chat Completions request with the key, the model, the facts and the structure to follow', async () => {
    openAi.answerWith(openAiAnswers());
    openAi.requests.length = 0;
    await article('gpt-4o-mini');
    const [request] = openAi.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_OPENAI_KEY}`);
    const body = chatRequest(request!);
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(body.messages[0]!.content).toContain('Use ONLY the facts in the place data');
    const prompt = body.messages[1]!.content;
    expect(prompt).toContain('"Beach or meze?"');
    expect(prompt).toContain('between 800 and 1200 words');
    expect(prompt).toContain('"name": "Laona Taverna (Kathikas)"');
    expect(prompt).toContain('"priceLevel": "moderate"');
    expect(prompt).toContain('"website": "https://laona.example"');
    expect(prompt).toContain('place name exactly as written in the data');
    expect(prompt.indexOf('Coral Bay Beach')).toBeLessThan(prompt.indexOf('Laona Taverna'));
    expect(body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'article',
        strict: true,
        schema: { required: ['content', 'excerpt'], additionalProperties: false },
      },
    });
    expect(body.temperature).toBe(0.7);
    expect(body.max_completion_tokens).toBeGreaterThan(1200 * 1.3);
    expect(body.max_tokens).toBeUndefined();
  });

  it('asks gpt-5 without a temperature, with low reasoning effort and room for its reasoning', async () => {
    openAi.answerWith(openAiAnswers());
    openAi.requests.length = 0;
    await expect(article('gpt-5')).resolves.toMatchObject({ aiModel: 'gpt-5' });
    const body = chatRequest(openAi.requests[0]!);
    expect(body.temperature).toBeUndefined();
    expect(body.reasoning_effort).toBe('low');
    expect(body.max_completion_tokens).toBeGreaterThan(8000);
  });

  it('returns the markdown, the excerpt and the model that wrote them', async () => {
    openAi.answerWith(openAiAnswers());
    const written = await article('gpt-4o');
    expect(written.aiModel).toBe('gpt-4o');
    expect(written.content).toMatch(/^Choosing between/);
    expect(written.content).toContain('\n## Coral Bay Beach\n');
    expect(written.content).toContain('\n## Laona Taverna (Kathikas)\n');
    expect(written.excerpt).toBe(
      'Coral Bay Beach or Laona Taverna (Kathikas): what each offers, side by side.',
    );
  });

  it("drops a '# ' title line the model put first", async () => {
    openAi.answerWith(
      openAiAnswers((request) => {
        const asked = writeAsAsked(request);
        return { ...asked, content: `# Beach or meze?\n\n${asked.content}` };
      }),
    );
    const written = await article();
    expect(written.content).toMatch(/^Choosing between/);
  });

  it('refuses an article without the section of a place, so nothing can be saved', async () => {
    answerWithArticle(
      `${words(500)}\n\n## Coral Bay Beach\n\n${words(500)}\n\n## Laona Taverna\n\n${words(10)}`,
    );
    const error = await failure(article());
    expect(error.message).toBe(
      "OpenAI: the article did not follow the requested structure (there is no '## Laona Taverna (Kathikas)' section)",
    );
  });

  it('refuses an article far shorter than asked, or with HTML in it', async () => {
    answerWithArticle(`Intro.\n\n## Coral Bay Beach\n\nSand.\n\n## Laona Taverna (Kathikas)\n\nMeze.`);
    expect((await failure(article())).message).toBe(
      'OpenAI: the article did not follow the requested structure (it has 9 words where 800-1200 were asked for)',
    );
    answerWithArticle(
      `${words(300)} <script>alert(1)</script>\n\n## Coral Bay Beach\n\n${words(300)}\n\n## Laona Taverna (Kathikas)\n\n${words(300)}`,
    );
    expect((await failure(article())).message).toContain('the content contains HTML');
  });

  it('refuses an answer that is not the requested JSON, or was cut off', async () => {
    openAi.answerWith(openAiAnswers(() => 'Here is your article: ## Coral Bay Beach'));
    expect((await failure(article())).message).toBe(
      'OpenAI: answered with text that is not the requested JSON',
    );
    openAi.answerWith(openAiAnswers(() => ({ content: 'only content' })));
    expect((await failure(article())).message).toBe('OpenAI: answered with JSON in an unexpected format');
    openAi.answerWith((_request, response) =>
      json(
        response,
        200,
        chatCompletion('gpt-4o-mini', '{"content": "Choosing betw', { finishReason: 'length' }),
      ),
    );
    expect((await failure(article())).message).toBe('OpenAI: the answer was cut off at its token limit');
  });

  it("reports the model's refusal", async () => {
    openAi.answerWith((_request, response) =>
      json(
        response,
        200,
        chatCompletion('gpt-4o-mini', null, { refusal: "I'm sorry, I cannot help with that." }),
      ),
    );
    expect((await failure(article())).message).toBe(
      "OpenAI: the model declined (I'm sorry, I cannot help with that.)",
    );
  });
});

describe('the OpenAI writer: place descriptions', () => {
  it('asks for 2-4 plain sentences from the facts and returns them with the model', async () => {
    openAi.answerWith(openAiAnswers());
    openAi.requests.length = 0;
    const written = await writer().describePlace({ place: coralBay, model: 'gpt-4o-mini' });
    expect(written).toEqual({
      description: 'Coral Bay Beach is a beach in Paphos. Visitors come for golden sand.',
      aiModel: 'gpt-4o-mini',
    });
    const body = chatRequest(openAi.requests[0]!);
    expect(body.messages[1]!.content).toContain('2 to 4 sentences');
    expect(body.messages[1]!.content).toContain(
      '"highlights": [\n    "Golden sand",\n    "Shallow water"\n  ]',
    );
    expect(body.response_format?.json_schema?.name).toBe('place_description');
  });

  it('refuses a description of one sentence or too many characters', async () => {
    openAi.answerWith(openAiAnswers(() => ({ description: 'A beach.' })));
    expect((await failure(writer().describePlace({ place: coralBay, model: 'gpt-4o' }))).message).toBe(
      'OpenAI: the description did not follow the requested form (it has 1 sentence where 2-4 were asked for)',
    );
    openAi.answerWith(openAiAnswers(() => ({ description: `${words(120)}. Lovely sand.` })));
    expect((await failure(writer().describePlace({ place: coralBay, model: 'gpt-4o' }))).message).toContain(
      'it is longer than 600 characters',
    );
  });
});

describe('the OpenAI writer: failures', () => {
  it('names OpenAI and 401 for a wrong key, and never shows the key, even masked', async () => {
    openAi.answerWith(openAiAnswers());
    const wrongKey = 'sk-proj-wrongkey0123456789';
    const error = await failure(
      writer({ apiKey: wrongKey }).describePlace({ place: coralBay, model: 'gpt-4o' }),
    );
    expect(error.status).toBe(401);
    expect(error.message).toMatch(
      /^OpenAI: answered 401 \(Incorrect API key provided: \*\*\*\. You can find/,
    );
    expect(error.message).not.toContain(wrongKey);
    expect(error.message).not.toContain('sk-proj');
    expect(error.message).not.toContain('6789');
  });

  it('retries a 429 and a 500, then answers', async () => {
    let calls = 0;
    openAi.answerWith((request, response) => {
      calls += 1;
      if (calls === 1) {
        return openAiError(response, 429, {
          message: 'Rate limit reached for gpt-4o-mini in organization org-x on requests per min (RPM).',
          type: 'requests',
          code: 'rate_limit_exceeded',
        });
      }
      if (calls === 2) {
        return openAiError(response, 500, {
          message: 'The server had an error while processing your request. Sorry about that!',
          type: 'server_error',
        });
      }
      return openAiAnswers()(request, response);
    });
    await expect(
      writer({ maxRetries: 2 }).describePlace({ place: coralBay, model: 'gpt-4o-mini' }),
    ).resolves.toMatchObject({ aiModel: 'gpt-4o-mini' });
    expect(calls).toBe(3);
  });

  it('gives up after its bounded retries with the status and the message', async () => {
    openAi.requests.length = 0;
    openAi.answerWith((_request, response) =>
      openAiError(response, 503, { message: 'The engine is currently overloaded.', type: 'server_error' }),
    );
    const error = await failure(
      writer({ maxRetries: 1 }).describePlace({ place: coralBay, model: 'gpt-4o' }),
    );
    expect(error.message).toBe('OpenAI: answered 503 (The engine is currently overloaded.)');
    expect(openAi.requests).toHaveLength(2);
  });

  it('does not retry a 400, and names what the API refused', async () => {
    openAi.requests.length = 0;
    openAi.answerWith((_request, response) =>
      openAiError(response, 400, {
        message: "Invalid schema for response_format 'article'.",
        type: 'invalid_request_error',
        param: 'response_format',
      }),
    );
    const error = await failure(
      writer({ maxRetries: 2 }).writeArticle({
        title: 'Beach or meze?',
        places: [coralBay, meze],
        length: 'short',
        model: 'gpt-4o',
      }),
    );
    expect(error.message).toBe("OpenAI: answered 400 (Invalid schema for response_format 'article'.)");
    expect(openAi.requests).toHaveLength(1);
  });

  it('times out a service that does not answer', async () => {
    openAi.answerWith(hang);
    const error = await failure(
      writer({ timeoutMs: 200 }).describePlace({ place: coralBay, model: 'gpt-4o' }),
    );
    expect(error.message).toBe('OpenAI: no answer within 200 ms');
  });

  it('says when the service cannot be reached', async () => {
    const closed = await startFakeServer(() => undefined);
    await closed.close();
    const unreachable = openAiWriter({
      apiKey: FAKE_OPENAI_KEY,
      baseUrl: `${closed.origin}/v1`,
      maxRetries: 0,
    });
    const error = await failure(unreachable.describePlace({ place: coralBay, model: 'gpt-4o' }));
    expect(error.message).toBe('OpenAI: could not be reached (network error)');
  });
});
