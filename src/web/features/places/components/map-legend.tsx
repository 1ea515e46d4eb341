import type { PlaceCategory } from '../../../../common/categories';
import { useTranslator } from '../../../lib/i18n';
import { CategoryMarker } from './category-marker';

/** What each marker (its colour and glyph) on the map means. */
export function MapLegend({ categories }: { categories: readonly PlaceCategory[] }) {
  const { t } = useTranslator();
  return (
    <ul aria-label={t('places.legend')} className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-foreground">
      {categories.map((category) => (
        <li key={category} className="inline-flex items-center gap-1.5">
          <CategoryMarker category={category} size="legend" />
          {t('card.category', { category })}
        </li>
      ))}
    </ul>
  );
}
