import { z } from 'zod';
import {
  adminArticleListItemSchema,
  adminArticleSchema,
  articleCreateBodySchema,
  articleSaveBodySchema,
  articleVersionSchema,
  generatedArticleSchema,
} from '../../../common/schemas/articles';
import { errorResponseSchema, idParamsSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import {
  createArticle,
  deleteArticle,
  generateArticle,
  listAdminArticles,
  listArticleVersions,
  updateArticle,
} from './service';
import { ADMIN_API, adminRoute } from '../../../common/api-paths';

export function articlesAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.articles),
    { schema: { response: { 200: z.array(adminArticleListItemSchema) } } },
    () => listAdminArticles(ctx.db),
  );

  /** Saves a new article; with generateWithAI it only asks the writer for content and an excerpt. */
  app.post(
    adminRoute(ADMIN_API.articles),
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
      return reply.status(201).send(await createArticle(ctx, body));
    },
  );

  app.put(
    adminRoute(ADMIN_API.articles, '/:id'),
    {
      schema: {
        params: idParamsSchema,
        body: articleSaveBodySchema,
        response: { 200: adminArticleSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const updated = await updateArticle(ctx, request.params.id, request.body);
      if (!updated) throw notFound('Article not found');
      return updated;
    },
  );

  app.get(
    adminRoute(ADMIN_API.articles, '/:id/versions'),
    {
      schema: {
        params: idParamsSchema,
        response: { 200: z.array(articleVersionSchema), 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const versions = await listArticleVersions(ctx.db, request.params.id);
      if (!versions) throw notFound('Article not found');
      return versions;
    },
  );

  app.delete(
    adminRoute(ADMIN_API.articles, '/:id'),
    { schema: { params: idParamsSchema, response: { 200: okSchema, 404: errorResponseSchema } } },
    async (request) => {
      if (!(await deleteArticle(ctx, request.params.id))) throw notFound('Article not found');
      return { success: true as const };
    },
  );
}
