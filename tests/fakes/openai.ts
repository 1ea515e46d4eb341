/**
 * A fake of OpenAI's Chat Completions API (POST /v1/chat/completions with a bearer key), answering in its
 * documented format: a chat.completion object, and errors as { error: { message, type, param, code } }.
 * Like the real service it refuses a wrong key (401), an unknown model (404), and, for gpt-5, a temperature
 * other than 1 or the old max_tokens (400).
 * References: https://platform.openai.com/docs/api-reference/chat/create,
 * https://platform.openai.com/docs/guides/error-codes, https://platform.openai.com/docs/guides/reasoning.
 */
import type { ServerResponse } from 'node:http';
import {
  json,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-server';

export const FAKE_OPENAI_KEY = 'sk-test-fake-openai-key-5c1d2e';

const MODELS = new Set(['gpt-4o-mini', 'gpt-4o', 'gpt-5']);

export interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  max_completion_tokens?: number;
  max_tokens?: number;
  temperature?: number;
  reasoning_effort?: string;
}

/** The body of a recorded request to the fake. */
export const chatRequest = (request: RecordedRequest) => JSON.parse(request.body) as ChatRequest;

/** A chat.completion object as the API returns it. */
export function chatCompletion(
  model: string,
  content: string | null,
  options: { finishReason?: string; refusal?: string | null } = {},
) {
  return {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion',
    created: 1763900000,
    model: model === 'gpt-5' ? 'gpt-5-2025-08-07' : `${model}-2024-08-06`,
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: options.refusal ?? null, annotations: [] },
        logprobs: null,
        finish_reason: options.finishReason ?? 'stop',
      },
    ],
    usage: { prompt_tokens: 812, completion_tokens: 1490, total_tokens: 2302 },
    service_tier: 'default',
    system_fingerprint: 'fp_f33640a400',
  };
}

/** An error answer in the documented format. */
export function openAiError(
  response: ServerResponse,
  status: number,
  error: { message: string; type: string; param?: string | null; code?: string | null },
) {
  json(response, status, { error: { param: null, code: null, ...error } });
}

interface FactsInPrompt {
  name: string;
  kind: string;
  address: string | null;
  highlights: string[];
}

function filler(place: FactsInPrompt, words: number): string {
  const sentences: string[] = [];
  const where = place.address ? ` at ${place.address}` : ' in Paphos';
  const sentence = `${place.name} is a ${place.kind.toLowerCase()}${where} that visitors enjoy.`;
  let count = 0;
  while (count < words) {
    const next = place.highlights[sentences.length % Math.max(1, place.highlights.length)];
    const text = next ? `${sentence} It is known for ${next.toLowerCase()}.` : sentence;
    sentences.push(text);
    count += text.split(/\s+/).length;
  }
  return sentences.join(' ');
}

/** What the places and word range in the prompt ask for, read back from the user message. */
function promptOf(request: ChatRequest) {
  const prompt = request.messages.find((message) => message.role === 'user')?.content ?? '';
  const data = /\(JSON\):\n([\s\S]*?)\n\nAnswer/.exec(prompt)?.[1] ?? 'null';
  const range = /between (\d+) and (\d+) words/.exec(prompt);
  return {
    data: JSON.parse(data) as FactsInPrompt[] | FactsInPrompt,
    words: range ? (Number(range[1]) + Number(range[2])) / 2 : 0,
  };
}

/** A well-behaved model: the article or description the prompt asks for, built from its facts. */
export function writeAsAsked(request: ChatRequest): Record<string, string> {
  const { data, words } = promptOf(request);
  if (!Array.isArray(data)) {
    return {
      description: `${data.name} is a ${data.kind.toLowerCase()} in Paphos. Visitors come for ${data.highlights[0]?.toLowerCase() ?? 'its setting'}.`,
    };
  }
  const perSection = Math.ceil(words / (data.length + 1));
  const intro = `Choosing between ${data.map((place) => place.name).join(' and ')} is easier with the facts side by side. ${filler(data[0]!, perSection - 12)}`;
  const sections = data.map((place) => `## ${place.name}\n\n${filler(place, perSection)}`);
  return {
    content: [intro, ...sections].join('\n\n'),
    excerpt: `${data.map((place) => place.name).join(' or ')}: what each offers, side by side.`,
  };
}

/**
 * Answers like the real API; `answer` decides the assistant's message content for a valid request
 * (an object is sent as JSON text, as Structured Outputs would).
 */
export const openAiAnswers =
  (answer: (request: ChatRequest) => Record<string, string> | string = writeAsAsked): FakeHandler =>
  (request, response) => {
    if (request.method !== 'POST' || request.url.pathname !== '/v1/chat/completions') {
      return openAiError(response, 404, { message: 'Invalid URL', type: 'invalid_request_error' });
    }
    if (request.headers.authorization !== `Bearer ${FAKE_OPENAI_KEY}`) {
      const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      return openAiError(response, 401, {
        message: `Incorrect API key provided: ${given.slice(0, 7)}***${given.slice(-4)}. You can find your API key at https://platform.openai.com/account/api-keys.`,
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    }
    const body = chatRequest(request);
    if (!MODELS.has(body.model)) {
      return openAiError(response, 404, {
        message: `The model \`${body.model}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        code: 'model_not_found',
      });
    }
    if (body.model === 'gpt-5' && body.temperature !== undefined && body.temperature !== 1) {
      return openAiError(response, 400, {
        message: `Unsupported value: 'temperature' does not support ${body.temperature} with this model. Only the default (1) value is supported.`,
        type: 'invalid_request_error',
        param: 'temperature',
        code: 'unsupported_value',
      });
    }
    if (body.model === 'gpt-5' && body.max_tokens !== undefined) {
      return openAiError(response, 400, {
        message:
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
        type: 'invalid_request_error',
        param: 'max_tokens',
        code: 'unsupported_parameter',
      });
    }
    const content = answer(body);
    return json(
      response,
      200,
      chatCompletion(body.model, typeof content === 'string' ? content : JSON.stringify(content)),
    );
  };

export const startFakeOpenAi = (): Promise<FakeServer> => startFakeServer(openAiAnswers());
