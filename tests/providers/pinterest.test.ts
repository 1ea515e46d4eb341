import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../../src/server/providers/http-json';
import type { NewPin } from '../../src/server/providers/pinterest';
import { httpPinterest } from '../../src/server/providers/pinterest/http';
import { hang, json, type FakeServer } from '../fakes/fake-server';
import {
  FAKE_BOARD_ID,
  FAKE_PINTEREST_TOKEN,
  pinBody,
  pinterestAnswers,
  pinterestError,
  startFakePinterest,
} from '../fakes/pinterest';

let pinterest: FakeServer;

beforeAll(async () => {
  pinterest = await startFakePinterest();
});

afterAll(async () => {
  await pinterest.close();
});

// A busy machine can take a while over the first request; only the timeout test uses a short limit.
const client = (accessToken = FAKE_PINTEREST_TOKEN, boardId = FAKE_BOARD_ID, timeoutMs = 5000) =>
  httpPinterest({ accessToken, boardId, baseUrl: pinterest.origin, backoffMs: 1, timeoutMs });

const pin: NewPin = {
  title: 'Lara Bay (Turtle Beach)',
  description: 'A wild, sandy bay where green and loggerhead turtles nest.',
  link: 'https://paphos.example/places/lara-bay',
  imageUrl: 'https://paphos.example/uploads/lara.jpg',
  altText: 'Lara Bay (Turtle Beach)',
};

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the Pinterest client', () => {
  it('is enabled, and posts the pin to the board with the bearer token and an image URL source', async () => {
    pinterest.answerWith(pinterestAnswers());
    pinterest.requests.length = 0;
    const created = await client().createPin(pin);
    expect(client().enabled).toBe(true);
    expect(created.id).toMatch(/^\d+$/);
    const [request] = pinterest.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url.pathname).toBe('/v5/pins');
    expect(request!.headers.authorization).toBe(`Bearer ${FAKE_PINTEREST_TOKEN}`);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(pinBody(request!)).toEqual({
      board_id: FAKE_BOARD_ID,
      title: 'Lara Bay (Turtle Beach)',
      description: 'A wild, sandy bay where green and loggerhead turtles nest.',
      link: 'https://paphos.example/places/lara-bay',
      alt_text: 'Lara Bay (Turtle Beach)',
      media_source: { source_type: 'image_url', url: 'https://paphos.example/uploads/lara.jpg' },
    });
  });

  it("fails with 401 and Pinterest's message for a wrong token, without the token", async () => {
    pinterest.answerWith(pinterestAnswers());
    const wrongToken = 'pina_wrong_token_987';
    const error = await failure(client(wrongToken).createPin(pin));
    expect(error.message).toBe('Pinterest: answered 401 (Authentication failed.)');
    expect(error.status).toBe(401);
    expect(JSON.stringify(error)).not.toContain(wrongToken);
  });

  it('fails with 404 for a board it cannot post to, without retrying', async () => {
    pinterest.answerWith(pinterestAnswers());
    pinterest.requests.length = 0;
    const error = await failure(client(FAKE_PINTEREST_TOKEN, '1234').createPin(pin));
    expect(error.message).toBe('Pinterest: answered 404 (Board not found.)');
    expect(pinterest.requests).toHaveLength(1);
  });

  it('retries a 429 once and then posts', async () => {
    let calls = 0;
    pinterest.answerWith((request, response) => {
      calls += 1;
      if (calls === 1) {
        return pinterestError(response, 429, 8, 'You have exceeded your rate limit. Try again later.');
      }
      return pinterestAnswers()(request, response);
    });
    await expect(client().createPin(pin)).resolves.toMatchObject({ id: expect.stringMatching(/^\d+$/) });
    expect(calls).toBe(2);
  });

  it('gives up after one retry of a 5xx, so a pin is not created again and again', async () => {
    pinterest.requests.length = 0;
    pinterest.answerWith((_request, response) => pinterestError(response, 500, 0, 'Internal error.'));
    const error = await failure(client().createPin(pin));
    expect(error.message).toBe('Pinterest: answered 500 (Internal error.)');
    expect(pinterest.requests).toHaveLength(2);
  });

  it('does not repeat a request that timed out, as the pin may exist already', async () => {
    pinterest.requests.length = 0;
    pinterest.answerWith(hang);
    const error = await failure(client(FAKE_PINTEREST_TOKEN, FAKE_BOARD_ID, 300).createPin(pin));
    expect(error.message).toBe('Pinterest: no answer within 300 ms');
    expect(pinterest.requests).toHaveLength(1);
  });

  it('refuses an answer without a numeric pin id', async () => {
    pinterest.answerWith((_request, response) => json(response, 201, { id: 'not-a-number', title: 'x' }));
    const error = await failure(client().createPin(pin));
    expect(error.message).toBe('Pinterest: answered in an unexpected format (id: a Pin id is a number)');
  });
});
