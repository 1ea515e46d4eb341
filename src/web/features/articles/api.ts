import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Article } from '../../../common/schemas/articles';
import type { Place } from '../../../common/schemas/places';
import { getQueryFn } from '../../lib/api-client';
import { useTranslator } from '../../lib/i18n';
import { DEFAULT_LANGUAGE, type Language } from '../../../common/languages';
import type { ArticleInLanguage } from '../../../common/schemas/translations';
import { articleInPageLanguage } from '../../../common/content-in-language';
import { API } from '../../../common/api-paths';

/**
 * Every key starts with '/api/articles', so invalidating that prefix (after an admin edit) refreshes
 * the list, each guide, its places and the category lists. Free-text parts are URL-encoded because the
 * key parts are joined into the request path as they are.
 */
export const articleKeys = {
  all: [API.articles.list] as const,
  /** A guide in English; in another language with its translation there (?language=el). */
  detail: (slug: string, language: Language = DEFAULT_LANGUAGE) =>
    language === DEFAULT_LANGUAGE
      ? ([API.articles.list, encodeURIComponent(slug)] as const)
      : ([API.articles.list, encodeURIComponent(slug), { language }] as const),
  places: (articleId: number) => [API.articles.list, articleId, 'places'] as const,
  category: (category: string) => [API.articles.category, encodeURIComponent(category)] as const,
};

const list = getQueryFn<Article[]>({ on401: 'throw' });

/** GET /api/articles: published articles. */
export const articlesQuery = queryOptions({ queryKey: articleKeys.all, queryFn: list });

/** A guide as its page reads it: in a language other than English, with its translation there. */
export type ArticleRead = Article & { inLanguage?: ArticleInLanguage };

/** GET /api/articles/{slug}(?language=el); a missing article is a '404: ...' error. */
export function articleQuery(slug: string, language: Language = DEFAULT_LANGUAGE) {
  return queryOptions({
    queryKey: articleKeys.detail(slug, language),
    queryFn: getQueryFn<ArticleRead>({ on401: 'throw' }),
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
/** The guide in the page's language: its translated title and excerpt where a translation exists. */
export function useArticle(slug: string) {
  const { language } = useTranslator();
  return useQuery({ ...articleQuery(slug, language), select: articleInPageLanguage });
}
export const useArticlePlaces = (articleId: number | undefined) =>
  useQuery({ ...articlePlacesQuery(articleId ?? 0), enabled: articleId !== undefined });
export const useCategoryArticles = (category: string | null | undefined) =>
  useQuery({ ...categoryArticlesQuery(category ?? ''), enabled: !!category });
