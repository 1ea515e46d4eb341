/**
 * The Articles tab's calls (SPEC 7, Admin): the article list, create/update/delete, the writer, and the
 * published places the picker offers. Every article write also refreshes the public '/api/articles' reads.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminArticleListItem,
  ArticleGenerateBody,
  ArticleSaveBody,
  ArticleVersion,
  GeneratedArticle,
} from '../../../../common/schemas/articles';
import { ADMIN_PLACES_PAGE_SIZE, type AdminPlacesPage } from '../../../../common/schemas/places';
import { useAdminMutation, useAdminQuery } from '../../../lib/admin-queries';
import { getAdminQueryFn } from '../../../lib/api-client';
import { articleKeys } from '../api';
import { ADMIN_API } from '../../../../common/api-paths';

/** GET /api/admin/articles: every article, drafts included, newest first. */
export const useAdminArticles = () => useAdminQuery<AdminArticleListItem[]>(ADMIN_API.articles);

function useRefreshPublicArticles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: articleKeys.all });
}

/** POST (new) or PUT (existing) /api/admin/articles; failures toast 'Error' (SPEC 8). */
export function useSaveArticle() {
  const refreshPublic = useRefreshPublicArticles();
  return useAdminMutation<{ id: number | null; body: ArticleSaveBody }>({
    request: ({ id, body }) =>
      id === null
        ? { method: 'POST', path: ADMIN_API.articles, body }
        : { method: 'PUT', path: `${ADMIN_API.articles}/${id}`, body },
    failureTitle: 'Error',
    invalidates: [ADMIN_API.articles],
    onSuccess: refreshPublic,
  });
}

/** GET /api/admin/articles/{id}/versions: the texts earlier saves replaced; none for a new article. */
export function useArticleVersions(articleId: number | null) {
  return useAdminQuery<ArticleVersion[]>(`${ADMIN_API.articles}/${articleId ?? 0}/versions`, undefined, {
    enabled: articleId !== null,
  });
}

/** DELETE /api/admin/articles/{id}; failures toast 'Error' (SPEC 8). */
export function useDeleteArticle() {
  const refreshPublic = useRefreshPublicArticles();
  return useAdminMutation<number>({
    request: (id) => ({ method: 'DELETE', path: `${ADMIN_API.articles}/${id}` }),
    failureTitle: 'Error',
    invalidates: [ADMIN_API.articles],
    onSuccess: refreshPublic,
  });
}

/** POST /api/admin/articles with generateWithAI: a draft of content and excerpt; nothing is saved. */
export function useGenerateArticle() {
  return useAdminMutation<ArticleGenerateBody, GeneratedArticle>({
    request: (body) => ({ method: 'POST', path: ADMIN_API.articles, body }),
    failureTitle: 'Generation Failed',
  });
}

/**
 * Published places whose name contains `search`, at most 50 (the admin list's page size, SPEC 5), from
 * GET /api/admin/places: it searches on the server and answers small rows with the total, where the
 * public /api/places would send every place with its full description for the browser to filter.
 * The previous matches stay on screen while the next ones load.
 */
export function usePublishedPlaceSearch(search: string) {
  const params = { status: 'published', limit: ADMIN_PLACES_PAGE_SIZE, search: search.trim() || undefined };
  return useQuery<AdminPlacesPage>({
    queryKey: [ADMIN_API.places, params],
    queryFn: getAdminQueryFn<AdminPlacesPage>(),
    placeholderData: keepPreviousData,
  });
}
