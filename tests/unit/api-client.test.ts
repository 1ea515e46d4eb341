import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_KEY_MISSING,
  adminSend,
  ApiError,
  apiSend,
  clearAdminKey,
  errorMessage,
  fieldErrors,
  getAdminKey,
  getQueryFn,
  isNotFoundError,
  pathFromQueryKey,
  setAdminKey,
  toSearch,
  verifyAdminKey,
} from '../../src/web/lib/api-client';

/** A sessionStorage that lives in memory. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const fetchMock = vi.fn<typeof fetch>();

/** The init of the n-th fetch call (0-based). */
const sent = (call = 0): RequestInit => fetchMock.mock.calls[call]![1]!;
const sentHeaders = (call = 0): Record<string, string> => sent(call).headers as Record<string, string>;

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('window', { sessionStorage: new MemoryStorage() });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ApiError', () => {
  it("reads '<status>: <body>', or the status text when the body is empty", () => {
    expect(new ApiError(409, 'Conflict', '{"message":"Taken"}').message).toBe('409: {"message":"Taken"}');
    expect(new ApiError(503, 'Service Unavailable', '').message).toBe('503: Service Unavailable');
  });
});

describe('apiSend', () => {
  it('sends cookies and JSON, and parses the JSON answer', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 7 }, 201));
    await expect(apiSend('POST', '/api/contact', { name: 'Ana' })).resolves.toEqual({ id: 7 });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/contact');
    expect(sent()).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Ana"}' });
    expect(sentHeaders()).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('sends no body and no Content-Type without a body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await apiSend('DELETE', '/api/favorites/3');
    expect(sent()).toMatchObject({ method: 'DELETE', credentials: 'include', body: undefined });
    expect(sentHeaders()).toEqual({ Accept: 'application/json' });
  });

  it('answers undefined for 204 and for an empty body', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiSend('POST', '/api/auth/logout')).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiSend('POST', '/api/favorites/3')).resolves.toBeUndefined();
  });

  it("throws ApiError '<status>: <body>' for a failed call, with the trimmed body", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Boom' }, 500));
    const error = await apiSend('POST', '/api/contact', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 500,
      body: '{"message":"Boom"}',
      message: '500: {"message":"Boom"}',
    });
  });

  it("throws '<status>: <status text>' when the failed answer has no body", async () => {
    fetchMock.mockResolvedValueOnce(new Response('  \n', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiSend('GET', '/api/weather')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('pathFromQueryKey and toSearch', () => {
  it('joins the key parts with slashes', () => {
    expect(pathFromQueryKey(['/api/places'])).toBe('/api/places');
    expect(pathFromQueryKey(['/api/places', 'lara-bay'])).toBe('/api/places/lara-bay');
    expect(pathFromQueryKey(['/api/articles', 12, 'places'])).toBe('/api/articles/12/places');
  });

  it('turns a trailing object into the query string, leaving out undefined and null', () => {
    expect(pathFromQueryKey(['/api/viator/showcase', { placeId: undefined, limit: 8 }])).toBe(
      '/api/viator/showcase?limit=8',
    );
    expect(pathFromQueryKey(['/api/viator/showcase', { placeId: 3, limit: 8 }])).toBe(
      '/api/viator/showcase?placeId=3&limit=8',
    );
  });

  it('encodes values and answers an empty string for no parameters', () => {
    expect(toSearch({ q: 'meze & wine', open: true, page: null })).toBe('?q=meze+%26+wine&open=true');
    expect(toSearch({})).toBe('');
    expect(toSearch({ placeId: undefined })).toBe('');
  });
});

describe('getQueryFn', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

  it("GETs the key's path with cookies and parses the answer", async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 1 }]));
    const data = await client().fetchQuery({
      queryKey: ['/api/viator/showcase', { limit: 3 }],
      queryFn: getQueryFn<{ id: number }[]>({ on401: 'throw' }),
    });
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/viator/showcase?limit=3');
    expect(sent()).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
    expect(sent().signal).toBeInstanceOf(AbortSignal);
  });

  it("answers null for a 401 with on401 'returnNull'", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Not authenticated' }, 401));
    const user = await client().fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(user).toBeNull();
  });

  it("throws ApiError for a 401 with on401 'throw'", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Not authenticated' }, 401));
    await expect(
      client().fetchQuery({ queryKey: ['/api/favorites'], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow('401: {"message":"Not authenticated"}');
  });

  it("still throws other failures with on401 'returnNull'", async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500, statusText: 'Internal Server Error' }));
    await expect(
      client().fetchQuery({ queryKey: ['/api/auth/user'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).rejects.toThrow('500: Internal Server Error');
  });
});

describe('adminSend', () => {
  it('refuses locally, without a request, when no admin key is set', async () => {
    await expect(adminSend('POST', '/api/admin/sync')).rejects.toThrow(ADMIN_KEY_MISSING);
    expect(ADMIN_KEY_MISSING).toBe('Admin key not set. Please enter your admin key.');
    setAdminKey('   ');
    await expect(adminSend('POST', '/api/admin/sync')).rejects.toThrow(ADMIN_KEY_MISSING);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses locally when the browser gives no session storage', async () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    await expect(adminSend('GET', '/api/admin/stats')).rejects.toThrow(ADMIN_KEY_MISSING);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed key in the x-admin-key header, with cookies and JSON', async () => {
    setAdminKey('  secret-key ');
    fetchMock.mockResolvedValueOnce(json({ published: 2 }));
    await expect(adminSend('POST', '/api/admin/places/publish-next', { count: 2 })).resolves.toEqual({
      published: 2,
    });
    expect(sent()).toMatchObject({ method: 'POST', credentials: 'include', body: '{"count":2}' });
    expect(sentHeaders()).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'x-admin-key': 'secret-key',
    });
  });

  it('refuses again once the key is cleared', async () => {
    setAdminKey('secret-key');
    clearAdminKey();
    await expect(adminSend('GET', '/api/admin/stats')).rejects.toThrow(ADMIN_KEY_MISSING);
  });
});

describe('verifyAdminKey', () => {
  it('asks the server with the key in its header, and keeps nothing', async () => {
    fetchMock.mockResolvedValueOnce(json({ totalPlaces: 1 }));
    await expect(verifyAdminKey('the-right-key')).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/admin/stats');
    expect(sentHeaders()['x-admin-key']).toBe('the-right-key');
    expect(getAdminKey()).toBeNull();
  });

  it("throws the server's refusal of a wrong key", async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'The admin key is not valid' }, 401));
    const refusal = await verifyAdminKey('a-wrong-key').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(errorMessage(refusal)).toBe('The admin key is not valid');
  });
});

describe('errorMessage', () => {
  it("picks the server's {message} from a failed answer", () => {
    expect(
      errorMessage(new ApiError(409, 'Conflict', '{"message":"Email taken"}'), 'Could not register'),
    ).toBe('Email taken');
  });

  it('falls back when the body has no usable message, or is not JSON', () => {
    const fallback = 'Failed to send message. Please try again.';
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(500, 'Internal Server Error', '{"message":"  "}'), fallback)).toBe(
      fallback,
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error', '{"error":"x"}'), fallback)).toBe(
      fallback,
    );
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'), fallback)).toBe(fallback);
  });

  it("uses the error's own message when there is no fallback", () => {
    expect(errorMessage(new ApiError(503, 'Service Unavailable', ''))).toBe('503: Service Unavailable');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
    expect(errorMessage('plain text')).toBe('plain text');
  });

  it('keeps the missing-admin-key message over a fallback, but not other local errors', () => {
    expect(errorMessage(new Error(ADMIN_KEY_MISSING), 'Sync failed')).toBe(ADMIN_KEY_MISSING);
    expect(errorMessage(new TypeError('Failed to fetch'), 'Sync failed')).toBe('Sync failed');
  });
});

describe('fieldErrors', () => {
  it("reads the server's message for each refused field of the body", () => {
    const body = JSON.stringify({
      message: 'Legal email must be an email address; Facebook URL must be a web address',
      fields: {
        legalEmail: 'Legal email must be an email address',
        facebookUrl: 'Facebook URL must be a web address',
      },
    });
    const error = new ApiError(400, 'Bad Request', body);
    expect(fieldErrors(error)).toEqual({
      legalEmail: 'Legal email must be an email address',
      facebookUrl: 'Facebook URL must be a web address',
    });
    expect(errorMessage(error)).toBe(
      'Legal email must be an email address; Facebook URL must be a web address',
    );
  });

  it("is empty when the refusal names no field, or is not the server's error body", () => {
    expect(fieldErrors(new ApiError(401, 'Unauthorized', '{"message":"Invalid email or password"}'))).toEqual(
      {},
    );
    expect(fieldErrors(new ApiError(400, 'Bad Request', '{"message":"x","fields":["password"]}'))).toEqual(
      {},
    );
    expect(fieldErrors(new ApiError(400, 'Bad Request', '{"message":"x","fields":{"password":7}}'))).toEqual(
      {},
    );
    expect(fieldErrors(new ApiError(400, 'Bad Request', '{"fields":{"password":"Too common"}}'))).toEqual({});
    expect(fieldErrors(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'))).toEqual({});
    expect(fieldErrors(new Error('Failed to fetch'))).toEqual({});
  });
});

describe('isNotFoundError', () => {
  it('is true only for a 404 answer', () => {
    expect(isNotFoundError(new ApiError(404, 'Not Found', '{"message":"Event not found"}'))).toBe(true);
    expect(isNotFoundError(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isNotFoundError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
  });
});
