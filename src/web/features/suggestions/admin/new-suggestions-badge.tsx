import { useNewSuggestionsCount } from './api';
import { newSuggestionsLabel } from './suggestions-list';

/** The count of suggestions waiting for a decision on the Suggestions tab; nothing when none wait. */
export function NewSuggestionsBadge() {
  const { data } = useNewSuggestionsCount();
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span className="relative inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold leading-5 text-accent-foreground">
      <span aria-hidden="true">{count}</span>
      {/* As the Messages badge: the tab's name reads 'Suggestions 3 new'. */}
      <span className="sr-only">{` ${newSuggestionsLabel(count)}`}</span>
    </span>
  );
}
