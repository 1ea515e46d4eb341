import { lazy, Suspense } from 'react';
import { loadWords } from '../../../lib/i18n';
import { useNow } from '../../../lib/use-now';

/**
 * The evaluator of opening hours loads with the first card that has hours, never with the home page's first
 * scripts; its words (the 'later' part, and the weekday and month names in 'events') with it.
 */
const OpeningStatusBadge = lazy(async () => {
  const [module] = await Promise.all([import('./opening-status'), loadWords(['later', 'events'])]);
  return { default: module.OpeningStatusBadge };
});

/**
 * A card's open/closed line, worked out in the browser at the moment it is seen (cards are cached HTML and
 * cached API answers); the line's height is kept while it loads so the card does not move.
 */
export function LazyOpeningStatus({ openingHours }: { openingHours: string }) {
  const now = useNow();
  return (
    <span className="block min-h-5">
      {now && (
        <Suspense fallback={null}>
          <OpeningStatusBadge openingHours={openingHours} now={now} />
        </Suspense>
      )}
    </span>
  );
}
