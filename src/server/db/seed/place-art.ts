/**
 * Every bundled place has a picture of its own at `/images/places/<slug>.svg`: a drawing of that place for
 * the sights, beaches and landmarks, and for the others their category's drawing varied for them by
 * `scripts/place-art.ts`, following `placeArtVariant`.
 */

/** Marks a picture the script varied from its category's drawing (the script rewrites only these). */
export const GENERATED_MARK = '<!-- varied from its category drawing by scripts/place-art.ts -->';

/** The categories whose every place has a drawing made for it. */
export const DRAWN_CATEGORIES = ['beach', 'attraction', 'landmark'] as const;

export function placeArtUrl(slug: string): string {
  return `/images/places/${slug}.svg`;
}

export interface ArtVariant {
  /** Which of the category's two drawings: 1 or 2. */
  drawing: 1 | 2;
  /** The whole drawing, or a closer view of its left or right side. */
  crop: 'whole' | 'left' | 'right';
  /** The time of day it is lit for. */
  light: 'day' | 'golden' | 'dusk' | 'night';
}

const CROPS = ['whole', 'left', 'right'] as const;
const LIGHTS = ['day', 'golden', 'night', 'dusk'] as const;

/** How many places of one category can have distinct pictures: 2 drawings x crops x lights. */
export const CATEGORY_ART_VARIANTS = 2 * CROPS.length * LIGHTS.length;

/**
 * The variant for the index-th place of a category (in slug order). Neighbouring indexes use the other
 * drawing, and two apart they differ in both crop and light, so places listed together do not look alike;
 * the first CATEGORY_ART_VARIANTS indexes are all different (crop and light cycle by 3 and 4).
 */
export function placeArtVariant(index: number): ArtVariant {
  const step = index % CATEGORY_ART_VARIANTS;
  const pair = Math.floor(step / 2);
  return {
    drawing: step % 2 === 0 ? 1 : 2,
    crop: CROPS[pair % CROPS.length]!,
    light: LIGHTS[pair % LIGHTS.length]!,
  };
}
