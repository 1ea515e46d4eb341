import { describe, expect, it } from 'vitest';
import { ApiError, isNotFoundError } from '../../src/web/lib/api-client';
import { createQueryClient } from '../../src/web/lib/query-client';
import { restoreQueryState, serializeQueryState } from '../../src/web/lib/query-state';

/** The server's client after its reads, carried as the HTML carries it into a fresh browser client. */
async function carried(prepare: (server: ReturnType<typeof createQueryClient>) => Promise<void>) {
  const server = createQueryClient();
  await prepare(server);
  const json = serializeQueryState(server);
  const browser = createQueryClient();
  restoreQueryState(browser, json);
  return { json, browser };
}

describe('server query state', () => {
  it('carries answers to the browser as they were', async () => {
    const { browser } = await carried(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/places'],
        queryFn: () => [{ id: 1, name: 'Petra tou Romiou' }],
      });
    });
    expect(browser.getQueryData(['/api/places'])).toEqual([{ id: 1, name: 'Petra tou Romiou' }]);
    expect(browser.getQueryState(['/api/places'])?.status).toBe('success');
  });

  it('carries a failed read as the ApiError the page expects (a place that does not exist stays not found)', async () => {
    const { browser } = await carried(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/places', 'nowhere'],
        queryFn: () => Promise.reject(new ApiError(404, 'Not Found', '{"message":"Place not found"}')),
      });
    });
    const error = browser.getQueryState(['/api/places', 'nowhere'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(isNotFoundError(error)).toBe(true);
    expect((error as ApiError).message).toBe('404: {"message":"Place not found"}');
  });

  it('keeps a carried failure when its page mounts instead of showing Loading and asking again', async () => {
    const { browser } = await carried(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/places', 'nowhere'],
        queryFn: () => Promise.reject(new ApiError(404, 'Not Found', '')),
      });
      await server.prefetchQuery({ queryKey: ['/api/places'], queryFn: () => [] });
    });
    expect(browser.getQueryDefaults(['/api/places', 'nowhere']).retryOnMount).toBe(false);
    expect(browser.getQueryDefaults(['/api/places']).retryOnMount).toBeUndefined();
  });

  it('escapes < so a place description cannot close the script element it travels in', async () => {
    const { json, browser } = await carried(async (server) => {
      await server.prefetchQuery({
        queryKey: ['/api/x'],
        queryFn: () => ({ text: '</script><script>alert(1)' }),
      });
    });
    expect(json).not.toContain('</script>');
    expect(browser.getQueryData(['/api/x'])).toEqual({ text: '</script><script>alert(1)' });
  });
});
