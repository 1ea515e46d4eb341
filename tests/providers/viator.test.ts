import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sourceTourSchema } from '../../src/server/providers/tours';
import { CallBudget, ProviderError } from '../../src/server/providers/http-json';
import { httpToursProvider, type ViatorOptions } from '../../src/server/providers/tours/http';
import { hang, json, type FakeServer, type RecordedRequest } from '../fakes/fake-server';
import {
  FAKE_PAPHOS_ID,
  FAKE_PID,
  FAKE_VIATOR_KEY,
  PAPHOS_PRODUCTS,
  startFakeViator,
  viatorAnswers,
  viatorProduct,
} from '../fakes/viator';

let viator: FakeServer;

beforeAll(async () => {
  viator = await startFakeViator();
});

afterAll(async () => {
  await viator.close();
});

beforeEach(() => {
  viator.answerWith(viatorAnswers());
  viator.requests.length = 0;
});

const provider = (options: Partial<ViatorOptions> = {}) =>
  httpToursProvider({
    apiKey: FAKE_VIATOR_KEY,
    baseUrl: viator.origin,
    backoffMs: 1,
    timeoutMs: 500,
    ...options,
  });

const fetchProducts = (options: Partial<ViatorOptions> = {}, budget = new CallBudget(50)) =>
  provider(options).fetchProducts(budget);

const searches = () =>
  viator.requests.filter((request) => request.url.pathname === '/partner/products/search');
const searchBody = (request: RecordedRequest) => JSON.parse(request.body) as Record<string, unknown>;

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

/** A catalogue of n products, best rated first. */
const catalogue = (n: number) =>
  Array.from({ length: n }, (_, index) =>
    viatorProduct({ code: `${1000 + index}P1`, title: `Tour number ${index + 1}`, rating: 5 - index / 100 }),
  );

describe('the Viator tours client', () => {
  it('searches Paphos products in euro, best rated first, with the key, API version and language headers', async () => {
    await fetchProducts();
    const [search] = searches();
    expect(search!.method).toBe('POST');
    expect(search!.headers['exp-api-key']).toBe(FAKE_VIATOR_KEY);
    expect(search!.headers.accept).toBe('application/json;version=2.0');
    expect(search!.headers['accept-language']).toBe('en-GB');
    expect(search!.headers['content-type']).toBe('application/json');
    expect(searchBody(search!)).toEqual({
      filtering: { destination: String(FAKE_PAPHOS_ID) },
      sorting: { sort: 'TRAVELER_RATING', order: 'DESCENDING' },
      pagination: { start: 1, count: 50 },
      currency: 'EUR',
    });
    expect(search!.url.searchParams.has('campaign-value')).toBe(false);
  });

  it("reads Viator's destination and tag lists with the same headers before searching", async () => {
    await fetchProducts();
    expect(viator.requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      'GET /partner/destinations',
      'GET /partner/products/tags',
      'POST /partner/products/search',
    ]);
    for (const request of viator.requests) {
      expect(request.headers['exp-api-key']).toBe(FAKE_VIATOR_KEY);
      expect(request.headers.accept).toBe('application/json;version=2.0');
      expect(request.headers['accept-language']).toBe('en-GB');
    }
  });

  it('finds Paphos by name in the destination list, or uses the configured destination id as it is', async () => {
    await fetchProducts();
    expect(searchBody(searches()[0]!).filtering).toEqual({ destination: String(FAKE_PAPHOS_ID) });
    viator.requests.length = 0;
    await expect(fetchProducts({ destinationId: '4242' })).resolves.toEqual([]);
    expect(searchBody(searches()[0]!).filtering).toEqual({ destination: '4242' });
  });

  it('fails naming Viator and VIATOR_DESTINATION_ID when the destination list has no Paphos', async () => {
    viator.answerWith((request, response) => {
      if (request.url.pathname === '/partner/destinations') {
        return json(response, 200, { destinations: [{ destinationId: 1, name: 'Nicosia', type: 'CITY' }] });
      }
      return viatorAnswers()(request, response);
    });
    const error = await failure(fetchProducts());
    expect(error.message).toBe('Viator: lists no destination named Paphos; set VIATOR_DESTINATION_ID');
    expect(searches()).toHaveLength(0);
  });

  it('maps a product to a tour with its own product page as the booking link', async () => {
    const [first] = await fetchProducts();
    expect(sourceTourSchema.parse(first)).toEqual(first);
    expect(first).toEqual({
      productCode: '5501P1',
      title: 'Blue Lagoon Snorkelling Cruise from Latchi',
      description: 'Blue Lagoon Snorkelling Cruise from Latchi: a day out from Paphos with a local guide.',
      imageUrl: 'https://hare-media-cdn.tripadvisor.com/media/attractions-splice-spp-720x480/5501P1.jpg',
      rating: 4.9,
      reviewCount: 1830,
      duration: '4 hours 30 minutes',
      priceFrom: 42,
      trackingUrl: null,
      productUrl: PAPHOS_PRODUCTS[0]!.productUrl,
      keywords: ['polis', 'blue', 'lagoon', 'snorkelling', 'cruise', 'latchi'],
      categories: ['attraction', 'beach'],
      latitude: 35.0364,
      longitude: 32.4258,
    });
    expect(first!.productUrl).toMatch(
      new RegExp(`^https://www\\.viator\\.com/tours/.+/d\\d+-5501P1\\?mcid=42383&pid=${FAKE_PID}&medium=api`),
    );
  });

  it('asks Viator to add the campaign to product links and keeps the links exactly as answered', async () => {
    const tours = await fetchProducts({ campaign: 'paphos-guide' });
    for (const request of viator.requests)
      expect(request.url.searchParams.get('campaign-value')).toBe('paphos-guide');
    expect(tours[0]!.productUrl).toBe(`${PAPHOS_PRODUCTS[0]!.productUrl}&campaign=paphos-guide`);
  });

  it('pages through the results 50 at a time until the last page', async () => {
    viator.answerWith(viatorAnswers(catalogue(73)));
    const tours = await fetchProducts();
    expect(tours).toHaveLength(73);
    expect(searches().map((request) => searchBody(request).pagination)).toEqual([
      { start: 1, count: 50 },
      { start: 51, count: 50 },
    ]);
    expect(tours.map((tour) => tour.productCode)).toEqual(
      catalogue(73).map((product) => product.productCode),
    );
  });

  it('stops at the product cap and does not ask for more', async () => {
    viator.answerWith(viatorAnswers(catalogue(30)));
    const tours = await fetchProducts({ pageSize: 10, maxProducts: 25 });
    expect(tours).toHaveLength(25);
    expect(searches().map((request) => searchBody(request).pagination)).toEqual([
      { start: 1, count: 10 },
      { start: 11, count: 10 },
      { start: 21, count: 10 },
    ]);
  });

  it('asks for no page past the total count', async () => {
    viator.answerWith(viatorAnswers(catalogue(20)));
    await expect(fetchProducts({ pageSize: 10 })).resolves.toHaveLength(20);
    expect(searches()).toHaveLength(2);
  });

  it('keeps a product once when it shows up on two pages', async () => {
    const products = catalogue(12);
    viator.answerWith(viatorAnswers([...products.slice(0, 10), products[9], ...products.slice(10)]));
    const tours = await fetchProducts({ pageSize: 10 });
    expect(tours.map((tour) => tour.productCode)).toEqual(products.map((product) => product.productCode));
  });

  it('never makes more calls than the run allows', async () => {
    viator.answerWith(viatorAnswers(catalogue(73)));
    const error = await failure(fetchProducts({}, new CallBudget(3)));
    expect(error.message).toMatch(/^Viator: stopped after 3 calls/);
    expect(viator.requests).toHaveLength(3);
  });

  it('retries a 429 (honouring Retry-After) and a 503, then answers', async () => {
    let searchCalls = 0;
    viator.answerWith((request, response) => {
      if (request.url.pathname === '/partner/products/search') {
        searchCalls += 1;
        if (searchCalls === 1) {
          return json(
            response,
            429,
            { code: 'TOO_MANY_REQUESTS', message: 'Too many requests' },
            { 'retry-after': '0' },
          );
        }
        if (searchCalls === 2) {
          return json(response, 503, { code: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable' });
        }
      }
      return viatorAnswers()(request, response);
    });
    await expect(fetchProducts({ retries: 2 })).resolves.toHaveLength(PAPHOS_PRODUCTS.length);
    expect(searchCalls).toBe(3);
  });

  it('does not retry a 401 and fails naming Viator, the status and its message, without the key', async () => {
    const wrongKey = 'wrong-viator-key-0000';
    const error = await failure(fetchProducts({ apiKey: wrongKey }));
    expect(error.message).toBe('Viator: answered 401 (Invalid API Key)');
    expect(error.status).toBe(401);
    expect(viator.requests).toHaveLength(1);
    expect(error.message).not.toContain(wrongKey);
  });

  it('keeps the key out of an error even when the answer repeats it', async () => {
    viator.answerWith((_request, response) =>
      json(response, 400, { code: 'BAD_REQUEST', message: `Bad key ${FAKE_VIATOR_KEY} for this endpoint` }),
    );
    const error = await failure(fetchProducts());
    expect(error.message).not.toContain(FAKE_VIATOR_KEY);
    expect(error.message).toContain('***');
  });

  it('gives up after its timeout when Viator does not answer', async () => {
    viator.answerWith(hang);
    const error = await failure(fetchProducts({ timeoutMs: 100, retries: 0 }));
    expect(error.message).toBe('Viator: no answer within 100 ms');
  });

  it('refuses a product without a product code', async () => {
    const { productCode: _, ...withoutCode } = PAPHOS_PRODUCTS[1]!;
    viator.answerWith(viatorAnswers([PAPHOS_PRODUCTS[0], withoutCode]));
    const error = await failure(fetchProducts());
    expect(error.message).toMatch(/^Viator: answered in an unexpected format \(products\.1\.productCode: /);
  });

  it('refuses prices in another currency than the euro it asked for', async () => {
    const inDollars = { ...PAPHOS_PRODUCTS[0]!, pricing: { summary: { fromPrice: 49 }, currency: 'USD' } };
    viator.answerWith(viatorAnswers([inDollars]));
    const error = await failure(fetchProducts());
    expect(error.message).toBe(
      'Viator: answered in an unexpected format (products.0.pricing.currency: prices must be in EUR, as asked)',
    );
  });

  it('refuses an answer that is not JSON', async () => {
    viator.answerWith((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>Service maintenance</html>');
    });
    const error = await failure(fetchProducts());
    expect(error.message).toBe('Viator: answered with something that is not JSON');
  });
});
