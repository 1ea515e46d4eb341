/**
 * Downloads a calendar feed: one GET with a timeout, a size limit (checked on Content-Length and again
 * while reading, so a feed that lies or streams for ever is cut off), one more try on 429, 5xx or a
 * network failure (providers/http-json.ts), and errors that say what went wrong in the operator's words.
 */
import { ProviderError, providerFetch } from '../../providers/http-json';

export const FEED_TIMEOUT_MS = 15_000;
/** The largest feed read: a busy venue's year of events is a few hundred kilobytes. */
export const FEED_MAX_BYTES = 2 * 1024 * 1024;

export interface FeedFetchOptions {
  timeoutMs?: number;
  maxBytes?: number;
  /** Further tries after the first on 429, 5xx and network failures. */
  retries?: number;
}

/** A feed that could not be had; the message is the sync log's. */
export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** The body of the feed at the address, as text; throws FeedFetchError. */
export async function fetchFeed(url: string, options: FeedFetchOptions = {}): Promise<string> {
  const maxBytes = options.maxBytes ?? FEED_MAX_BYTES;
  const tooLarge = () => new FeedFetchError(`is larger than ${megabytes(maxBytes)}, the most a feed may be`);
  let response: Response;
  try {
    response = await providerFetch({
      provider: 'Calendar feed',
      url,
      headers: { accept: 'text/calendar, text/plain;q=0.8, */*;q=0.5' },
      timeoutMs: options.timeoutMs ?? FEED_TIMEOUT_MS,
      retries: options.retries ?? 1,
      backoffMs: 500,
    });
  } catch (error) {
    if (error instanceof ProviderError) {
      const detail = error.message.replace(/^Calendar feed: /, '').replace(/ \(.*\)$/, '');
      const timedOut = /^no answer within (\d+) ms$/.exec(detail);
      throw new FeedFetchError(timedOut ? `did not answer within ${Number(timedOut[1]) / 1000} s` : detail);
    }
    throw new FeedFetchError('could not be reached');
  }
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new FeedFetchError(
      timedOut
        ? `did not finish within ${(options.timeoutMs ?? FEED_TIMEOUT_MS) / 1000} s`
        : 'broke off while it was being read',
    );
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}
