import { ADMIN_API, adminRoute } from '../../../common/api-paths';
import { auditLogPageSchema, auditLogQuerySchema } from '../../../common/schemas/audit';
import { errorResponseSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { urlForLog } from '../../lib/logger';
import { auditDetails, auditTarget, listAuditLog, recordAdminWrite } from './service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Records every admin write once it is answered, refused ones included (a 400 shows what was tried). A wrong
 * key (401) is not an admin's act and is left out, so nobody can fill the log without the key. The row is
 * written after the answer: a failure to write it is logged and never turns the operator's write into an error.
 */
export function recordAdminWrites(scope: ZodApp, ctx: AppContext): void {
  scope.addHook('onResponse', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode === 401) return;
    try {
      await recordAdminWrite(ctx.db, {
        at: ctx.clock.now(),
        action: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        target: auditTarget(request.params),
        details: auditDetails(request.body),
        statusCode: reply.statusCode,
        ipAddress: request.ip,
      });
    } catch (error) {
      ctx.log.error(
        { err: error, method: request.method, url: urlForLog(request.url) },
        'audit log write failed',
      );
    }
  });
}

export function auditAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    adminRoute(ADMIN_API.auditLog),
    {
      schema: {
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, 400: errorResponseSchema },
      },
    },
    (request) => listAuditLog(ctx.db, request.query.page),
  );
}
