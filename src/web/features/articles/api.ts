import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '../../../common/schemas/articles';
import type { Place } from '../../../common/schemas/places';
import { getQueryFn } from '../../lib/api-client';
import { API } from '../../../common/api-paths';

/**
 * Every key starts with '/api/articles', so invalidating that prefix (after an admin edit) refreshes
 * the list, each guide, its places and the category lists. Free-text parts are URL-encoded because the
 * key parts are joined into the request path as they are.
 */
export const articleKeys = {
  all: [API.articles.list] as const,
  detail: (slug: string) => [API.articles.list, encodeURIComponent(slug)] as const,
  places: (articleId: number) => [API.articles.list, articleId, 'places'] as const,
  category: (category: string) => [API.articles.category, encodeURIComponent(category)] as const,
};

const list = getQueryFn<Article[]>({ on401: 'throw' });

/** GET /api/articles: published articles. */
export const articlesQuery = queryOptions({ queryKey: articleKeys.all, queryFn: list });

/** GET /api/articles/{slug}; a missing article is a '404: ...' error. */
export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: articleKeys.detail(slug),
    queryFn: getQueryFn<Article>({ on401: 'throw' }),
  });
}

/** GET /api/articles/{id}/places: the featured places, in the article's order. */
export function articlePlacesQuery(articleId: number) {
  return queryOptions({
    queryKey: articleKeys.places(articleId),
    queryFn: getQueryFn<Place[]>({ on401: 'throw' }),
  });
}

/** GET /api/articles/category/{category}: that category's articles, newest first. */
export function categoryArticlesQuery(category: string) {
  return queryOptions({ queryKey: articleKeys.category(category), queryFn: list });
}

export const useArticles = () => useQuery(articlesQuery);
export const useArticle = (slug: string) => useQuery(articleQuery(slug));
export const useArticlePlaces = (articleId: number | undefined) =>
  useQuery({ ...articlePlacesQuery(articleId ?? 0), enabled: articleId !== undefined });
export const useCategoryArticles = (category: string | null | undefined) =>
  useQuery({ ...categoryArticlesQuery(category ?? ''), enabled: !!category });
