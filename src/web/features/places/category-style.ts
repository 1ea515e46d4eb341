import type { LucideIconNode } from 'lucide-react';
import type { PlaceCategory } from '../../../common/categories';

/**
 * Map marker colours by category (SPEC 9). Ten hues far apart (restaurant orange, cafe brown and shopping
 * pink most of all, the three most often side by side in town), each dark enough for the white glyph on it
 * (3:1 or more) and for the white ring around it to stand out on light map tiles.
 */
export const CATEGORY_MARKER_COLORS: Record<PlaceCategory, string> = {
  restaurant: '#c2410c',
  bar: '#7e22ce',
  cafe: '#6b3a1e',
  attraction: '#475569',
  beach: '#0891b2',
  hotel: '#1e3a8a',
  landmark: '#4d7c0f',
  spa: '#0f766e',
  shopping: '#db2777',
  entertainment: '#a16207',
};

/**
 * The glyph each category's markers carry, so a marker says its category without relying on colour:
 * lucide's icons (ISC licence), kept as their drawing data so that the Leaflet map draws them without React.
 * Utensils, martini, coffee, camera, tree-palm, bed-double, landmark, flower-2, shopping-bag and ticket.
 */
export const CATEGORY_GLYPHS: Record<PlaceCategory, LucideIconNode[]> = {
  restaurant: [
    ['path', { d: 'M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2' }],
    ['path', { d: 'M7 2v20' }],
    ['path', { d: 'M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7' }],
  ],
  bar: [
    ['path', { d: 'M12 12 4.207 4.207A.707.707 0 0 1 4.707 3h14.586a.707.707 0 0 1 .5 1.207z' }],
    ['path', { d: 'M12 12v10' }],
    ['path', { d: 'M7 22h10' }],
  ],
  cafe: [
    ['path', { d: 'M10 2v2' }],
    ['path', { d: 'M14 2v2' }],
    [
      'path',
      { d: 'M16 8a1 1 0 0 1 1 1v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V9a1 1 0 0 1 1-1h14a4 4 0 1 1 0 8h-1' },
    ],
    ['path', { d: 'M6 2v2' }],
  ],
  attraction: [
    [
      'path',
      {
        d: 'M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z',
      },
    ],
    ['circle', { cx: '12', cy: '13', r: '3' }],
  ],
  beach: [
    ['path', { d: 'M13 8c0-2.76-2.46-5-5.5-5S2 5.24 2 8h2l1-1 1 1h4' }],
    ['path', { d: 'M13 7.14A5.82 5.82 0 0 1 16.5 6c3.04 0 5.5 2.24 5.5 5h-3l-1-1-1 1h-3' }],
    [
      'path',
      {
        d: 'M5.89 9.71c-2.15 2.15-2.3 5.47-.35 7.43l4.24-4.25.7-.7.71-.71 2.12-2.12c-1.95-1.96-5.27-1.8-7.42.35',
      },
    ],
    ['path', { d: 'M11 15.5c.5 2.5-.17 4.5-1 6.5h4c2-5.5-.5-12-1-14' }],
  ],
  hotel: [
    ['path', { d: 'M2 20v-8a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v8' }],
    ['path', { d: 'M4 10V6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v4' }],
    ['path', { d: 'M12 4v6' }],
    ['path', { d: 'M2 18h20' }],
  ],
  landmark: [
    ['path', { d: 'M10 18v-7' }],
    ['path', { d: 'M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z' }],
    ['path', { d: 'M14 18v-7' }],
    ['path', { d: 'M18 18v-7' }],
    ['path', { d: 'M3 22h18' }],
    ['path', { d: 'M6 18v-7' }],
  ],
  spa: [
    [
      'path',
      {
        d: 'M12 5a3 3 0 1 1 3 3m-3-3a3 3 0 1 0-3 3m3-3v1M9 8a3 3 0 1 0 3 3M9 8h1m5 0a3 3 0 1 1-3 3m3-3h-1m-2 3v-1',
      },
    ],
    ['circle', { cx: '12', cy: '8', r: '2' }],
    ['path', { d: 'M12 10v12' }],
    ['path', { d: 'M12 22c4.2 0 7-1.667 7-5-4.2 0-7 1.667-7 5Z' }],
    ['path', { d: 'M12 22c-4.2 0-7-1.667-7-5 4.2 0 7 1.667 7 5Z' }],
  ],
  shopping: [
    ['path', { d: 'M16 10a4 4 0 0 1-8 0' }],
    ['path', { d: 'M3.103 6.034h17.794' }],
    [
      'path',
      {
        d: 'M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z',
      },
    ],
  ],
  entertainment: [
    [
      'path',
      {
        d: 'M2 9a3 3 0 0 1 0 6v2a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-2a3 3 0 0 1 0-6V7a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2Z',
      },
    ],
    ['path', { d: 'M13 5v2' }],
    ['path', { d: 'M13 17v2' }],
    ['path', { d: 'M13 11v2' }],
  ],
};

/** A category not known to this build (a newer server's) is drawn as an attraction. */
export function markerCategory(category: string): PlaceCategory {
  return Object.hasOwn(CATEGORY_MARKER_COLORS, category) ? (category as PlaceCategory) : 'attraction';
}

/** Marker size (px, white ring included) and its glyph's, on the map, in its first picture and the legend. */
export const MARKER_SIZES = { map: { disc: 26, glyph: 14 }, legend: { disc: 20, glyph: 12 } } as const;
/** Strokes a little heavier than lucide's 2, to read at 14 px on a coloured disc. */
export const MARKER_GLYPH_STROKE = 2.5;

/** A marker's disc: its colour comes from the category, its white ring stands out on any tile. */
export const MARKER_CLASSES =
  'flex shrink-0 items-center justify-center rounded-full border-2 border-white ' +
  'shadow-[0_0_0_1px_rgba(0,0,0,0.3),0_1px_3px_rgba(0,0,0,0.35)]';

/** The glyph as white SVG markup. */
function glyphMarkup(category: PlaceCategory): string {
  const shapes = CATEGORY_GLYPHS[category]
    .map(([tag, attributes]) => {
      const written = Object.entries(attributes).map(([name, value]) => `${name}="${String(value)}"`);
      return `<${tag} ${written.join(' ')}/>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MARKER_SIZES.map.glyph}" height="${MARKER_SIZES.map.glyph}" ` +
    `viewBox="0 0 24 24" fill="none" stroke="#ffffff" stroke-width="${MARKER_GLYPH_STROKE}" ` +
    `stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${shapes}</svg>`
  );
}

/**
 * A Leaflet marker's HTML (the map's markers are HTML, not React): the category's disc and glyph, the same
 * as CategoryMarker draws in the map's first picture and its legend.
 */
export function markerHtml(category: PlaceCategory): string {
  const size = MARKER_SIZES.map.disc;
  return (
    `<span class="${MARKER_CLASSES}" data-category="${category}" ` +
    `style="width:${size}px;height:${size}px;background-color:${CATEGORY_MARKER_COLORS[category]}">` +
    `${glyphMarkup(category)}</span>`
  );
}

export const USER_MARKER_COLOR = '#2563eb';
