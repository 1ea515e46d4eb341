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
import { placeCandidates, seedGuides, seedPlaces, seedTours } from '../../src/server/db/seed/records';

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

describe('Elea Golf Club’s picture', () => {
  it('is a golf course drawn for it, by day: not the entertainment drawing of an amphitheatre at night', () => {
    const elea = everyPlace.find((place) => place.slug === 'elea-golf-club');
    expect(elea?.category).toBe('entertainment');
    const svg = readFileSync(artFile('elea-golf-club'), 'utf8');
    expect(svg).not.toContain(GENERATED_MARK);
    expect(pictureTitle(svg)).toMatch(/^Elea Golf Club by day: a fairway .* flagged green/);
    // scripts/place-art.ts's night light: a dark veil, a moon and stars.
    expect(svg).not.toContain('#0b1d3a');
  });
});

/** What an SVG's <title> says it shows. */
function pictureTitle(svg: string): string | undefined {
  return /<title>([^<]+)<\/title>/.exec(svg)?.[1];
}

/** The words of a title that name its subject: not the words every tour shares. */
const COMMON_WORDS = new Set(['paphos', 'tour', 'trip', 'from', 'with', 'the', 'and', 'day', 'half']);
const subjectWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4 && !COMMON_WORDS.has(word)),
  );

describe('the bundled tours’ pictures', () => {
  it('are each tour’s own: no two tours share a picture', () => {
    const pictures = seedTours.map((tour) => tour.imageUrl);
    expect(new Set(pictures).size).toBe(seedTours.length);
    const hashes = new Map<string, string>();
    for (const tour of seedTours) {
      const svg = readFileSync(path.resolve('public', tour.imageUrl.slice(1)), 'utf8');
      const hash = createHash('sha256').update(svg).digest('hex');
      expect(hashes.get(hash), `${tour.title} repeats the picture of ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, tour.title);
    }
  });

  it('are plain SVG drawings whose title names what the tour is about', () => {
    for (const tour of seedTours) {
      const svg = readFileSync(path.resolve('public', tour.imageUrl.slice(1)), 'utf8');
      expect(svg, tour.title).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 1200 800"/,
      );
      expect(svg, tour.title).not.toMatch(/<script|<foreignObject|<image|href="(?!#)|@import|javascript:/i);
      const title = pictureTitle(svg);
      expect(title, `${tour.title}: the picture's <title>`).toBeDefined();
      const shared = [...subjectWords(tour.title)].filter((word) => subjectWords(title!).has(word));
      expect(shared, `'${tour.title}' and its picture '${title}'`).not.toEqual([]);
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
