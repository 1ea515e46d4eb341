/** The Suggestions tab's small rules: its filters, paging words, and how each kind's values read. */
import { formatLongDate, formatTimeOfDay } from '../../../../common/dates';
import type { PlaceSuggestionStatus } from '../../../../common/schemas/places';
import { ADMIN_SUGGESTIONS_PAGE_SIZE, type AdminSuggestion } from '../../../../common/schemas/suggestions';
import { SUGGESTION_KIND_NAMES } from '../suggestion-kinds';

export type SuggestionStatusFilter = PlaceSuggestionStatus | 'all';
export const SUGGESTION_STATUS_FILTERS: ReadonlyArray<[SuggestionStatusFilter, string]> = [
  ['new', 'New'],
  ['accepted', 'Accepted'],
  ['dismissed', 'Dismissed'],
  ['all', 'All'],
];

/** The list's query parameters for one page (0-based) of a status. */
export function suggestionsParams(status: SuggestionStatusFilter, page: number) {
  return {
    ...(status === 'all' ? {} : { status }),
    limit: ADMIN_SUGGESTIONS_PAGE_SIZE,
    offset: page * ADMIN_SUGGESTIONS_PAGE_SIZE,
  };
}

export function suggestionPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_SUGGESTIONS_PAGE_SIZE));
}

/** 'Showing 21 to 23 of 23 suggestions' for the second page (0-based `page`) of 23. */
export function suggestionsRangeText(page: number, total: number): string {
  if (total <= 0) return 'Showing 0 to 0 of 0 suggestions';
  const first = Math.min(page * ADMIN_SUGGESTIONS_PAGE_SIZE + 1, total);
  const last = Math.min((page + 1) * ADMIN_SUGGESTIONS_PAGE_SIZE, total);
  return `Showing ${first} to ${last} of ${total} ${total === 1 ? 'suggestion' : 'suggestions'}`;
}

/** The badge's words for a screen reader: '3 new'. */
export function newSuggestionsLabel(count: number): string {
  return `${count} new`;
}

/** When it arrived or was decided, in Paphos time: '5 March 2026 at 14:05'. */
export function formatWhen(value: string | Date): string {
  return `${formatLongDate(value)} at ${formatTimeOfDay(value)}`;
}

/**
 * The two values the operator compares: what the place shows now and what the visitor suggests; null when
 * the kind has none ('other').
 */
export function comparedValues(
  suggestion: Pick<AdminSuggestion, 'kind' | 'currentValue' | 'proposedValue'>,
): { now: string; suggested: string } | null {
  if (suggestion.kind === 'other') return null;
  if (suggestion.kind === 'closed') {
    return { now: `Status ${suggestion.currentValue ?? 'unknown'}`, suggested: SUGGESTION_KIND_NAMES.closed };
  }
  return { now: suggestion.currentValue ?? 'None', suggested: suggestion.proposedValue ?? 'None' };
}

/** The suggested spot on OpenStreetMap, for a position suggestion; null for other kinds. */
export function suggestedSpotUrl(suggestion: Pick<AdminSuggestion, 'kind' | 'proposedValue'>): string | null {
  if (suggestion.kind !== 'position' || !suggestion.proposedValue) return null;
  const [latitude, longitude] = suggestion.proposedValue.split(',').map((part) => part.trim());
  if (!latitude || !longitude) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;
}

/** The accept button's words: 'other' has nothing to apply, so it is only noted. */
export function acceptLabel(kind: AdminSuggestion['kind']): string {
  return kind === 'other' ? 'Mark as noted' : 'Accept';
}

/** The toast title after a decision. */
export function decisionTitle(kind: AdminSuggestion['kind'], decision: 'accept' | 'dismiss'): string {
  if (decision === 'dismiss') return 'Suggestion dismissed';
  return kind === 'other' ? 'Suggestion noted' : 'Suggestion accepted';
}
