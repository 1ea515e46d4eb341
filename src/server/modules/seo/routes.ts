import type { AppContext, ZodApp } from '../../context';
import { notFound } from '../../lib/app-error';
import { siteOrigin } from '../../lib/site-origin';
import { renderRobotsTxt, renderSitemap, renderSitemapIndex, sitemapFiles } from './service';

const SITEMAP_HEADERS = {
  'content-type': 'application/xml; charset=utf-8',
  'cache-control': 'public, max-age=3600',
};

export function seoRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobotsTxt(siteOrigin(ctx.config, request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .headers(SITEMAP_HEADERS)
      .send(renderSitemapIndex(siteOrigin(ctx.config, request), await sitemapFiles(ctx))),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const file = (await sitemapFiles(ctx)).find((candidate) => candidate.name === request.params.file);
    if (!file) throw notFound('No such sitemap');
    return reply.headers(SITEMAP_HEADERS).send(renderSitemap(siteOrigin(ctx.config, request), file.entries));
  });
}
