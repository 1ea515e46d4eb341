/**
 * A fake of the Viator Partner API v2 (https://docs.viator.com/partner-api/technical/, OpenAPI "Viator
 * Partner API 2.0"): POST /partner/products/search, GET /partner/destinations, GET /partner/products/tags,
 * answering in the documented formats, including the documented errors ({ code, message, timestamp,
 * trackingId }: 400 INVALID_HEADER_VALUE without the versioned Accept header, 401 UNAUTHORIZED for a wrong
 * exp-api-key, 400 BAD_REQUEST for a search without destination or currency). Product links look like an
 * affiliate's (mcid, pid, medium=api), with `campaign` when the request had campaign-value.
 */
import {
  json,
  startFakeServer,
  type FakeHandler,
  type FakeServer,
  type RecordedRequest,
} from './fake-server';

export const FAKE_VIATOR_KEY = 'viator-test-key-3b9e51d2';
/** Made-up ids here and in the tags below: the fake's own taxonomy, not Viator's real ids. */
export const FAKE_CYPRUS_ID = 9100;
export const FAKE_PAPHOS_ID = 9101;
export const FAKE_POLIS_ID = 9102;
export const FAKE_PID = 'P00099999';

export const VIATOR_DESTINATIONS = {
  destinations: [
    {
      destinationId: FAKE_CYPRUS_ID,
      name: 'Cyprus',
      type: 'COUNTRY',
      parentDestinationId: 6,
      lookupId: `6.${FAKE_CYPRUS_ID}`,
      defaultCurrencyCode: 'EUR',
      timeZone: 'Asia/Nicosia',
      center: { latitude: 35.1264, longitude: 33.4299 },
    },
    {
      destinationId: FAKE_PAPHOS_ID,
      name: 'Paphos',
      type: 'CITY',
      parentDestinationId: FAKE_CYPRUS_ID,
      lookupId: `6.${FAKE_CYPRUS_ID}.${FAKE_PAPHOS_ID}`,
      destinationUrl: `https://www.viator.com/Paphos/d${FAKE_PAPHOS_ID}-ttd?mcid=42383&pid=${FAKE_PID}&medium=api&api_version=2.0`,
      defaultCurrencyCode: 'EUR',
      timeZone: 'Asia/Nicosia',
      iataCodes: ['PFO'],
      center: { latitude: 34.7754, longitude: 32.4245 },
    },
    {
      destinationId: FAKE_POLIS_ID,
      name: 'Polis',
      type: 'TOWN',
      parentDestinationId: FAKE_CYPRUS_ID,
      lookupId: `6.${FAKE_CYPRUS_ID}.${FAKE_POLIS_ID}`,
      defaultCurrencyCode: 'EUR',
      timeZone: 'Asia/Nicosia',
      center: { latitude: 35.0364, longitude: 32.4258 },
    },
  ],
  totalCount: 3,
};

const names = (en: string, de: string) => ({ en, en_AU: en, en_UK: en, de });

export const VIATOR_TAGS = {
  tags: [
    { tagId: 21909, allNamesByLocale: names('Outdoor Activities', 'Aktivitäten im Freien') },
    { tagId: 21911, allNamesByLocale: names('Tours, Sightseeing & Cruises', 'Touren & Kreuzfahrten') },
    { tagId: 12046, parentTagIds: [21911], allNamesByLocale: names('Boat Tours', 'Bootstouren') },
    { tagId: 11911, parentTagIds: [21909], allNamesByLocale: names('Snorkeling', 'Schnorcheln') },
    { tagId: 12026, parentTagIds: [21911], allNamesByLocale: names('Historical Tours', 'Geschichtstouren') },
    { tagId: 12044, allNamesByLocale: names('Wine Tastings', 'Weinproben') },
  ],
};

const variants = (id: string) =>
  [
    [50, 50],
    [200, 200],
    [480, 320],
    [720, 480],
    [674, 446],
  ].map(([width, height]) => ({
    width,
    height,
    url: `https://hare-media-cdn.tripadvisor.com/media/attractions-splice-spp-${width}x${height}/${id}.jpg`,
  }));

export interface FakeProductOptions {
  code: string;
  title: string;
  rating?: number;
  reviews?: number;
  minutes?: number;
  price?: number;
  destination?: number;
  tags?: number[];
}

/** A ProductSummary as /products/search returns it to an affiliate partner. */
export function viatorProduct(options: FakeProductOptions) {
  const destination = options.destination ?? FAKE_PAPHOS_ID;
  const reviews = options.reviews ?? 120;
  return {
    productCode: options.code,
    title: options.title,
    description: `${options.title}: a day out from Paphos with a local guide.`,
    images: [
      {
        imageSource: 'SUPPLIER_PROVIDED',
        caption: 'On the way',
        isCover: false,
        variants: variants(`${options.code}-2`),
      },
      {
        imageSource: 'SUPPLIER_PROVIDED',
        caption: options.title,
        isCover: true,
        variants: variants(options.code),
      },
    ],
    reviews: {
      sources: [{ provider: 'VIATOR', totalCount: reviews, averageRating: options.rating ?? 4.5 }],
      totalReviews: reviews,
      combinedAverageRating: options.rating ?? 4.5,
    },
    duration: { fixedDurationInMinutes: options.minutes ?? 240 },
    confirmationType: 'INSTANT',
    itineraryType: 'STANDARD',
    pricing: {
      summary: { fromPrice: options.price ?? 45.5, fromPriceBeforeDiscount: options.price ?? 45.5 },
      currency: 'EUR',
    },
    productUrl: `https://www.viator.com/tours/Paphos/${options.title.replace(/\W+/g, '-')}/d${destination}-${options.code}?mcid=42383&pid=${FAKE_PID}&medium=api&api_version=2.0`,
    destinations: [{ ref: String(destination), primary: true }],
    tags: options.tags ?? [12046],
    flags: ['FREE_CANCELLATION'],
    translationInfo: { containsMachineTranslatedText: false, translationSource: 'ORIGINAL' },
  };
}
export type FakeViatorProduct = ReturnType<typeof viatorProduct>;

/** Seven Paphos products, best rated first (the order TRAVELER_RATING sorting gives). */
export const PAPHOS_PRODUCTS: FakeViatorProduct[] = [
  viatorProduct({
    code: '5501P1',
    title: 'Blue Lagoon Snorkelling Cruise from Latchi',
    rating: 4.9,
    reviews: 1830,
    minutes: 270,
    price: 42,
    destination: FAKE_POLIS_ID,
    tags: [12046, 11911],
  }),
  viatorProduct({ code: '5502P3', title: 'Tombs of the Kings Guided Walk', rating: 4.8, tags: [12026] }),
  viatorProduct({ code: '5503P2', title: 'Omodos Wine Villages Day Trip', rating: 4.7, tags: [12044] }),
  viatorProduct({ code: '5504P1', title: 'Paphos Harbour Sunset Cruise', rating: 4.6 }),
  viatorProduct({ code: '5505P9', title: 'Akamas Jeep Safari', rating: 4.5, minutes: 480 }),
  viatorProduct({ code: '5506P2', title: 'Kouklia and Aphrodite Rock Tour', rating: 4.4, tags: [12026] }),
  viatorProduct({ code: '5507P4', title: 'Coral Bay Glass-bottom Boat', rating: 4.3, minutes: 90 }),
];

const error = (code: string, message: string) => ({
  code,
  message,
  timestamp: '2026-11-23T10:00:00.000000Z',
  trackingId: '0A871A13:DE2A_0A8712F9:01BB_5DCCC98C_260DAA:0D5B',
});

/** The documented header checks every endpoint makes; the error to answer with, if any. */
function headerError(request: RecordedRequest): [number, ReturnType<typeof error>] | undefined {
  if (request.headers.accept !== 'application/json;version=2.0') {
    return [
      400,
      error('INVALID_HEADER_VALUE', 'Accept header  is missing or has invalid version information'),
    ];
  }
  if (request.headers['exp-api-key'] !== FAKE_VIATOR_KEY)
    return [401, error('UNAUTHORIZED', 'Invalid API Key')];
  return undefined;
}

function withCampaign(product: FakeViatorProduct, campaign: string | null): FakeViatorProduct {
  return campaign ? { ...product, productUrl: `${product.productUrl}&campaign=${campaign}` } : product;
}

/** Answers like the real API over the given catalogue, paginating /products/search by start and count. */
export const viatorAnswers =
  (products: unknown[] = PAPHOS_PRODUCTS): FakeHandler =>
  (request, response) => {
    const refused = headerError(request);
    if (refused) return json(response, refused[0], refused[1]);
    const path = request.url.pathname;
    if (request.method === 'GET' && path === '/partner/destinations')
      return json(response, 200, VIATOR_DESTINATIONS);
    if (request.method === 'GET' && path === '/partner/products/tags')
      return json(response, 200, VIATOR_TAGS);
    if (request.method === 'POST' && path === '/partner/products/search') {
      const body = JSON.parse(request.body || '{}') as {
        filtering?: { destination?: string };
        pagination?: { start?: number; count?: number };
        currency?: string;
      };
      if (!body.filtering?.destination || !body.currency) {
        return json(response, 400, error('BAD_REQUEST', 'Invalid request'));
      }
      const inDestination = body.filtering.destination === String(FAKE_PAPHOS_ID) ? products : [];
      const start = body.pagination?.start ?? 1;
      const count = body.pagination?.count ?? 10;
      const campaign = request.url.searchParams.get('campaign-value');
      return json(response, 200, {
        products: inDestination
          .slice(start - 1, start - 1 + count)
          .map((product) => withCampaign(product as FakeViatorProduct, campaign)),
        totalCount: inDestination.length,
      });
    }
    return json(response, 404, error('NOT_FOUND', 'Resource not found'));
  };

export const startFakeViator = (): Promise<FakeServer> => startFakeServer(viatorAnswers());
