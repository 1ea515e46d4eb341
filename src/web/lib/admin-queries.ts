/**
 * The dashboard's reads and writes (SPEC 6 and 7): every call goes under /api/admin with the admin key
 * header, and every failed write shows a destructive toast titled as SPEC 8 names it, with the server's
 * message as its description.
 */
import {
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { ADMIN_API, ADMIN_API_PREFIX } from '../../common/api-paths';
import type { JobName, JobStatus } from '../../common/schemas/sync';
import type { WriterInfo } from '../../common/schemas/writer';
import { toast } from '../components/ui/use-toast';
import { adminSend, errorMessage, getAdminQueryFn, type HttpMethod, type QueryParams } from './api-client';

/** An admin read whose key is its path (and query parameters, when given). */
export function useAdminQuery<T>(path: string, params?: QueryParams, options: { enabled?: boolean } = {}) {
  return useQuery<T>({
    queryKey: params ? [path, params] : [path],
    queryFn: getAdminQueryFn<T>(),
    enabled: options.enabled,
  });
}

/**
 * Refetches every cached read whose path starts with one of `paths`: admin or public ones, such as
 * '/api/places' after a publish. Without paths, every admin read.
 */
export function invalidateAdmin(queryClient: QueryClient, ...paths: string[]): Promise<void> {
  const prefixes = paths.length > 0 ? paths : [ADMIN_API_PREFIX];
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      return typeof path === 'string' && prefixes.some((prefix) => path.startsWith(prefix));
    },
  });
}

export interface AdminMutationOptions<TVariables, TResult> extends Omit<
  UseMutationOptions<TResult, Error, TVariables>,
  'mutationFn' | 'onError'
> {
  /** How to call the server for these variables. */
  request(variables: TVariables): { method: HttpMethod; path: string; body?: unknown };
  /** The toast title when the call fails (SPEC 8), e.g. 'Update Failed'. */
  failureTitle: string;
  /** Reads to refetch after a success (path prefixes, admin or public). */
  invalidates?: string[];
}

/** An admin write: sends the key, refetches what it changed, and toasts a failure with the server's message. */
export function useAdminMutation<TVariables = void, TResult = unknown>({
  request,
  failureTitle,
  invalidates = [],
  onSuccess,
  ...options
}: AdminMutationOptions<TVariables, TResult>) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    ...options,
    mutationFn: (variables) => {
      const { method, path, body } = request(variables);
      return adminSend<TResult>(method, path, body);
    },
    onSuccess: async (...args) => {
      if (invalidates.length > 0) await invalidateAdmin(queryClient, ...invalidates);
      await onSuccess?.(...args);
    },
    onError: (error) => {
      toast({ title: failureTitle, description: errorMessage(error), variant: 'destructive' });
    },
  });
}

/** GET /api/admin/writer: which writer drafts text, and the models and lengths the forms may offer. */
export function useWriterInfo() {
  return useAdminQuery<WriterInfo>(ADMIN_API.writer);
}

const JOB_STATUS_POLL_MS = 500;

/**
 * A long job's progress (a sync, a publish), read twice a second while `active` (the dashboard's only
 * polling: an operator watching a sync expects to see it move); idle otherwise.
 */
export function useJobStatus(name: JobName, active: boolean) {
  return useQuery<JobStatus>({
    queryKey: [ADMIN_API.jobs, name, 'status'],
    queryFn: getAdminQueryFn<JobStatus>(),
    enabled: active,
    refetchInterval: active ? JOB_STATUS_POLL_MS : false,
    gcTime: 0,
  });
}
