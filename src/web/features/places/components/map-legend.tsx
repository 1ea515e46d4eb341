import { CATEGORY_LABELS, type PlaceCategory } from '../../../../common/categories';
import { CategoryMarker } from './category-marker';

/** What each marker (its colour and glyph) on the map means. */
export function MapLegend({ categories }: { categories: readonly PlaceCategory[] }) {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-foreground">
      {categories.map((category) => (
        <li key={category} className="inline-flex items-center gap-1.5">
          <CategoryMarker category={category} size="legend" />
          {CATEGORY_LABELS[category]}
        </li>
      ))}
    </ul>
  );
}
