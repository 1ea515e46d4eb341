/** The current user, shared by every feature that needs to know who is signed in. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '../../common/schemas/auth';
import { getQueryFn } from './api-client';
import { API } from '../../common/api-paths';

export const authKeys = {
  user: [API.auth.user] as const,
};

/** GET /api/auth/user: null for an anonymous visitor; a 401 counts as anonymous too (SPEC 7). */
export const userQuery = queryOptions({
  queryKey: authKeys.user,
  queryFn: getQueryFn<User>({ on401: 'returnNull' }),
});

export type AuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** The signed-in user: loading, then authenticated (a user and no error) or anonymous (any failure). */
export function useAuth(): { user: User | null; status: AuthStatus } {
  const { data, error, isPending } = useQuery(userQuery);
  if (isPending) return { user: null, status: 'loading' };
  if (data && !error) return { user: data, status: 'authenticated' };
  return { user: null, status: 'anonymous' };
}
