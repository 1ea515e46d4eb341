/**
 * The one way the server calls an outside API: a timeout per attempt, a few retries with backoff on
 * 429, 5xx and network failures only, the answer parsed by a zod schema, and a ProviderError that names
 * the provider and the status but never a key, a token or the request's URL.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { recordProviderCall, type ProviderCallOutcome } from '../lib/operation-tally';

export class ProviderError extends Error {
  /** The message without the provider's name: 'answered 504'. */
  readonly detail: string;

  constructor(
    readonly provider: string,
    detail: string,
    /** The HTTP status the provider answered with, when it answered. */
    readonly status?: number,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'ProviderError';
    this.detail = detail;
  }
}

/**
 * The provider could not be reached at all: every attempt failed before any answer (no network, the name
 * did not resolve, the connection was refused or reset). A source that answers badly or slowly is not this.
 */
export class ProviderUnreachableError extends ProviderError {
  constructor(provider: string, detail: string) {
    super(provider, detail);
    this.name = 'ProviderUnreachableError';
  }
}

/** A cap on the calls one run may make, so a bug cannot run up a provider's bill. */
export class CallBudget {
  private used = 0;

  constructor(readonly limit: number) {}

  get remaining(): number {
    return this.limit - this.used;
  }

  spend(provider: string): void {
    if (this.used >= this.limit) {
      throw new ProviderError(provider, `stopped after ${this.limit} calls, the most one run may make`);
    }
    this.used += 1;
  }
}

export interface ProviderRequest {
  /** Named in every error: 'OpenWeatherMap', 'Google Places'. */
  provider: string;
  url: URL | string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as an HTML form (application/x-www-form-urlencoded) instead of a JSON body. */
  form?: Record<string, string>;
  timeoutMs?: number;
  /** Further attempts after the first, on 429, 5xx and network failures only. */
  retries?: number;
  /**
   * False: an attempt that timed out is not repeated, for a caller that would rather fall back at once
   * (the weather card) or whose request may have been carried out already (creating a pin).
   */
  retryAfterTimeout?: boolean;
  /** The first wait between attempts; it doubles each time, and a 429's Retry-After wins when longer. */
  backoffMs?: number;
  /** Keys and tokens this request carries: removed from any text that ends up in an error. */
  secrets?: string[];
  budget?: CallBudget;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_RETRIES = 2;
export const DEFAULT_BACKOFF_MS = 500;
/** The longest wait between attempts, whatever Retry-After asks for. */
const MAX_WAIT_MS = 10_000;

/** The text with every secret replaced by '***'. */
export function redactSecrets(text: string, secrets: string[] = []): string {
  return secrets
    .filter((secret) => secret.length > 0)
    .reduce((out, secret) => out.split(secret).join('***'), text);
}

/**
 * The error text a provider put in its answer ({ message }, { error: { message } }, { error },
 * { reason }), shortened.
 */
function providerMessage(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const error = parsed.error as Record<string, unknown> | string | undefined;
    const message =
      (typeof parsed.message === 'string' && parsed.message) ||
      (typeof error === 'object' && error && typeof error.message === 'string' && error.message) ||
      (typeof error === 'string' && error) ||
      (typeof parsed.reason === 'string' && parsed.reason) ||
      undefined;
    return message ? message.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

/** Sends the request, retrying as described above; resolves with the first OK response. */
export async function providerFetch(request: ProviderRequest): Promise<Response> {
  const retries = request.retries ?? DEFAULT_RETRIES;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let wait = request.backoffMs ?? DEFAULT_BACKOFF_MS;
  const fail = (detail: string, status?: number) =>
    new ProviderError(request.provider, redactSecrets(detail, request.secrets), status);

  // Whether any attempt got an answer or timed out waiting for one: then the provider is not unreachable.
  let reachedOnce = false;
  for (let attempt = 0; ; attempt++) {
    request.budget?.spend(request.provider);
    const lastAttempt = attempt >= retries;
    let response: Response;
    const started = performance.now();
    const tally = (outcome: ProviderCallOutcome) =>
      recordProviderCall(request.provider, outcome, (performance.now() - started) / 1000);
    try {
      response = await fetch(request.url, {
        method: request.method ?? 'GET',
        headers: {
          accept: 'application/json',
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...request.headers,
        },
        body: request.form
          ? new URLSearchParams(request.form)
          : request.body !== undefined
            ? JSON.stringify(request.body)
            : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      tally('error');
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      if (timedOut) reachedOnce = true;
      if (lastAttempt || (timedOut && request.retryAfterTimeout === false)) {
        if (timedOut) throw fail(`no answer within ${timeoutMs} ms`);
        if (!reachedOnce) {
          throw new ProviderUnreachableError(request.provider, 'could not be reached (network error)');
        }
        throw fail('could not be reached (network error)');
      }
      await sleep(wait);
      wait *= 2;
      continue;
    }
    reachedOnce = true;
    tally(response.ok ? 'ok' : 'error');
    if (response.ok) return response;

    const body = await response.text().catch(() => '');
    if (!isRetryableStatus(response.status) || lastAttempt) {
      const said = providerMessage(body);
      throw fail(`answered ${response.status}${said ? ` (${said})` : ''}`, response.status);
    }
    await sleep(Math.min(MAX_WAIT_MS, Math.max(wait, retryAfterMs(response) ?? 0)));
    wait *= 2;
  }
}

/** Calls the provider and returns its JSON answer parsed by the schema; a malformed answer is an error. */
export async function requestJson<Schema extends z.ZodType>(
  request: ProviderRequest & { schema: Schema },
): Promise<z.output<Schema>> {
  const response = await providerFetch(request);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new ProviderError(request.provider, 'answered with something that is not JSON', response.status);
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw new ProviderError(
      request.provider,
      `answered in an unexpected format (${where}${issue?.message ?? 'invalid'})`,
      response.status,
    );
  }
  return parsed.data;
}
