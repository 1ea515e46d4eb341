import { z } from 'zod';
import {
  adminArticleListItemSchema,
  adminArticleSchema,
  articleCreateBodySchema,
  articleSaveBodySchema,
  generatedArticleSchema,
} from '../../../common/schemas/articles';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import {
  ARTICLES_CACHE_PREFIX,
  createArticle,
  deleteArticle,
  generateArticle,
  listAdminArticles,
  updateArticle,
} from './service';

export function articlesAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const changed = () => ctx.cache.invalidate(ARTICLES_CACHE_PREFIX);

  app.get('/articles', { schema: { response: { 200: z.array(adminArticleListItemSchema) } } }, () =>
    listAdminArticles(ctx.db),
  );

  /** Saves a new article; with generateWithAI it only asks the writer for content and an excerpt. */
  app.post(
    '/articles',
    {
      schema: {
        body: articleCreateBodySchema,
        response: {
          200: generatedArticleSchema,
          201: adminArticleSchema,
          400: errorResponseSchema,
          502: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.generateWithAI === true) return reply.status(200).send(await generateArticle(ctx, body));
      const created = await createArticle(ctx.db, body, ctx.clock.now());
      changed();
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/articles/:id',
    {
      schema: {
        params: idParamsSchema,
        body: articleSaveBodySchema,
        response: { 200: adminArticleSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateArticle(ctx.db, request.params.id, request.body, ctx.clock.now());
      if (!updated) throw notFound('Article not found');
      changed();
      return updated;
    },
  );

  app.delete(
    '/articles/:id',
    { schema: { params: idParamsSchema, response: { 200: okSchema, 404: errorResponseSchema } } },
    async (request) => {
      if (!(await deleteArticle(ctx.db, request.params.id))) throw notFound('Article not found');
      changed();
      return { success: true as const };
    },
  );
}
