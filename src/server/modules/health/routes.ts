import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { migrationsApplied, migrationsInBuild, readinessFrom } from './service';

const statusSchema = z.object({ status: z.string(), reason: z.string().optional() });

/**
 * GET /healthz (the process answers) and GET /readyz (send it traffic: 503 with the reason otherwise). Cheap,
 * never rate-limited, never cached, and outside /api so no proxy rule for the API applies to them. Once a
 * shutdown has begun, Fastify itself answers every new request 503 (return503OnClosing), these included.
 */
export function healthRoutes(app: ZodApp, ctx: AppContext): void {
  const inBuild = migrationsInBuild();

  const noStore = { 'cache-control': 'no-store' };

  app.get('/healthz', { schema: { response: { 200: statusSchema } } }, (_request, reply) => {
    reply.headers(noStore);
    return { status: 'ok' };
  });

  app.get(
    '/readyz',
    { schema: { response: { 200: statusSchema, 503: statusSchema } } },
    async (_request, reply) => {
      const applied = await migrationsApplied(ctx.db).catch(() => null);
      const readiness = readinessFrom({
        database: applied === null ? 'unreachable' : 'answers',
        migrationsApplied: applied ?? 0,
        migrationsInBuild: inBuild,
      });
      reply.headers(noStore);
      return readiness.ready
        ? reply.send({ status: 'ready' })
        : reply.status(503).send({ status: 'unavailable', reason: readiness.reason });
    },
  );
}
