import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  distinctCategories,
  filterArticles,
  GUIDE_LIMITS,
  isFilterActive,
  type ListableArticle,
  NO_ARTICLE_FILTER,
  relatedArticles,
  sortNewestFirst,
} from '../../src/common/articles';

let nextId = 1;
function article(overrides: Partial<ListableArticle> = {}): ListableArticle {
  return {
    id: nextId++,
    title: 'A guide',
    excerpt: null,
    category: 'Beaches',
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const ids = (articles: { id: number }[]) => articles.map((a) => a.id);

describe('sortNewestFirst', () => {
  it('puts the most recently created article first', () => {
    const old = article({ createdAt: '2025-03-01T00:00:00.000Z' });
    const newest = article({ createdAt: '2026-02-01T00:00:00.000Z' });
    const middle = article({ createdAt: '2025-12-24T00:00:00.000Z' });
    expect(ids(sortNewestFirst([old, newest, middle]))).toEqual([newest.id, middle.id, old.id]);
  });

  it('compares instants, not strings, and accepts Date values', () => {
    const utc = article({ createdAt: '2026-01-01T10:00:00.000Z' });
    const later = article({ createdAt: '2026-01-01T11:30:00.000+01:00' }); // 10:30 UTC
    const asDate = article({ createdAt: new Date('2026-01-01T09:00:00.000Z') });
    expect(ids(sortNewestFirst([asDate, utc, later]))).toEqual([later.id, utc.id, asDate.id]);
  });

  it('breaks ties by the higher id and leaves the input untouched', () => {
    const first = article();
    const second = article();
    const input = [first, second];
    expect(ids(sortNewestFirst(input))).toEqual([second.id, first.id]);
    expect(ids(input)).toEqual([first.id, second.id]);
  });
});

describe('distinctCategories', () => {
  it('lists each category once, alphabetically', () => {
    const articles = [
      article({ category: 'Food & Drink' }),
      article({ category: 'Beaches' }),
      article({ category: 'Day Trips' }),
      article({ category: 'Food & Drink' }),
    ];
    expect(distinctCategories(articles)).toEqual(['Beaches', 'Day Trips', 'Food & Drink']);
  });

  it('skips missing or blank categories and merges letter-case variants', () => {
    const articles = [
      article({ category: null }),
      article({ category: '  ' }),
      article({ category: 'Family' }),
      article({ category: 'family' }),
    ];
    expect(distinctCategories(articles)).toEqual(['Family']);
  });

  it('gives nothing for no articles', () => {
    expect(distinctCategories([])).toEqual([]);
  });
});

describe('filterArticles', () => {
  const beaches = article({ title: 'The best beaches', excerpt: 'Sand and sea', category: 'Beaches' });
  const meze = article({
    title: 'How to eat meze',
    excerpt: 'Small plates, big evenings',
    category: 'Food & Drink',
  });
  const harbour = article({
    title: 'Harbour evening',
    excerpt: 'Fish tavernas by the BEACH',
    category: 'Food & Drink',
  });
  const uncategorised = article({ title: 'Odds and ends', excerpt: null, category: null });
  const all = [beaches, meze, harbour, uncategorised];

  it('returns everything with no search and the All category', () => {
    expect(ids(filterArticles(all, NO_ARTICLE_FILTER))).toEqual(ids(all));
  });

  it('matches the search in the title or the excerpt, ignoring case', () => {
    expect(ids(filterArticles(all, { search: 'BEACH', category: ALL_CATEGORIES }))).toEqual([
      beaches.id,
      harbour.id,
    ]);
    expect(ids(filterArticles(all, { search: 'small plates', category: ALL_CATEGORIES }))).toEqual([meze.id]);
  });

  it('ignores surrounding spaces in the search and treats a blank search as none', () => {
    expect(ids(filterArticles(all, { search: '  meze ', category: ALL_CATEGORIES }))).toEqual([meze.id]);
    expect(filterArticles(all, { search: '   ', category: ALL_CATEGORIES })).toHaveLength(all.length);
  });

  it('keeps only the chosen category, whatever its letter case', () => {
    expect(ids(filterArticles(all, { search: '', category: 'food & drink' }))).toEqual([meze.id, harbour.id]);
  });

  it('applies the category and the search together', () => {
    expect(ids(filterArticles(all, { search: 'beach', category: 'Food & Drink' }))).toEqual([harbour.id]);
    expect(filterArticles(all, { search: 'meze', category: 'Beaches' })).toEqual([]);
  });

  it('does not match a search against a missing excerpt', () => {
    expect(filterArticles(all, { search: 'null', category: ALL_CATEGORIES })).toEqual([]);
  });
});

describe('isFilterActive', () => {
  it('is false for the default filter and a blank search', () => {
    expect(isFilterActive(NO_ARTICLE_FILTER)).toBe(false);
    expect(isFilterActive({ search: '  ', category: ALL_CATEGORIES })).toBe(false);
  });

  it('is true with a search or a category chosen', () => {
    expect(isFilterActive({ search: 'x', category: ALL_CATEGORIES })).toBe(true);
    expect(isFilterActive({ search: '', category: 'Beaches' })).toBe(true);
  });
});

describe('relatedArticles', () => {
  it('lists the other articles of the same category, keeping their order', () => {
    const current = article({ category: 'Day Trips' });
    const newer = article({ category: 'Day Trips' });
    const older = article({ category: 'day trips' });
    const elsewhere = article({ category: 'Beaches' });
    expect(ids(relatedArticles(current, [newer, current, elsewhere, older]))).toEqual([newer.id, older.id]);
  });

  it('gives nothing when the category holds only the current article', () => {
    const current = article({ category: 'Family' });
    expect(relatedArticles(current, [current])).toEqual([]);
    expect(relatedArticles(current, [])).toEqual([]);
  });

  it('gives nothing for an article without a category', () => {
    const current = article({ category: null });
    expect(relatedArticles(current, [current, article({ category: null })])).toEqual([]);
  });

  it('stops at 5', () => {
    const current = article({ category: 'Beaches' });
    const others = Array.from({ length: 7 }, () => article({ category: 'Beaches' }));
    const related = relatedArticles(current, [current, ...others]);
    expect(GUIDE_LIMITS.related).toBe(5);
    expect(ids(related)).toEqual(ids(others.slice(0, 5)));
  });
});
