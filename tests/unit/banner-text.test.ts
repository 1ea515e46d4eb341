import { describe, expect, it } from 'vitest';
import {
  ADVERT_CODE_PREVIEW_LENGTH,
  advertCodePreview,
  bannerName,
  matchSummary,
} from '../../src/web/features/banners/admin/banner-text';

describe('advertCodePreview', () => {
  it('shows 150 characters', () => {
    expect(ADVERT_CODE_PREVIEW_LENGTH).toBe(150);
  });

  it('shows code of 150 characters or fewer whole, with no ellipsis', () => {
    expect(advertCodePreview('')).toBe('');
    expect(advertCodePreview('<a href="/">Ad</a>')).toBe('<a href="/">Ad</a>');
    const exactly150 = 'x'.repeat(150);
    expect(advertCodePreview(exactly150)).toBe(exactly150);
  });

  it('cuts longer code after 150 characters and adds an ellipsis', () => {
    const code = `${'a'.repeat(150)}TAIL`;
    expect(advertCodePreview(code)).toBe(`${'a'.repeat(150)}...`);
    expect(advertCodePreview('x'.repeat(151))).toBe(`${'x'.repeat(150)}...`);
  });

  it('counts characters, so an emoji at the cut is kept whole', () => {
    const code = `${'a'.repeat(149)}😀😀`;
    expect(advertCodePreview(code)).toBe(`${'a'.repeat(149)}😀...`);
  });

  it('takes another length when given one', () => {
    expect(advertCodePreview('abcdef', 3)).toBe('abc...');
  });
});

describe('bannerName', () => {
  it('names a banner by its keyword, or by its number when it has none', () => {
    expect(bannerName({ id: 4, keyword: 'beach' })).toBe("'beach'");
    expect(bannerName({ id: 4, keyword: null })).toBe('#4 (no keyword)');
    expect(bannerName({ id: 4, keyword: '  ' })).toBe('#4 (no keyword)');
  });
});

describe('matchSummary', () => {
  const places = (...names: string[]) => names.map((name) => ({ name, slug: name.toLowerCase() }));

  it('says when a keyword matches no published place', () => {
    expect(matchSummary({ total: 0, places: [] })).toBe('Matches no published places');
  });

  it('counts the places and names them, joining the last with "and"', () => {
    expect(matchSummary({ total: 1, places: places('Hondros') })).toBe('Matches 1 published place: Hondros');
    expect(matchSummary({ total: 2, places: places('Agora', 'Hondros') })).toBe(
      'Matches 2 published places: Agora and Hondros',
    );
    expect(matchSummary({ total: 3, places: places('Agora', 'Fettas', 'Hondros') })).toBe(
      'Matches 3 published places: Agora, Fettas and Hondros',
    );
  });

  it('says how many more there are than it names', () => {
    expect(matchSummary({ total: 9, places: places('A', 'B', 'C', 'D', 'E') })).toBe(
      'Matches 9 published places: A, B, C, D, E and 4 more',
    );
  });
});
