import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CallBudget, ProviderError, requestJson } from '../../src/server/providers/http-json';
import { hang, json, startFakeServer, type FakeServer } from '../fakes/fake-server';

const SECRET = 'sk-live-do-not-print-me';
const answer = z.object({ ok: z.literal(true), items: z.array(z.string()) });

let server: FakeServer;

beforeAll(async () => {
  server = await startFakeServer((_request, response) => json(response, 200, { ok: true, items: [] }));
});

afterAll(async () => {
  await server.close();
});

/** Answers with each handler in turn, one per request. */
function answerInTurn(...statuses: Array<[number, unknown, Record<string, string>?]>) {
  server.requests.length = 0;
  let index = 0;
  server.answerWith((_request, response) => {
    const [status, body, headers] = statuses[Math.min(index, statuses.length - 1)]!;
    index += 1;
    json(response, status, body, headers);
  });
}

const call = (options: Partial<Parameters<typeof requestJson>[0]> = {}) =>
  requestJson({
    provider: 'Example API',
    url: `${server.origin}/v1/things?key=${SECRET}`,
    schema: answer,
    secrets: [SECRET],
    backoffMs: 1,
    ...options,
  });

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('requestJson', () => {
  it('returns the answer parsed by the schema', async () => {
    answerInTurn([200, { ok: true, items: ['a', 'b'], extra: 1 }]);
    await expect(call()).resolves.toEqual({ ok: true, items: ['a', 'b'] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.headers.accept).toBe('application/json');
  });

  it('sends a JSON body with its content type', async () => {
    answerInTurn([200, { ok: true, items: [] }]);
    await call({ method: 'POST', body: { title: 'Coral Bay' } });
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ title: 'Coral Bay' });
  });

  it('retries a 500 and a 429, then returns the answer that came', async () => {
    answerInTurn(
      [500, { error: 'boom' }],
      [429, { message: 'slow down' }],
      [200, { ok: true, items: ['x'] }],
    );
    await expect(call()).resolves.toEqual({ ok: true, items: ['x'] });
    expect(server.requests).toHaveLength(3);
  });

  it('waits as long as Retry-After asks before trying again', async () => {
    answerInTurn([429, { message: 'slow down' }, { 'retry-after': '1' }], [200, { ok: true, items: [] }]);
    const started = Date.now();
    await call();
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('gives up after the bounded retries with an error that names the provider and the status', async () => {
    answerInTurn([503, { error: { message: 'The service is unavailable.' } }]);
    const error = await failure(call({ retries: 2 }));
    expect(server.requests).toHaveLength(3);
    expect(error.message).toBe('Example API: answered 503 (The service is unavailable.)');
    expect(error.status).toBe(503);
    expect(error.provider).toBe('Example API');
  });

  it('does not retry a client error such as 400 or 401', async () => {
    answerInTurn([401, { message: `Invalid key ${SECRET}` }]);
    const error = await failure(call());
    expect(server.requests).toHaveLength(1);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Example API: answered 401 (Invalid key ***)');
  });

  it('never puts a key into its message, even when the provider echoes it', async () => {
    answerInTurn([400, { message: `bad request for ${server.origin}/v1/things?key=${SECRET}` }]);
    const error = await failure(call());
    expect(error.message).not.toContain(SECRET);
    expect(JSON.stringify(error)).not.toContain(SECRET);
  });

  it('times out a provider that does not answer, retrying first', async () => {
    server.requests.length = 0;
    server.answerWith(hang);
    const error = await failure(call({ timeoutMs: 100, retries: 1 }));
    expect(error.message).toBe('Example API: no answer within 100 ms');
    expect(server.requests).toHaveLength(2);
  });

  it('does not repeat a timed-out attempt when the caller asks so, but still retries a 5xx', async () => {
    server.requests.length = 0;
    server.answerWith(hang);
    const error = await failure(call({ timeoutMs: 100, retries: 2, retryAfterTimeout: false }));
    expect(error.message).toBe('Example API: no answer within 100 ms');
    expect(server.requests).toHaveLength(1);

    answerInTurn([502, {}], [200, { ok: true, items: [] }]);
    await expect(call({ retryAfterTimeout: false })).resolves.toEqual({ ok: true, items: [] });
    expect(server.requests).toHaveLength(2);
  });

  it("reads the provider's message from a { reason } error body too", async () => {
    answerInTurn([
      400,
      { error: true, reason: 'Cannot initialize WeatherVariable from invalid String value' },
    ]);
    const error = await failure(call());
    expect(error.message).toBe(
      'Example API: answered 400 (Cannot initialize WeatherVariable from invalid String value)',
    );
  });

  it('says when the provider cannot be reached at all', async () => {
    const closed = await startFakeServer(() => undefined);
    const origin = closed.origin;
    await closed.close();
    const error = await failure(call({ url: `${origin}/v1/things?key=${SECRET}`, retries: 0 }));
    expect(error.message).toBe('Example API: could not be reached (network error)');
  });

  it('refuses an answer that does not match the schema, naming the field', async () => {
    answerInTurn([200, { ok: true, items: 'not a list' }]);
    const error = await failure(call());
    expect(error.message).toMatch(/^Example API: answered in an unexpected format \(items: /);
  });

  it('refuses an answer that is not JSON', async () => {
    server.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
    const error = await failure(call());
    expect(error.message).toBe('Example API: answered with something that is not JSON');
  });

  it('stops at the call budget of the run, retries included', async () => {
    answerInTurn([500, {}]);
    const budget = new CallBudget(2);
    const error = await failure(call({ budget, retries: 5 }));
    expect(server.requests).toHaveLength(2);
    expect(error.message).toBe('Example API: stopped after 2 calls, the most one run may make');
    expect(budget.remaining).toBe(0);
  });
});
