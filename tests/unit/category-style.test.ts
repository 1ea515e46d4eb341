import { describe, expect, it } from 'vitest';
import { PLACE_CATEGORIES, type PlaceCategory } from '../../src/common/categories';
import {
  CATEGORY_GLYPHS,
  CATEGORY_MARKER_COLORS,
  markerCategory,
  markerHtml,
} from '../../src/web/features/places/category-style';

/** sRGB '#rrggbb' to linear light, then to CIE L*a*b* (D65), as WCAG and CIE76 define them. */
function linear(hex: string): [number, number, number] {
  const channel = (at: number) => {
    const value = parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return [channel(1), channel(3), channel(5)];
}

const luminance = (hex: string) => {
  const [r, g, b] = linear(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast of white on the colour. */
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

function lab(hex: string): [number, number, number] {
  const [r, g, b] = linear(hex);
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const y = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/** CIE76 colour difference: about 2.3 is just noticeable, over 25 reads as another colour at a glance. */
const colourDifference = (one: string, other: string) => {
  const [a, b] = [lab(one), lab(other)];
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
};

const pairs = <T>(items: readonly T[]) =>
  items.flatMap((one, index) => items.slice(index + 1).map((other) => [one, other] as const));

describe('map markers by category', () => {
  it('tell restaurants, cafés and shops apart by a clearly different colour', () => {
    for (const [one, other] of pairs<PlaceCategory>(['restaurant', 'cafe', 'shopping'])) {
      const difference = colourDifference(CATEGORY_MARKER_COLORS[one], CATEGORY_MARKER_COLORS[other]);
      expect(difference, `${one} and ${other}`).toBeGreaterThanOrEqual(40);
    }
  });

  it('give no two categories colours close enough to mistake', () => {
    for (const [one, other] of pairs(PLACE_CATEGORIES)) {
      const difference = colourDifference(CATEGORY_MARKER_COLORS[one], CATEGORY_MARKER_COLORS[other]);
      expect(difference, `${one} and ${other}`).toBeGreaterThanOrEqual(25);
    }
  });

  it('keep the white glyph at 3:1 or more on every colour (WCAG 1.4.11)', () => {
    for (const category of PLACE_CATEGORIES) {
      expect(contrastWithWhite(CATEGORY_MARKER_COLORS[category]), category).toBeGreaterThanOrEqual(3);
    }
  });

  it('give every category a glyph of its own', () => {
    const drawings = PLACE_CATEGORIES.map((category) => JSON.stringify(CATEGORY_GLYPHS[category]));
    expect(new Set(drawings).size).toBe(PLACE_CATEGORIES.length);
    for (const category of PLACE_CATEGORIES) expect(CATEGORY_GLYPHS[category].length).toBeGreaterThan(0);
  });

  it("draw the category's colour and glyph in the Leaflet marker's HTML", () => {
    const html = markerHtml('cafe');
    expect(html).toContain('data-category="cafe"');
    expect(html).toContain(`background-color:${CATEGORY_MARKER_COLORS.cafe}`);
    for (const [, { d }] of CATEGORY_GLYPHS.cafe) if (d) expect(html).toContain(`d="${d}"`);
    expect(html).not.toContain(CATEGORY_GLYPHS.restaurant[0]![1].d!);
    expect(new Set(PLACE_CATEGORIES.map(markerHtml)).size).toBe(PLACE_CATEGORIES.length);
  });

  it('draws a category this build does not know as an attraction', () => {
    expect(markerCategory('shopping')).toBe('shopping');
    expect(markerCategory('casino')).toBe('attraction');
    expect(markerCategory('constructor')).toBe('attraction');
  });
});
