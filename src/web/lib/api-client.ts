/**
 * The one fetch wrapper of the web app. Every call sends cookies and JSON; a non-OK answer throws an
 * ApiError whose message is '<status>: <body text or status text>' (SPEC 8).
 */
import type { QueryFunction } from '@tanstack/react-query';
import { sessionStore } from './session-storage';
import { ADMIN_KEY_STORAGE } from '../../common/browser-storage';
import { ADMIN_API } from '../../common/api-paths';
import { readErrorBody, type ErrorBody } from '../../common/error-body';

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: string;
  /** The server's error body (ErrorBody), or null when the answer had none (empty, not JSON). */
  readonly errorBody: ErrorBody | null;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    this.errorBody = readErrorBody(body);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A request that never got an answer: the browser is offline (and, for a read the service worker handles,
 * it holds no saved copy), or the connection failed. Unlike an ApiError, it says nothing about whether the
 * thing asked for exists. Keeps the browser's own message ('Failed to fetch').
 */
class NetworkError extends Error {
  constructor(cause: TypeError) {
    super(cause.message, { cause });
    this.name = 'NetworkError';
  }
}

/** fetch, with its failure to reach the server (a TypeError) as a NetworkError; an abort stays as it is. */
async function fetchOrNetworkError(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw error instanceof TypeError ? new NetworkError(error) : error;
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = (await response.text().catch(() => '')).trim();
  throw new ApiError(response.status, response.statusText, body);
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

async function request(
  method: HttpMethod,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetchOrNetworkError(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(response);
  return response;
}

/** Send a request with an optional JSON body and parse the JSON answer (undefined when empty). */
export async function apiSend<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return readJson<T>(await request(method, path, body));
}

// ---------- query keys ----------

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * A query key is the path parts, joined with '/'. A trailing plain object becomes the query string
 * (undefined and null values are left out): ['/api/viator/showcase', { limit: 8 }] -> '/api/viator/showcase?limit=8'.
 */
export function pathFromQueryKey(queryKey: readonly unknown[]): string {
  const parts: string[] = [];
  let search = '';
  for (const part of queryKey) {
    if (typeof part === 'string' || typeof part === 'number') {
      parts.push(String(part));
    } else if (part && typeof part === 'object') {
      search = toSearch(part as QueryParams);
    }
  }
  return parts.join('/') + search;
}

export function toSearch(params: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type On401 = 'returnNull' | 'throw';

/** The default data read: GET the key's path; a 401 is an error unless on401 is 'returnNull'. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetchOrNetworkError(pathFromQueryKey(queryKey), {
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal,
    });
    if (on401 === 'returnNull' && response.status === 401) return null;
    await throwIfNotOk(response);
    return readJson<T>(response);
  };
}

// ---------- admin ----------

export const ADMIN_KEY_MISSING = 'Admin key not set. Please enter your admin key.';

/** The admin key lives in the browser session (SPEC 4, Admin dashboard). */
export function getAdminKey(): string | null {
  const key = sessionStore()?.getItem(ADMIN_KEY_STORAGE) ?? null;
  return key && key.trim() !== '' ? key : null;
}

export function setAdminKey(key: string): void {
  sessionStore()?.setItem(ADMIN_KEY_STORAGE, key.trim());
}

export function clearAdminKey(): void {
  sessionStore()?.removeItem(ADMIN_KEY_STORAGE);
}

/** An admin call: adds the x-admin-key header; without a key it is refused locally. */
export async function adminSend<T = unknown>(method: HttpMethod, path: string, body?: unknown): Promise<T> {
  const key = getAdminKey();
  if (!key) throw new Error(ADMIN_KEY_MISSING);
  return readJson<T>(await request(method, path, body, { 'x-admin-key': key }));
}

/** An admin upload: POSTs the form (multipart, its boundary set by the browser) with the key; the JSON answer. */
export async function adminUpload<T = unknown>(path: string, form: FormData): Promise<T> {
  const key = getAdminKey();
  if (!key) throw new Error(ADMIN_KEY_MISSING);
  const response = await fetchOrNetworkError(path, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'x-admin-key': key },
    body: form,
  });
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/**
 * Asks the server whether `key` is the admin key, with one admin read: resolves when it is, and throws the
 * server's refusal ('401: {"message":"The admin key is not valid"}') when it is not. Nothing is stored.
 */
export async function verifyAdminKey(key: string): Promise<void> {
  await request('GET', ADMIN_API.stats, undefined, { 'x-admin-key': key });
}

/** An admin file download: the body and the file name the server gives it (Content-Disposition). */
export async function adminDownload(path: string): Promise<{ blob: Blob; fileName: string | null }> {
  const key = getAdminKey();
  if (!key) throw new Error(ADMIN_KEY_MISSING);
  const response = await request('GET', path, undefined, { 'x-admin-key': key, Accept: '*/*' });
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

export function adminGet<T>(path: string): Promise<T> {
  return adminSend<T>('GET', path);
}

/** A query function for admin reads whose key is the path parts. */
export function getAdminQueryFn<T>(): QueryFunction<T> {
  return ({ queryKey }) => adminGet<T>(pathFromQueryKey(queryKey));
}

// ---------- messages ----------

/** Whether a failed read means the thing asked for does not exist (404), rather than a failure to reach it. */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Whether a failed read never reached the server (offline, with no saved copy), so it may work later. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof NetworkError;
}

/**
 * The text to show for a failed call: the server's {message} when the body carries one; otherwise the
 * fallback when given, otherwise the error's own message.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return error.errorBody?.message ?? fallback ?? error.message;
  if (error instanceof Error && error.message === ADMIN_KEY_MISSING) return error.message;
  if (fallback) return fallback;
  return error instanceof Error ? error.message : String(error);
}

/** The server's message for each field of the request body it refused, by the field's path; {} when none. */
export function fieldErrors(error: unknown): Record<string, string> {
  return (error instanceof ApiError && error.errorBody?.fields) || {};
}
