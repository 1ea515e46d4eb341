/**
 * The places source on OpenStreetMap through an Overpass API instance: one query a sync for every category
 * in Paphos district (openstreetmap.ts), sent as the `data` field of a form POST to OVERPASS_URL.
 *
 * The public instances ask for moderate use (https://dev.overpass-api.de/overpass-doc/en/preface/commons.html):
 * the sync runs once a day, says who it is in its User-Agent, waits and tries again on 429 (too many
 * queries) and 504 (server busy) within the sync's CallBudget, asks the server to stop after a time and a
 * memory size of its own, reads no more than a size limit of the answer, and refuses a body it cannot read.
 */
import { providerFetch, ProviderError, type CallBudget } from '../http-json';
import { OPENSTREETMAP_SOURCE_ID, type PlacesSource, type SourcePlace } from './index';
import {
  isRuntimeError,
  OPENSTREETMAP,
  overpassAnswerSchema,
  overpassElementSchema,
  overpassQuery,
  sourcePlaceFromOsm,
} from './openstreetmap';

/** How long the server may run the query, and the memory it may use (Overpass's [timeout:] and [maxsize:]). */
export const OVERPASS_QUERY_TIMEOUT_S = 90;
export const OVERPASS_QUERY_MAXSIZE_BYTES = 128 * 1024 * 1024;
/** The most of an answer we read: the district's places come to a few megabytes. */
export const OVERPASS_MAX_ANSWER_BYTES = 32 * 1024 * 1024;

export interface OverpassOptions {
  /** The interpreter's address: https://overpass-api.de/api/interpreter; tests point it at a fake. */
  url: string;
  /** Names the site to the instance's operators. */
  userAgent: string;
  /** Per attempt; a little more than the query's own server-side timeout by default. */
  timeoutMs?: number;
  /** Further attempts on 429, 5xx and network failures. */
  retries?: number;
  /** The first wait before another attempt (doubling; a longer Retry-After wins). */
  backoffMs?: number;
  maxAnswerBytes?: number;
}

/** '32 MB', '500 kB'. */
const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round(bytes / (1024 * 1024))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** The body as text, refusing it once it passes `maxBytes` (by its Content-Length, or as it arrives). */
async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new ProviderError(
      OPENSTREETMAP,
      `answered with more than ${sizeText(maxBytes)}, the most a sync reads`,
      response.status,
    );
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The places of an Overpass answer's body; a ProviderError for a body that is not one. */
export function placesFromOverpassBody(body: string, status = 200): SourcePlace[] {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new ProviderError(OPENSTREETMAP, 'answered with something that is not JSON', status);
  }
  const answer = overpassAnswerSchema.safeParse(json);
  if (!answer.success) {
    const issue = answer.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ProviderError(
      OPENSTREETMAP,
      `answered in an unexpected format (${where}${issue?.message ?? 'invalid'})`,
      status,
    );
  }
  // The elements of a stopped query are a part of the district only: taking them would archive the rest.
  if (isRuntimeError(answer.data.remark)) {
    throw new ProviderError(
      OPENSTREETMAP,
      `stopped the query (${answer.data.remark!.trim().slice(0, 200)})`,
      status,
    );
  }
  const found = new Map<string, SourcePlace>();
  for (const raw of answer.data.elements) {
    const element = overpassElementSchema.safeParse(raw);
    const place = element.success ? sourcePlaceFromOsm(element.data) : null;
    if (place && !found.has(place.sourceId)) found.set(place.sourceId, place);
  }
  return [...found.values()];
}

export function overpassPlacesSource(options: OverpassOptions): PlacesSource {
  const maxAnswerBytes = options.maxAnswerBytes ?? OVERPASS_MAX_ANSWER_BYTES;

  async function fetchAll(budget: CallBudget): Promise<SourcePlace[]> {
    const response = await providerFetch({
      provider: OPENSTREETMAP,
      url: options.url,
      method: 'POST',
      form: { data: overpassQuery(OVERPASS_QUERY_TIMEOUT_S, OVERPASS_QUERY_MAXSIZE_BYTES) },
      headers: { 'user-agent': options.userAgent },
      timeoutMs: options.timeoutMs ?? (OVERPASS_QUERY_TIMEOUT_S + 30) * 1000,
      // 4 s, then 8 s (or the server's Retry-After): a busy instance frees a slot within seconds, and a
      // machine without internet reaches the bundled places' stand-in in about 12 s.
      retries: options.retries ?? 2,
      backoffMs: options.backoffMs ?? 4000,
      // A query that ran out our time has cost the instance a full run: not again at once.
      retryAfterTimeout: false,
      budget,
    });
    let body: string;
    try {
      body = await readLimited(response, maxAnswerBytes);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      // The connection dropped, or our timeout ran out, while the answer was arriving.
      throw new ProviderError(OPENSTREETMAP, 'stopped sending its answer before the end', response.status);
    }
    return placesFromOverpassBody(body, response.status);
  }

  return {
    id: OPENSTREETMAP_SOURCE_ID,
    name: OPENSTREETMAP,
    factsSource: OPENSTREETMAP,
    fetchAll,
    // For a caller that wants one category: the same single query, filtered.
    async fetchCategory(category, budget) {
      return (await fetchAll(budget)).filter((place) => place.category === category);
    },
  };
}
