/**
 * The writer on OpenAI's Chat Completions API, through the official `openai` SDK (its timeout, bounded
 * retries on 408/409/429/5xx and connection failures, typed errors).
 * References: https://platform.openai.com/docs/api-reference/chat/create (request, answer, finish_reason,
 * refusal), https://platform.openai.com/docs/guides/structured-outputs (response_format json_schema),
 * https://platform.openai.com/docs/guides/reasoning (gpt-5: max_completion_tokens counts reasoning
 * tokens, reasoning_effort, no temperature other than the default),
 * https://platform.openai.com/docs/guides/error-codes (the { error: { message, type, param, code } } body),
 * https://github.com/openai/openai-node (README: baseURL, timeout, maxRetries, error classes).
 */
import OpenAI from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import { z } from 'zod';
import {
  AI_MODELS,
  ARTICLE_LENGTHS,
  CATEGORY_LABELS,
  type AiModel,
  type ArticleLength,
} from '../../../common/categories';
import { ARTICLE_LENGTH_WORDS } from '../../../common/schemas/articles';
import { ProviderError, redactSecrets } from '../http-json';
import { LANGUAGES } from '../../../common/languages';
import type { TranslationLanguage } from '../../../common/schemas/translations';
import { ARTICLE_WORD_TOLERANCE, articleProblems, descriptionProblems, translationProblems } from './checks';
import type { PlaceFacts, TranslatableFields, WriterProvider } from './index';

const PROVIDER = 'OpenAI';
/** An article can take minutes to write, so it is retried once at most; a description takes seconds. */
const ARTICLE_TIMEOUT_MS = 240_000;
const ARTICLE_RETRIES = 1;
const DESCRIPTION_TIMEOUT_MS = 60_000;
const DESCRIPTION_RETRIES = 2;
/** Tokens per English word, with room for the JSON around the text. */
const TOKENS_PER_WORD = 1.6;
/** gpt-5 spends tokens on reasoning before it writes; they count against max_completion_tokens. */
const REASONING_TOKENS = 8000;

const PRICE_WORDS: Record<number, string> = {
  1: 'budget',
  2: 'moderate',
  3: 'upscale',
  4: 'luxury',
};

const SYSTEM_PROMPT = [
  'You write for Paphos Guide, a website for visitors to Paphos, Cyprus, in British English, in a warm,',
  'practical tone. Use ONLY the facts in the place data you are given: never add opening hours, prices,',
  'distances, dates, history, ratings, awards or any other detail that is not in the data. When the data',
  'says little about a place, write less about it rather than guess. Never write HTML.',
].join(' ');

/** The facts of a place as the model reads them: only what we know, in plain words. */
export function placeFactsForPrompt(place: PlaceFacts) {
  return {
    name: place.name,
    kind: CATEGORY_LABELS[place.category],
    address: place.address,
    description: place.description,
    highlights: place.highlights,
    priceLevel: place.priceLevel ? (PRICE_WORDS[place.priceLevel] ?? null) : null,
    website: place.website,
  };
}

function jsonFormat(
  name: string,
  fields: string[],
): ChatCompletionCreateParamsNonStreaming['response_format'] {
  return {
    type: 'json_schema',
    json_schema: {
      name,
      strict: true,
      schema: {
        type: 'object',
        properties: Object.fromEntries(fields.map((field) => [field, { type: 'string' }])),
        required: fields,
        additionalProperties: false,
      },
    },
  };
}

/** gpt-5 takes no temperature and needs room to reason; the gpt-4o models take both as usual. */
export function modelParameters(model: AiModel, outputTokens: number) {
  return model === 'gpt-5'
    ? { max_completion_tokens: outputTokens + REASONING_TOKENS, reasoning_effort: 'low' as const }
    : { max_completion_tokens: outputTokens, temperature: 0.7 };
}

function articleRequest(input: {
  title: string;
  places: PlaceFacts[];
  length: ArticleLength;
  model: AiModel;
}): ChatCompletionCreateParamsNonStreaming {
  const words = ARTICLE_LENGTH_WORDS[input.length];
  const prompt = [
    `Write a comparison article titled "${input.title}" about these ${input.places.length} places.`,
    `Its content must be between ${words.min} and ${words.max} words long.`,
    '',
    'Place data, in the order the article must follow (JSON):',
    JSON.stringify(input.places.map(placeFactsForPrompt), null, 2),
    '',
    'Answer with "content" and "excerpt".',
    '"content" is markdown:',
    '- first an introduction of one or two paragraphs, without a heading;',
    '- then one section per place, in the order above, each starting with a line "## " followed by the',
    '  place name exactly as written in the data, with nothing added to the heading;',
    '- optionally a last "## " section that helps the reader choose between them;',
    '- no "# " title, no HTML, no images, and no links except the places\' own websites.',
    '"excerpt" is one or two plain sentences (at most 300 characters) summing up the article, without markdown.',
  ].join('\n');
  return {
    model: input.model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ],
    response_format: jsonFormat('article', ['content', 'excerpt']),
    ...modelParameters(input.model, Math.ceil(words.max * (1 + ARTICLE_WORD_TOLERANCE) * TOKENS_PER_WORD)),
  };
}

function descriptionRequest(place: PlaceFacts, model: AiModel): ChatCompletionCreateParamsNonStreaming {
  const prompt = [
    'Write the description shown on the page of this place: 2 to 4 sentences, at most 500 characters,',
    'plain text without markdown, saying what the place is and what it is known for.',
    '',
    'Place data (JSON):',
    JSON.stringify(placeFactsForPrompt(place), null, 2),
    '',
    'Answer with "description".',
  ].join('\n');
  return {
    model,
    messages: [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ],
    response_format: jsonFormat('place_description', ['description']),
    ...modelParameters(model, 400),
  };
}

/** The languages' names in English, as the prompt names them. */
const LANGUAGE_NAMES: Record<TranslationLanguage, string> = {
  el: 'Greek',
  de: 'German',
  ru: 'Russian',
  he: 'Hebrew',
};

const TRANSLATION_SYSTEM_PROMPT = [
  'You translate the texts of Paphos Guide, a website for visitors to Paphos, Cyprus, from British English.',
  'Translate faithfully and completely: add nothing, leave nothing out, and do not correct or improve the',
  'facts. Keep markdown exactly as it is structured: every "## " heading stays a "## " heading on its own',
  'line, in the same order; lists, bold text and links stay, and a link keeps its address unchanged.',
  'Never write HTML.',
].join(' ');

/** A translation needs room for longer words and another script: tokens per source character. */
const TRANSLATION_TOKENS_PER_CHAR = 1.2;
const TRANSLATION_TIMEOUT_MS = 240_000;
const TRANSLATION_RETRIES = 1;

function translationRequest(input: {
  fields: TranslatableFields;
  language: TranslationLanguage;
  names: string[];
  model: AiModel;
}): ChatCompletionCreateParamsNonStreaming {
  const languageName = LANGUAGE_NAMES[input.language];
  const keepNames =
    input.names.length > 0
      ? [
          `Keep these place names exactly as written, in headings too: ${input.names.map((name) => `"${name}"`).join(', ')}.`,
        ]
      : [];
  const prompt = [
    `Translate each field of this JSON object into ${languageName} (${LANGUAGES[input.language].name}).`,
    'Answer with the same fields; a list stays a list with as many items, in the same order.',
    ...keepNames,
    '',
    'Texts (JSON):',
    JSON.stringify(input.fields, null, 2),
  ].join('\n');
  const characters = JSON.stringify(input.fields).length;
  return {
    model: input.model,
    messages: [
      { role: 'system', content: TRANSLATION_SYSTEM_PROMPT },
      { role: 'user', content: prompt },
    ],
    response_format: {
      type: 'json_schema',
      json_schema: {
        name: 'translation',
        strict: true,
        schema: {
          type: 'object',
          properties: Object.fromEntries(
            Object.entries(input.fields).map(([field, value]) => [
              field,
              Array.isArray(value) ? { type: 'array', items: { type: 'string' } } : { type: 'string' },
            ]),
          ),
          required: Object.keys(input.fields),
          additionalProperties: false,
        },
      },
    },
    ...modelParameters(input.model, Math.ceil(characters * TRANSLATION_TOKENS_PER_CHAR) + 200),
  };
}

const translationAnswer = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

const articleAnswer = z.object({ content: z.string(), excerpt: z.string() });
const descriptionAnswer = z.object({ description: z.string() });

/** Removes the key and any masked key ('sk-proj-****abcd') a message may echo. */
function withoutKeys(text: string, apiKey: string): string {
  return redactSecrets(text, [apiKey]).replace(/\bsk-[\w*-]+/g, '***');
}

/** The SDK's errors as ours: naming OpenAI and the status, never the key. Anything else is a bug: rethrown. */
function asProviderError(error: unknown, apiKey: string, timeoutMs: number): unknown {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError(PROVIDER, `no answer within ${timeoutMs} ms`);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError(PROVIDER, 'could not be reached (network error)');
  }
  if (error instanceof OpenAI.APIError) {
    const body = error.error as { message?: unknown } | undefined;
    const said = typeof body?.message === 'string' ? body.message.slice(0, 200) : undefined;
    return new ProviderError(
      PROVIDER,
      withoutKeys(`answered ${error.status ?? 'an error'}${said ? ` (${said})` : ''}`, apiKey),
      error.status,
    );
  }
  if (error instanceof OpenAI.OpenAIError) {
    return new ProviderError(PROVIDER, withoutKeys(error.message, apiKey));
  }
  return error;
}

export function openAiWriter(options: {
  apiKey: string;
  baseUrl: string;
  /** Per attempt; the defaults suit the real service. */
  articleTimeoutMs?: number;
  descriptionTimeoutMs?: number;
  /** Further attempts after the first, for both kinds of text. */
  maxRetries?: number;
}): WriterProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl,
    // Only our configuration decides, not other OPENAI_* variables the SDK would read from the environment.
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    // Failures reach the caller as ProviderErrors; the SDK itself prints nothing.
    logLevel: 'off',
  });

  /** Sends the request and returns the JSON answer parsed by the schema. */
  async function complete<Schema extends z.ZodType>(
    request: ChatCompletionCreateParamsNonStreaming,
    schema: Schema,
    limits: { timeoutMs: number; maxRetries: number },
  ): Promise<z.output<Schema>> {
    const { timeoutMs, maxRetries } = limits;
    let completion: OpenAI.Chat.ChatCompletion;
    try {
      completion = await client.chat.completions.create(request, { timeout: timeoutMs, maxRetries });
    } catch (error) {
      throw asProviderError(error, options.apiKey, timeoutMs);
    }
    const choice = completion.choices?.[0];
    if (!choice) throw new ProviderError(PROVIDER, 'answered without a choice');
    if (choice.message.refusal) {
      throw new ProviderError(PROVIDER, `the model declined (${choice.message.refusal.slice(0, 200)})`);
    }
    if (choice.finish_reason === 'length') {
      throw new ProviderError(PROVIDER, 'the answer was cut off at its token limit');
    }
    if (choice.finish_reason === 'content_filter') {
      throw new ProviderError(PROVIDER, 'the answer was withheld by the content filter');
    }
    let json: unknown;
    try {
      json = JSON.parse(choice.message.content ?? '');
    } catch {
      throw new ProviderError(PROVIDER, 'answered with text that is not the requested JSON');
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new ProviderError(PROVIDER, 'answered with JSON in an unexpected format');
    return parsed.data;
  }

  return {
    name: PROVIDER,
    models: AI_MODELS,
    lengths: ARTICLE_LENGTHS,
    async describePlace({ place, model }) {
      const { description } = await complete(descriptionRequest(place, model), descriptionAnswer, {
        timeoutMs: options.descriptionTimeoutMs ?? DESCRIPTION_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? DESCRIPTION_RETRIES,
      });
      const problems = descriptionProblems(description);
      if (problems.length > 0) {
        throw new ProviderError(
          PROVIDER,
          `the description did not follow the requested form (${problems.join('; ')})`,
        );
      }
      return { description: description.trim(), aiModel: model };
    },
    async writeArticle(input) {
      const answer = await complete(articleRequest(input), articleAnswer, {
        timeoutMs: options.articleTimeoutMs ?? ARTICLE_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? ARTICLE_RETRIES,
      });
      // A title line is a common habit of models and harmless to drop: the page shows the title itself.
      const content = answer.content.trim().replace(/^#\s[^\n]*\n+/, '');
      const excerpt = answer.excerpt.trim();
      const problems = articleProblems(
        { content, excerpt },
        input.places.map((place) => place.name),
        input.length,
      );
      if (problems.length > 0) {
        throw new ProviderError(
          PROVIDER,
          `the article did not follow the requested structure (${problems.join('; ')})`,
        );
      }
      return { content, excerpt, aiModel: input.model };
    },
    async translate<Fields extends TranslatableFields>(input: {
      fields: Fields;
      language: TranslationLanguage;
      names: string[];
      model: AiModel;
    }) {
      const answer = await complete(translationRequest(input), translationAnswer, {
        timeoutMs: options.articleTimeoutMs ?? TRANSLATION_TIMEOUT_MS,
        maxRetries: options.maxRetries ?? TRANSLATION_RETRIES,
      });
      const translated = Object.fromEntries(
        Object.entries(answer).map(([field, value]) => [
          field,
          Array.isArray(value) ? value.map((item) => item.trim()) : value.trim(),
        ]),
      );
      const problems = translationProblems(input.fields, translated);
      if (problems.length > 0) {
        throw new ProviderError(
          PROVIDER,
          `the translation did not keep the text's form (${problems.join('; ')})`,
        );
      }
      const fields = Object.fromEntries(
        Object.keys(input.fields).map((field) => [field, translated[field]]),
      ) as Fields;
      return { fields, aiModel: input.model };
    },
  };
}
