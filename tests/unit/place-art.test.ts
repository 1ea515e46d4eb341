import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledPlaces } from '../../src/server/db/seed';
import {
  CATEGORY_ART_VARIANTS,
  DRAWN_CATEGORIES,
  GENERATED_MARK,
  placeArtUrl,
  placeArtVariant,
} from '../../src/server/db/seed/place-art';
import { placeCandidates, seedGuides, seedPlaces } from '../../src/server/db/seed/records';

const everyPlace = [...seedPlaces, ...placeCandidates];
const artFile = (slug: string) => path.resolve('public', placeArtUrl(slug).slice(1));

describe('placeArtVariant', () => {
  it(`gives the first ${CATEGORY_ART_VARIANTS} places of a category different pictures`, () => {
    const variants = Array.from({ length: CATEGORY_ART_VARIANTS }, (_, index) =>
      JSON.stringify(placeArtVariant(index)),
    );
    expect(new Set(variants).size).toBe(CATEGORY_ART_VARIANTS);
  });

  it('makes neighbours differ in drawing, and places two apart in both crop and light', () => {
    for (let index = 0; index < 2 * CATEGORY_ART_VARIANTS; index += 1) {
      const [here, next, twoOn] = [index, index + 1, index + 2].map(placeArtVariant);
      expect(next!.drawing).not.toBe(here!.drawing);
      expect(twoOn!.crop).not.toBe(here!.crop);
      expect(twoOn!.light).not.toBe(here!.light);
    }
  });
});

describe('the bundled places’ pictures', () => {
  it('are each place’s own file', () => {
    for (const place of bundledPlaces()) expect(place.photos, place.name).toEqual([placeArtUrl(place.slug)]);
  });

  it('exist, are plain SVG without scripts or outside references, and no two are the same', () => {
    const hashes = new Map<string, string>();
    for (const place of everyPlace) {
      const file = artFile(place.slug);
      expect(existsSync(file), `${place.name}: ${file}`).toBe(true);
      const svg = readFileSync(file, 'utf8');
      expect(svg, place.name).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/,
      );
      expect(svg, place.name).not.toMatch(/<script|<foreignObject|<image|href="(?!#)|@import|javascript:/i);
      const hash = createHash('sha256').update(svg).digest('hex');
      expect(hashes.get(hash), `${place.name} repeats the picture of ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, place.name);
    }
  });

  it('are drawings made for the place for every beach, attraction and landmark', () => {
    const drawn = everyPlace.filter((place) =>
      (DRAWN_CATEGORIES as readonly string[]).includes(place.category),
    );
    expect(drawn.length).toBeGreaterThanOrEqual(30);
    for (const place of drawn) {
      expect(readFileSync(artFile(place.slug), 'utf8'), place.name).not.toContain(GENERATED_MARK);
    }
  });
});

describe('the bundled guides’ pictures', () => {
  it('are files the site serves, each beach section showing that beach’s own drawing', () => {
    for (const article of seedGuides) {
      const pictures = [
        article.featuredImageUrl,
        ...[...article.content.matchAll(/\]\((\/images\/[^)\s]+)\)/g)].map((match) => match[1]!),
      ].filter((url) => url.startsWith('/images/'));
      for (const url of pictures) expect(existsSync(path.resolve('public', url.slice(1))), url).toBe(true);
    }
    const beaches = seedGuides.find((article) => article.slug === 'best-beaches-in-paphos')!;
    expect(beaches.content).toContain('](/images/places/coral-bay-beach.svg)');
    expect(beaches.content).not.toContain('/images/places/beach-1.svg');
  });
});
