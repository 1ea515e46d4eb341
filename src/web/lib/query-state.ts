/**
 * The API answers a server-rendered page was drawn with, carried to the browser so the page hydrates with
 * the same data instead of loading it again. A failed read travels too (a place that does not exist
 * renders its not-found screen on both sides), as the ApiError the page code expects.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

interface CarriedError {
  status: number;
  statusText: string;
  body: string;
}

function carriedError(error: unknown): CarriedError {
  return error instanceof ApiError
    ? { status: error.status, statusText: error.statusText, body: error.body }
    : { status: 500, statusText: 'Internal Server Error', body: '' };
}

/** The client's settled queries as JSON, with '<' escaped so no answer can close the script element. */
export function serializeQueryState(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
    shouldRedactErrors: () => false,
  });
  const queries = state.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, error: carriedError(query.state.error) } }
      : query,
  );
  return JSON.stringify({ ...state, queries }).replace(/</g, '\\u003c');
}

/** Puts the server's answers into the browser's client before the first render. */
export function restoreQueryState(queryClient: QueryClient, json: string): void {
  const state = JSON.parse(json) as DehydratedState;
  const queries = state.queries.map((query) => {
    if (query.state.status !== 'error') return query;
    const { status, statusText, body } = query.state.error as unknown as CarriedError;
    return { ...query, state: { ...query.state, error: new ApiError(status, statusText, body) } };
  });
  hydrate(queryClient, { ...state, queries });
  keepCarriedErrors(queryClient);
}

/**
 * A read that failed while the page was drawn stays failed when its component mounts: without this, TanStack
 * Query would show the loading state and ask again (the server would draw 'Loading...' for a missing place, and
 * the browser's first render would not match the server's HTML).
 */
export function keepCarriedErrors(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ type: 'all' })) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
}
