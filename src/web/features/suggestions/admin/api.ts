import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSuggestion,
  AdminSuggestionsPage,
  SuggestionDecision,
} from '../../../../common/schemas/suggestions';
import type { CountResult } from '../../../../common/schemas/shared';
import { toast } from '../../../components/ui/use-toast';
import { invalidateAdmin, useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { decisionTitle, suggestionsParams, type SuggestionStatusFilter } from './suggestions-list';
import { ADMIN_API, API } from '../../../../common/api-paths';

/** GET /api/admin/suggestions for one page of a status; the previous page stays on screen while the next loads. */
export function useSuggestions(status: SuggestionStatusFilter, page: number) {
  return useQuery<AdminSuggestionsPage>({
    queryKey: [ADMIN_API.suggestions, suggestionsParams(status, page)],
    queryFn: getAdminQueryFn<AdminSuggestionsPage>(),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/suggestions/count: how many wait for a decision (the tab's badge). */
export const useNewSuggestionsCount = () => useAdminQuery<CountResult>(ADMIN_API.suggestionsCount);

export type SuggestionDecisionAction = 'accept' | 'dismiss';

/**
 * POST /api/admin/suggestions/{id}/accept or /dismiss. A success toasts the server's sentence of what
 * changed, and the public place reads refetch; a failure (decided meanwhile, say) toasts 'Update Failed'
 * with the server's message. The list and its badge refetch either way.
 */
export function useDecideSuggestion(suggestion: Pick<AdminSuggestion, 'id' | 'kind'>) {
  const queryClient = useQueryClient();
  return useAdminMutation<SuggestionDecisionAction, SuggestionDecision>({
    request: (action) => ({ method: 'POST', path: `${ADMIN_API.suggestions}/${suggestion.id}/${action}` }),
    failureTitle: 'Update Failed',
    invalidates: [ADMIN_API.places, ADMIN_API.stats, API.places.list],
    onSuccess: (result, action) => {
      toast({ title: decisionTitle(suggestion.kind, action), description: result.message });
    },
    onSettled: () => invalidateAdmin(queryClient, ADMIN_API.suggestions),
  });
}
