import { CATEGORY_LABELS, type PlaceCategory } from '../../../../common/categories';
import { CATEGORY_MARKER_COLORS } from '../category-style';

/** What each marker colour on the map means. */
export function MapLegend({ categories }: { categories: readonly PlaceCategory[] }) {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-4 gap-y-2 text-sm text-foreground">
      {categories.map((category) => (
        <li key={category} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3.5 rounded-full border-2 border-white shadow-[0_0_0_1px_rgba(0,0,0,0.25)]"
            style={{ backgroundColor: CATEGORY_MARKER_COLORS[category] }}
          />
          {CATEGORY_LABELS[category]}
        </li>
      ))}
    </ul>
  );
}
