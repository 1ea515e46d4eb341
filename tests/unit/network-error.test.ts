import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSend, getQueryFn, isNetworkError, isNotFoundError } from '../../src/web/lib/api-client';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const read = getQueryFn<unknown>({ on401: 'throw' });
const readPlace = async (): Promise<unknown> =>
  read({ queryKey: ['/api/places', 'lara-bay'], signal: new AbortController().signal } as never);

describe('a read that never reached the server', () => {
  it('is a network error, not a missing thing, and keeps the browser message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await readPlace().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(true);
    expect(isNotFoundError(error)).toBe(false);
    expect((error as Error).message).toBe('Failed to fetch');
  });

  it('is a network error for a write too', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(isNetworkError(await apiSend('POST', '/api/favorites/1').catch((caught: unknown) => caught))).toBe(
      true,
    );
  });

  it('is not: a 404 answer is a missing thing', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Place not found"}', { status: 404 }));
    const error = await readPlace().catch((caught: unknown) => caught);
    expect(isNotFoundError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(false);
  });

  it('is not: an aborted read stays an abort', async () => {
    fetchMock.mockRejectedValue(new DOMException('The operation was aborted.', 'AbortError'));
    const error = await readPlace().catch((caught: unknown) => caught);
    expect(isNetworkError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });
});
