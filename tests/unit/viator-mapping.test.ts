import { describe, expect, it } from 'vitest';
import { sourceTourSchema } from '../../src/server/providers/tours';
import {
  coverImageUrl,
  findPaphosDestination,
  formatDuration,
  tagNamesById,
  tourCategories,
  tourKeywords,
  toSourceTour,
  viatorProductSchema,
  type ViatorDestination,
  type ViatorProduct,
} from '../../src/server/providers/tours/viator-mapping';

const paphosCity: ViatorDestination = {
  destinationId: 11,
  name: 'Paphos',
  type: 'CITY',
  center: { latitude: 34.7754, longitude: 32.4245 },
};

const product = (overrides: Partial<ViatorProduct> = {}): ViatorProduct =>
  viatorProductSchema.parse({
    productCode: '123P4',
    title: 'Akamas Jeep Safari with Blue Lagoon Swim',
    description: 'A day in the Akamas.',
    reviews: { totalReviews: 80, combinedAverageRating: 4.65 },
    duration: { fixedDurationInMinutes: 480 },
    pricing: { summary: { fromPrice: 69 }, currency: 'EUR' },
    productUrl: 'https://www.viator.com/tours/Paphos/Akamas/d11-123P4?mcid=42383&pid=P001&medium=api',
    destinations: [{ ref: '11', primary: true }],
    tags: [],
    ...overrides,
  });

const references = {
  tagNames: new Map<number, string[]>(),
  destinations: new Map([['11', paphosCity]]),
};

describe('formatDuration', () => {
  it.each([
    [{ fixedDurationInMinutes: 240 }, '4 hours'],
    [{ fixedDurationInMinutes: 60 }, '1 hour'],
    [{ fixedDurationInMinutes: 45 }, '45 minutes'],
    [{ fixedDurationInMinutes: 150 }, '2 hours 30 minutes'],
    [{ fixedDurationInMinutes: 1440 }, '1 day'],
    [{ fixedDurationInMinutes: 2880 }, '2 days'],
    [{ variableDurationFromMinutes: 120, variableDurationToMinutes: 180 }, '2 to 3 hours'],
    [{ variableDurationFromMinutes: 45, variableDurationToMinutes: 90 }, '45 minutes to 1 hour 30 minutes'],
    [{ variableDurationFromMinutes: 90 }, '1 hour 30 minutes'],
    [{ unstructuredDuration: '  Flexible  ' }, 'Flexible'],
  ])('writes %j as %s', (duration, text) => {
    expect(formatDuration(duration)).toBe(text);
  });

  it('has no duration when Viator gives none', () => {
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration({})).toBeNull();
    expect(formatDuration({ fixedDurationInMinutes: 0 })).toBeNull();
  });
});

describe('coverImageUrl', () => {
  const variant = (width: number, url = `https://img.example/${width}.jpg`) => ({
    width,
    height: width,
    url,
  });

  it('takes the cover image in the smallest variant at least 720 pixels wide', () => {
    expect(
      coverImageUrl([
        { isCover: false, variants: [variant(720, 'https://img.example/other.jpg')] },
        { isCover: true, variants: [variant(1200), variant(200), variant(720), variant(674)] },
      ]),
    ).toBe('https://img.example/720.jpg');
  });

  it('falls back to the first image and to its widest variant', () => {
    expect(coverImageUrl([{ variants: [variant(200), variant(480)] }])).toBe('https://img.example/480.jpg');
  });

  it('never takes an image that is not served over https', () => {
    expect(
      coverImageUrl([{ isCover: true, variants: [variant(720, 'http://img.example/720.jpg')] }]),
    ).toBeNull();
    expect(coverImageUrl(undefined)).toBeNull();
    expect(coverImageUrl([])).toBeNull();
  });
});

describe('findPaphosDestination', () => {
  it('picks the Paphos city over a wider area of the same name', () => {
    const district = { ...paphosCity, destinationId: 10, type: 'REGION' };
    expect(findPaphosDestination([district, paphosCity])?.destinationId).toBe(11);
  });

  it('accepts the Pafos spelling and ignores a Paphos elsewhere in the world', () => {
    const pafos = { ...paphosCity, destinationId: 12, name: 'Pafos' };
    const faraway = { ...paphosCity, destinationId: 13, center: { latitude: 40.0, longitude: -75.0 } };
    expect(findPaphosDestination([faraway, pafos])?.destinationId).toBe(12);
    expect(findPaphosDestination([faraway])).toBeUndefined();
    expect(findPaphosDestination([{ ...paphosCity, name: 'Limassol' }])).toBeUndefined();
  });
});

describe('tagNamesById', () => {
  it("gives each tag its English name and its parents' names", () => {
    const names = tagNamesById([
      { tagId: 1, allNamesByLocale: { en: 'Tours & Cruises', de: 'Touren' } },
      { tagId: 2, parentTagIds: [1, 99], allNamesByLocale: { en: 'Boat Tours' } },
      { tagId: 3 },
    ]);
    expect(names.get(2)).toEqual(['Boat Tours', 'Tours & Cruises']);
    expect(names.get(3)).toEqual([]);
  });
});

describe('tourCategories', () => {
  it.each([
    [['Boat Tours', 'Snorkeling'], ['beach']],
    [['Historical Tours', 'Tombs of the Kings Walk'], ['landmark']],
    [['Wine Tastings'], ['bar']],
    [['Food & Drink', 'Cooking Classes'], ['restaurant']],
    [['Day Trips', 'Akamas Jeep Safari'], ['attraction']],
    [['Spa & Wellness'], ['spa']],
    [
      ['Shows & Performances', 'Dinner Cruises'],
      ['restaurant', 'beach', 'entertainment'],
    ],
  ])('maps %j to %j', (texts, categories) => {
    expect(tourCategories(texts)).toEqual(categories);
  });

  it('does not read a category out of part of a word', () => {
    expect(tourCategories(['Embarkation at the Barbecue Spot'])).toEqual([]);
  });
});

describe('tourKeywords', () => {
  it("keeps a title's distinctive words, lower case, without generic ones or Paphos", () => {
    expect(tourKeywords('Paphos Private Half-Day Tour of the Tombs of the Kings', 'Paphos')).toEqual([
      'tombs',
      'kings',
    ]);
  });

  it("adds the product's own destination when it is not Paphos", () => {
    expect(tourKeywords('Blue Lagoon Cruise', 'Polis')).toEqual(['polis', 'blue', 'lagoon', 'cruise']);
  });

  it('keeps at most 30 keywords', () => {
    const letter = (code: number) => String.fromCharCode(97 + code);
    const title = Array.from(
      { length: 40 },
      (_, index) => `word${letter(Math.floor(index / 26))}${letter(index % 26)}`,
    );
    expect(tourKeywords(title.join(' '), undefined)).toHaveLength(30);
  });
});

describe('toSourceTour', () => {
  it('maps a product summary to a tour the tours table accepts', () => {
    const tour = toSourceTour(product(), references);
    expect(sourceTourSchema.parse(tour)).toEqual(tour);
    expect(tour).toMatchObject({
      productCode: '123P4',
      rating: 4.65,
      reviewCount: 80,
      duration: '8 hours',
      priceFrom: 69,
      trackingUrl: null,
      productUrl: 'https://www.viator.com/tours/Paphos/Akamas/d11-123P4?mcid=42383&pid=P001&medium=api',
      categories: ['attraction', 'beach'],
      latitude: 34.7754,
      longitude: 32.4245,
    });
  });

  it('has no rating without reviews, and no price, image or link when Viator gives none', () => {
    const tour = toSourceTour(
      product({
        reviews: { totalReviews: 0, combinedAverageRating: 0 },
        pricing: undefined,
        productUrl: undefined,
      }),
      references,
    );
    expect(tour).toMatchObject({
      rating: null,
      reviewCount: 0,
      priceFrom: null,
      imageUrl: null,
      productUrl: null,
    });
  });

  it('refuses a product link that is not https, rather than send visitors to it', () => {
    expect(
      toSourceTour(product({ productUrl: 'http://www.viator.com/tours/x' }), references).productUrl,
    ).toBeNull();
  });

  it('leaves the position empty for a destination it does not know', () => {
    const tour = toSourceTour(product({ destinations: [{ ref: '999', primary: true }] }), references);
    expect(tour).toMatchObject({ latitude: null, longitude: null });
  });

  it('cuts a long title and description to what the tours table holds', () => {
    const tour = toSourceTour(product({ title: 'T'.repeat(400), description: 'D'.repeat(6000) }), references);
    expect(tour.title).toHaveLength(300);
    expect(tour.description).toHaveLength(5000);
    expect(sourceTourSchema.safeParse(tour).success).toBe(true);
  });
});
