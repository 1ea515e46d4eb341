import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CallBudget, ProviderError, ProviderUnreachableError } from '../../src/server/providers/http-json';
import { overpassUserAgent } from '../../src/server/providers';
import {
  overpassPlacesSource,
  type OverpassOptions,
} from '../../src/server/providers/places-source/overpass';
import { hang, json, type FakeServer } from '../fakes/fake-server';
import {
  HARBOUR_TAVERNA,
  htmlError,
  OVERPASS_PATH,
  overpassAnswer,
  overpassAnswers,
  queryOf,
  SAMPLE_ELEMENTS,
  SAMPLE_SOURCE_IDS,
  startFakeOverpass,
} from '../fakes/overpass';

let overpass: FakeServer;

beforeAll(async () => {
  overpass = await startFakeOverpass();
});

afterAll(async () => {
  await overpass.close();
});

const USER_AGENT = overpassUserAgent({ PUBLIC_URL: 'https://paphos.example' });
const source = (options: Partial<OverpassOptions> = {}) =>
  overpassPlacesSource({
    url: `${overpass.origin}${OVERPASS_PATH}`,
    userAgent: USER_AGENT,
    backoffMs: 1,
    timeoutMs: 500,
    ...options,
  });
const fresh = (handler = overpassAnswers()) => {
  overpass.answerWith(handler);
  overpass.requests.length = 0;
};
const failure = (promise: Promise<unknown>): Promise<ProviderError> =>
  promise.then(
    () => {
      throw new Error('expected a ProviderError');
    },
    (caught: unknown) => caught as ProviderError,
  );
const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Answers each request with the next handler in turn (the last one repeats). */
function inTurn(...handlers: Array<Parameters<FakeServer['answerWith']>[0]>) {
  let call = 0;
  return ((request, response) =>
    handlers[Math.min(call++, handlers.length - 1)]!(request, response)) as Parameters<
    FakeServer['answerWith']
  >[0];
}

describe('the Overpass client: the one query of a sync', () => {
  it('sends one form POST with the query, naming the site in its User-Agent', async () => {
    fresh();
    await source().fetchAll!(new CallBudget(5));
    expect(overpass.requests).toHaveLength(1);
    const request = overpass.requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(OVERPASS_PATH);
    expect(header(request.headers['content-type'])).toMatch(/^application\/x-www-form-urlencoded/);
    expect(header(request.headers['user-agent'])).toBe(
      'PaphosGuide/1.0 (daily place sync; +https://paphos.example)',
    );
    const query = queryOf(request)!;
    expect(query).toMatch(/^\[out:json\]\[timeout:90\]\[maxsize:\d+\]\[bbox:34\.62,32\.25,35\.2,32\.75\];/);
    expect(query).toContain('out center tags;');
  });

  it('maps nodes, and ways and relations at their centres, and leaves out what is not for the guide', async () => {
    fresh();
    const places = await source().fetchAll!(new CallBudget(5));
    expect(places.map((place) => place.sourceId)).toEqual(SAMPLE_SOURCE_IDS);
    expect(places.map((place) => place.category)).toEqual(['restaurant', 'beach', 'cafe', 'landmark']);
    expect(places[1]).toMatchObject({ latitude: 34.8621, longitude: 32.3611, approximatePosition: true });
  });

  it('skips an element it cannot read and keeps the rest', async () => {
    fresh(
      overpassAnswers([{ type: 'area', id: 3600000001 }, { type: 'node', id: 'x' }, 42, HARBOUR_TAVERNA]),
    );
    const places = await source().fetchAll!(new CallBudget(5));
    expect(places.map((place) => place.sourceId)).toEqual(['osm:node/900000001']);
  });

  it('answers a category from the same single query', async () => {
    fresh();
    const beaches = await source().fetchCategory('beach', new CallBudget(5));
    expect(beaches.map((place) => place.name)).toEqual(['Sunset Bay']);
    expect(overpass.requests).toHaveLength(1);
  });
});

describe('the Overpass client: load and failures', () => {
  it('waits and asks again after a 429, within the budget', async () => {
    fresh(
      inTurn(
        (_request, response) => htmlError(response, 429, 'rate_limited', { 'retry-after': '0' }),
        overpassAnswers(),
      ),
    );
    const budget = new CallBudget(5);
    const places = await source().fetchAll!(budget);
    expect(places).toHaveLength(SAMPLE_SOURCE_IDS.length);
    expect(overpass.requests).toHaveLength(2);
    expect(budget.remaining).toBe(3);
  });

  it('waits and asks again after a 504 (server too busy)', async () => {
    fresh(inTurn((_request, response) => htmlError(response, 504, 'Gateway Timeout'), overpassAnswers()));
    expect(await source().fetchAll!(new CallBudget(5))).toHaveLength(SAMPLE_SOURCE_IDS.length);
    expect(overpass.requests).toHaveLength(2);
  });

  it('gives up on a 429 that lasts, naming the status', async () => {
    fresh((_request, response) => htmlError(response, 429, 'rate_limited'));
    const error = await failure(source({ retries: 2 }).fetchAll!(new CallBudget(10)));
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).not.toBeInstanceOf(ProviderUnreachableError);
    expect(error.message).toBe('OpenStreetMap: answered 429');
    expect(overpass.requests).toHaveLength(3);
  });

  it('stops when the sync’s call budget is spent', async () => {
    fresh((_request, response) => htmlError(response, 504, 'Gateway Timeout'));
    const error = await failure(source({ retries: 5 }).fetchAll!(new CallBudget(2)));
    expect(error.message).toBe('OpenStreetMap: stopped after 2 calls, the most one run may make');
    expect(overpass.requests).toHaveLength(2);
  });

  it('gives up after its timeout without asking again at once', async () => {
    fresh(hang);
    const error = await failure(source({ timeoutMs: 100 }).fetchAll!(new CallBudget(5)));
    expect(error.message).toBe('OpenStreetMap: no answer within 100 ms');
    expect(error).not.toBeInstanceOf(ProviderUnreachableError);
    expect(overpass.requests).toHaveLength(1);
  });

  it('refuses an answer larger than its limit, by its Content-Length or as it arrives', async () => {
    const big = overpassAnswer(
      Array.from({ length: 200 }, (_, index) => ({ ...HARBOUR_TAVERNA, id: index + 1 })),
    );
    fresh((_request, response) => json(response, 200, big));
    const error = await failure(source({ maxAnswerBytes: 10_000 }).fetchAll!(new CallBudget(5)));
    expect(error.message).toBe('OpenStreetMap: answered with more than 10 kB, the most a sync reads');

    fresh((_request, response) => {
      // Chunked, with no Content-Length to go by.
      response.writeHead(200, { 'content-type': 'application/json' });
      const text = JSON.stringify(big);
      for (let at = 0; at < text.length; at += 4096) response.write(text.slice(at, at + 4096));
      response.end();
    });
    const streamed = await failure(source({ maxAnswerBytes: 10_000 }).fetchAll!(new CallBudget(5)));
    expect(streamed.message).toBe('OpenStreetMap: answered with more than 10 kB, the most a sync reads');
  });

  it('refuses an answer that breaks off', async () => {
    fresh((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"version":0.6,"elements":[');
      setTimeout(() => response.destroy(), 20);
    });
    expect((await failure(source().fetchAll!(new CallBudget(5)))).message).toBe(
      'OpenStreetMap: stopped sending its answer before the end',
    );
  });

  it('refuses a body that is not JSON, or not an Overpass answer', async () => {
    fresh((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"version":0.6,"elements":[{"type":"node"');
    });
    expect((await failure(source().fetchAll!(new CallBudget(5)))).message).toBe(
      'OpenStreetMap: answered with something that is not JSON',
    );
    fresh((_request, response) => json(response, 200, { version: 0.6, elements: 'none' }));
    expect((await failure(source().fetchAll!(new CallBudget(5)))).message).toBe(
      'OpenStreetMap: answered in an unexpected format (elements: Invalid input: expected array, received string)',
    );
  });

  it('refuses the elements of a query the server stopped (a runtime error remark)', async () => {
    const remark = 'runtime error: Query timed out in "query" at line 3 after 91 seconds.';
    fresh((_request, response) =>
      json(response, 200, overpassAnswer(SAMPLE_ELEMENTS.slice(0, 2), { remark })),
    );
    expect((await failure(source().fetchAll!(new CallBudget(5)))).message).toBe(
      `OpenStreetMap: stopped the query (${remark})`,
    );
  });

  it('says it could not be reached at all when nothing answers on the address', async () => {
    // A port that was free a moment ago: the connection is refused.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const error = await failure(
      overpassPlacesSource({
        url: `http://127.0.0.1:${port}${OVERPASS_PATH}`,
        userAgent: USER_AGENT,
        backoffMs: 1,
        retries: 1,
      }).fetchAll!(new CallBudget(5)),
    );
    expect(error).toBeInstanceOf(ProviderUnreachableError);
    expect(error.message).toBe('OpenStreetMap: could not be reached (network error)');
  });
});
