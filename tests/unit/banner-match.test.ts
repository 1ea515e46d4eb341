import { describe, expect, it } from 'vitest';
import {
  chooseBanner,
  keywordMatcher,
  type MatchableBanner,
  type PlaceText,
} from '../../src/server/modules/banners/keyword-match';

const taverna: PlaceText = {
  name: 'Fettas Tavern',
  category: 'restaurant',
  description: 'A family taverna below the Town Hall serving a long meze of grilled meats.',
  highlights: ['Meat mezé', 'Family-run since 1970', "St George's Day feast"],
  address: 'On a corner below the Town Hall, Kato Paphos',
};

const matches = (keyword: string | null, place: PlaceText = taverna) => keywordMatcher(keyword)(place);

describe('keywordMatcher', () => {
  it.each([
    ['fettas', 'the name'],
    ['restaurant', 'the category'],
    ['grilled meats', 'the description'],
    ['family-run', 'a highlight'],
    ['kato paphos', 'the address (its area)'],
  ])("finds '%s' in %s", (keyword) => {
    expect(matches(keyword)).toBe(true);
  });

  it("finds a 'meze' keyword in a description that says meze, though the name and category do not", () => {
    expect(matches('meze', { ...taverna, highlights: [] })).toBe(true);
  });

  it('ignores case and accents on either side', () => {
    expect(matches('MEZE')).toBe(true);
    expect(matches('Mezé', { ...taverna, highlights: [] })).toBe(true);
    expect(matches('cafe', { ...taverna, name: 'Café Royal' })).toBe(true);
    expect(matches('μεζέ', { ...taverna, description: 'Ο καλύτερος μεζε' })).toBe(true);
  });

  it('takes a plural for its singular and back', () => {
    expect(matches('mezes')).toBe(true);
    expect(matches('tavernas')).toBe(true);
    expect(matches('beach', { ...taverna, description: 'Two beaches nearby' })).toBe(true);
    expect(matches('galleries', { ...taverna, description: 'A small gallery upstairs' })).toBe(true);
    expect(matches('george')).toBe(true);
  });

  it('matches whole words only, so a short keyword does not find longer words that start with it', () => {
    expect(matches('spa', { ...taverna, description: 'A spacious Spanish bar' })).toBe(false);
    expect(matches('art', { ...taverna, description: 'Artisan bread' })).toBe(false);
    expect(matches('mez')).toBe(false);
  });

  it('matches a phrase as consecutive words within one part, never across two', () => {
    expect(matches('town hall')).toBe(true);
    expect(matches('meats meat')).toBe(false);
    expect(matches('1970 st')).toBe(false);
  });

  it('matches any of several comma-separated keywords', () => {
    expect(matches('sushi, meze')).toBe(true);
    expect(matches('sushi, ramen')).toBe(false);
  });

  it('matches nothing for a blank keyword or one of punctuation only', () => {
    expect(matches(null)).toBe(false);
    expect(matches('')).toBe(false);
    expect(matches(' , - ')).toBe(false);
  });

  it('reads a place with no description or address', () => {
    expect(matches('meze', { ...taverna, description: null, address: null, highlights: [] })).toBe(false);
    expect(matches('fettas', { ...taverna, description: null, address: null })).toBe(true);
  });
});

describe('chooseBanner', () => {
  const banner = (keyword: string | null, values: Partial<MatchableBanner> = {}) => ({
    keyword,
    awinCode: `<p>${keyword ?? 'default'}</p>`,
    isActive: true,
    isDefault: false,
    ...values,
  });
  const fallback = banner(null, { isDefault: true });

  it('gives the first active banner whose keyword the place matches', () => {
    const beach = banner('beach');
    const meze = banner('meze');
    const tavern = banner('tavern');
    expect(chooseBanner([fallback, beach, meze, tavern], taverna)).toBe(meze);
  });

  it('gives the default banner when no keyword matches, and none without a default', () => {
    const beach = banner('beach');
    expect(chooseBanner([beach, fallback], taverna)).toBe(fallback);
    expect(chooseBanner([beach], taverna)).toBeNull();
  });

  it('never gives an inactive banner or one with blank code', () => {
    const inactive = banner('meze', { isActive: false });
    const blank = banner('meze', { awinCode: '  ' });
    const inactiveDefault = banner(null, { isDefault: true, isActive: false });
    expect(chooseBanner([inactive, blank, fallback], taverna)).toBe(fallback);
    expect(chooseBanner([inactive, blank, inactiveDefault], taverna)).toBeNull();
  });
});
