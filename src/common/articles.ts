/** Guides list and guide page rules (SPEC 2 'Guides list' / 'Guide page', SPEC 9 'Guides'). */

export const GUIDE_LIMITS = { recent: 5, related: 5 } as const;

/** The category filter value that shows every article. */
export const ALL_CATEGORIES = 'All';

/** The fields of an article that listing and filtering read. */
export interface ListableArticle {
  id: number;
  title: string;
  excerpt: string | null;
  category: string | null;
  createdAt: string | Date;
}

export interface ArticleFilter {
  /** Matched against title or excerpt, case-insensitively; blank matches everything. */
  search: string;
  /** A category name, or ALL_CATEGORIES. */
  category: string;
}

export const NO_ARTICLE_FILTER: ArticleFilter = { search: '', category: ALL_CATEGORIES };

function time(value: string | Date): number {
  return new Date(value).getTime();
}

/** Newest first by createdAt; equal times keep the higher id first. Returns a new array. */
export function sortNewestFirst<T extends Pick<ListableArticle, 'id' | 'createdAt'>>(
  articles: readonly T[],
): T[] {
  return [...articles].sort((a, b) => time(b.createdAt) - time(a.createdAt) || b.id - a.id);
}

/** Every distinct non-blank category, alphabetically (case-insensitive, first spelling wins). */
export function distinctCategories(articles: readonly Pick<ListableArticle, 'category'>[]): string[] {
  const byKey = new Map<string, string>();
  for (const { category } of articles) {
    const name = category?.trim();
    if (!name) continue;
    const key = name.toLowerCase();
    if (!byKey.has(key)) byKey.set(key, name);
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

export function sameCategory(a: string | null | undefined, b: string | null | undefined): boolean {
  return !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** True when a search or a category other than 'All' narrows the list. */
export function isFilterActive(filter: ArticleFilter): boolean {
  return filter.search.trim() !== '' || filter.category !== ALL_CATEGORIES;
}

/** The articles matching both the category and the search (title or excerpt, case-insensitive). */
export function filterArticles<T extends Pick<ListableArticle, 'title' | 'excerpt' | 'category'>>(
  articles: readonly T[],
  filter: ArticleFilter,
): T[] {
  const query = filter.search.trim().toLowerCase();
  return articles.filter((article) => {
    if (filter.category !== ALL_CATEGORIES && !sameCategory(article.category, filter.category)) return false;
    if (!query) return true;
    return (
      article.title.toLowerCase().includes(query) || (article.excerpt ?? '').toLowerCase().includes(query)
    );
  });
}

/**
 * 'Related': the other articles of the current one's category, in the given order, up to 5. A category
 * with only the current article gives none, so the list is shown only when it has more than one.
 */
export function relatedArticles<T extends Pick<ListableArticle, 'id' | 'category'>>(
  current: Pick<ListableArticle, 'id' | 'category'>,
  categoryArticles: readonly T[],
  limit: number = GUIDE_LIMITS.related,
): T[] {
  const others = categoryArticles.filter(
    (article) => article.id !== current.id && sameCategory(article.category, current.category),
  );
  return others.slice(0, limit);
}
