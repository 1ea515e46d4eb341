import { RotateCcw } from 'lucide-react';
import type { EmptyListHint } from '../../../../common/empty-list-hint';
import { Button } from '../../../components/ui/button';
import { useTranslator } from '../../../lib/i18n';

const CLEAR_LABELS = {
  amenities: 'places.hint.clearAmenities',
  filters: 'places.hint.clearFilters',
} as const;

/** Under /places' empty state: which chosen filters leave no place, each one's count, and a way out. */
export function EmptyListHintText({
  hint,
  onClear,
}: {
  hint: EmptyListHint;
  onClear: (what: 'amenities' | 'filters') => void;
}) {
  const { t } = useTranslator();
  const { clear } = hint;
  return (
    <>
      <p className="mt-3 font-semibold text-foreground">{hint.reason}</p>
      {hint.counts.length > 0 && (
        <div className="mt-2 text-sm">
          <p>{t('places.hint.eachAlone')}</p>
          <ul className="mt-1">
            {hint.counts.map((count) => (
              <li key={count}>{count}</li>
            ))}
          </ul>
        </div>
      )}
      {clear && (
        <Button variant="outline" size="sm" className="mt-4" onClick={() => onClear(clear)}>
          <RotateCcw aria-hidden="true" />
          {t(CLEAR_LABELS[clear])}
        </Button>
      )}
    </>
  );
}
