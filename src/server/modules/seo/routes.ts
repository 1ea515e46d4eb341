import type { AppContext, ZodApp } from '../../context';
import { siteOrigin } from '../../lib/site-origin';
import { renderRobotsTxt, renderSitemap, sitemapEntries } from './service';

export function seoRoutes(app: ZodApp, ctx: AppContext): void {
  app.get('/robots.txt', (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderRobotsTxt(siteOrigin(ctx.config, request))),
  );

  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(renderSitemap(siteOrigin(ctx.config, request), await sitemapEntries(ctx))),
  );
}
