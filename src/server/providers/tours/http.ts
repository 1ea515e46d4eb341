/**
 * The Viator Partner API v2 client: the best-rated tour products of Paphos, priced in euro.
 *
 * Reference: https://docs.viator.com/partner-api/technical/ (OpenAPI "Viator Partner API 2.0"):
 * POST /partner/products/search (ProductSearchRequest: filtering.destination, currency, sorting,
 * pagination start/count with count at most 50; ProductSearchResponse), GET /partner/destinations,
 * GET /partner/products/tags; every call sends the `exp-api-key` header, `Accept: application/json;version=2.0`
 * and `Accept-Language`; errors answer { code, message, timestamp, trackingId }; 429 and 503 carry Retry-After.
 * Attribution: https://partnerresources.viator.com/travel-commerce/affiliate/attribution/ — an affiliate's
 * productUrl already carries its pid, mcid and medium=api and must be used unchanged; a campaign is added by
 * Viator when the request has `campaign-value`.
 */
import type { z } from 'zod';
import { ProviderError, requestJson, type CallBudget } from '../http-json';
import type { SourceTour, ToursProvider } from './index';
import {
  destinationsResponseSchema,
  findPaphosDestination,
  productSearchResponseSchema,
  tagNamesById,
  tagsResponseSchema,
  toSourceTour,
  type ViatorProduct,
} from './viator-mapping';

const PROVIDER = 'Viator';
/** The most products /products/search returns per call. */
export const VIATOR_PAGE_SIZE = 50;
/** How many of the best-rated products one sync keeps: plenty for the showcase and recommendations. */
export const VIATOR_MAX_PRODUCTS = 100;
const LANGUAGE = 'en-GB';

export interface ViatorOptions {
  apiKey: string;
  /** The API's origin: https://api.viator.com, or the sandbox's. */
  baseUrl: string;
  /** Viator's destination id of Paphos; looked up by name in Viator's destination list when not given. */
  destinationId?: string;
  /** Sent as `campaign-value`, so Viator adds it to every productUrl. */
  campaign?: string;
  pageSize?: number;
  maxProducts?: number;
  timeoutMs?: number;
  retries?: number;
  backoffMs?: number;
}

export function httpToursProvider(options: ViatorOptions): ToursProvider {
  const pageSize = Math.min(options.pageSize ?? VIATOR_PAGE_SIZE, VIATOR_PAGE_SIZE);
  const maxProducts = options.maxProducts ?? VIATOR_MAX_PRODUCTS;

  function call<Schema extends z.ZodType>(
    path: string,
    schema: Schema,
    budget: CallBudget,
    body?: unknown,
  ): Promise<z.output<Schema>> {
    const url = new URL(path, options.baseUrl);
    if (options.campaign) url.searchParams.set('campaign-value', options.campaign);
    return requestJson({
      provider: PROVIDER,
      url,
      method: body === undefined ? 'GET' : 'POST',
      // Lower case, so they replace the client's default accept header instead of joining it.
      headers: {
        'exp-api-key': options.apiKey,
        accept: 'application/json;version=2.0',
        'accept-language': LANGUAGE,
      },
      body,
      schema,
      secrets: [options.apiKey],
      // The destination and tag lists are large; Viator itself suggests generous timeouts.
      timeoutMs: options.timeoutMs ?? 30_000,
      retries: options.retries,
      backoffMs: options.backoffMs,
      budget,
    });
  }

  function paphosDestinationId(
    destinations: z.output<typeof destinationsResponseSchema>['destinations'],
  ): string {
    if (options.destinationId) return options.destinationId;
    const paphos = findPaphosDestination(destinations);
    if (!paphos) {
      throw new ProviderError(PROVIDER, 'lists no destination named Paphos; set VIATOR_DESTINATION_ID');
    }
    return String(paphos.destinationId);
  }

  async function searchProducts(destinationId: string, budget: CallBudget): Promise<ViatorProduct[]> {
    const found = new Map<string, ViatorProduct>();
    for (let start = 1; found.size < maxProducts; start += pageSize) {
      const page = await call('/partner/products/search', productSearchResponseSchema, budget, {
        filtering: { destination: destinationId },
        sorting: { sort: 'TRAVELER_RATING', order: 'DESCENDING' },
        pagination: { start, count: pageSize },
        currency: 'EUR',
      });
      // A product may move from one page to the next between calls; keep its first (better-ranked) place.
      for (const product of page.products) {
        if (found.size < maxProducts && !found.has(product.productCode)) {
          found.set(product.productCode, product);
        }
      }
      const lastPage = page.products.length < pageSize;
      const seen = start - 1 + page.products.length;
      if (lastPage || (page.totalCount !== undefined && seen >= page.totalCount)) break;
    }
    return [...found.values()];
  }

  return {
    name: PROVIDER,
    live: true,
    async fetchProducts(budget: CallBudget): Promise<SourceTour[]> {
      // Read even when the Paphos id is configured: it also gives where each product's destination lies.
      const { destinations } = await call('/partner/destinations', destinationsResponseSchema, budget);
      const { tags } = await call('/partner/products/tags', tagsResponseSchema, budget);
      const products = await searchProducts(paphosDestinationId(destinations), budget);
      const references = {
        tagNames: tagNamesById(tags),
        destinations: new Map(
          destinations.map((destination) => [String(destination.destinationId), destination]),
        ),
      };
      return products.map((product) => toSourceTour(product, references));
    },
  };
}
