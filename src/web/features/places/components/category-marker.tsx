import { Icon, type LucideIconNode } from 'lucide-react';
import type { CSSProperties } from 'react';
import type { PlaceCategory } from '../../../../common/categories';
import { cn } from '../../../lib/cn';
import {
  CATEGORY_GLYPHS,
  CATEGORY_MARKER_COLORS,
  MARKER_CLASSES,
  MARKER_GLYPH_STROKE,
  MARKER_SIZES,
} from '../category-style';

/** The glyph's shapes with the React keys lucide's Icon reads from them (the shared data has none). */
const keyed = (shapes: LucideIconNode[]): LucideIconNode[] =>
  shapes.map(([tag, attributes], index) => [tag, { ...attributes, key: `${tag}${index}` }]);

/** A category's marker (coloured disc, white glyph), as the Leaflet map draws it (markerHtml). */
export function CategoryMarker({
  category,
  size,
  className,
  style,
}: {
  category: PlaceCategory;
  size: keyof typeof MARKER_SIZES;
  className?: string;
  style?: CSSProperties;
}) {
  const { disc, glyph } = MARKER_SIZES[size];
  return (
    <span
      data-category={category}
      className={cn(MARKER_CLASSES, className)}
      style={{ width: disc, height: disc, backgroundColor: CATEGORY_MARKER_COLORS[category], ...style }}
    >
      <Icon
        iconNode={keyed(CATEGORY_GLYPHS[category])}
        size={glyph}
        color="#ffffff"
        strokeWidth={MARKER_GLYPH_STROKE}
      />
    </span>
  );
}
