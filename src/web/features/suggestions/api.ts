import { useMutation } from '@tanstack/react-query';
import type { PlaceSuggestionBody, SuggestionSent } from '../../../common/schemas/suggestions';
import { apiSend } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

/** POST /api/place-suggestions/{slug}: a visitor's report of a wrong fact; answers the thank-you to show. */
export function useSendSuggestion(slug: string) {
  return useMutation({
    mutationFn: (body: PlaceSuggestionBody) =>
      apiSend<SuggestionSent>('POST', `${API.placeSuggestions}/${encodeURIComponent(slug)}`, body),
  });
}
