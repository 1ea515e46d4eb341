import { z } from 'zod';
import { articleSchema } from '../../../common/schemas/articles';
import { placeSchema } from '../../../common/schemas/places';
import {
  categoryParamsSchema,
  errorResponseSchema,
  idParamsSchema,
  slugParamsSchema,
} from '../../../common/schemas/shared';
import { articleInLanguageSchema, contentLanguageQuerySchema } from '../../../common/schemas/translations';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { cachedPublishedArticleIn } from '../translations/service';
import { listPublishedArticles, listPublishedArticlesInCategory, publishedArticlePlaces } from './service';
import { API } from '../../../common/api-paths';

const articleListSchema = z.array(articleSchema);
/** A guide's page in another language (?language=el) reads its translation there too. */
const articleReadSchema = articleSchema.extend({ inLanguage: articleInLanguageSchema.optional() });

export function articlesRoutes(app: ZodApp, ctx: AppContext): void {
  const { cache, db } = ctx;

  app.get(API.articles.list, { schema: { response: { 200: articleListSchema } } }, () =>
    cache.get('articles:all', () => listPublishedArticles(db)),
  );

  app.get(
    `${API.articles.category}/:category`,
    { schema: { params: categoryParamsSchema, response: { 200: articleListSchema } } },
    (request) => {
      const category = request.params.category.toLowerCase();
      return cache.get(`articles:category:${category}`, () => listPublishedArticlesInCategory(db, category));
    },
  );

  app.get(
    `${API.articles.list}/:id/places`,
    { schema: { params: idParamsSchema, response: { 200: z.array(placeSchema), 404: errorResponseSchema } } },
    async (request) => {
      const { id } = request.params;
      const featured = await cache.get(
        `articles:places:${id}`,
        async () => (await publishedArticlePlaces(db, id)) ?? null,
      );
      if (!featured) throw notFound('Article not found');
      return featured;
    },
  );

  app.get(
    `${API.articles.list}/:slug`,
    {
      schema: {
        params: slugParamsSchema,
        querystring: contentLanguageQuerySchema,
        response: { 200: articleReadSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const article = await cachedPublishedArticleIn(ctx, slug, request.query.language);
      if (!article) throw notFound('Article not found');
      return article;
    },
  );
}
