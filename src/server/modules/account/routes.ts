import {
  accountExportSchema,
  changePasswordBodySchema,
  deleteAccountBodySchema,
} from '../../../common/schemas/account';
import { errorResponseSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { clearSessionCookie, requireUser, setSessionCookie } from '../auth/current-user';
import { changePassword, deleteAccount, exportAccount } from './service';
import { API } from '../../../common/api-paths';

/** The signed-in visitor's own account: change the password, download the data, delete it all. */
export function accountRoutes(app: ZodApp, ctx: AppContext): void {
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

  app.put(
    API.account.password,
    {
      // Each try checks a password, so it is throttled like a login.
      config: { rateLimit: ctx.rateLimits.login },
      schema: { body: changePasswordBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      setSessionCookie(reply, await changePassword(ctx.db, user.id, request.body), ctx);
      return { success: true as const };
    },
  );

  app.delete(
    API.account.root,
    {
      config: { rateLimit: ctx.rateLimits.login },
      schema: { body: deleteAccountBodySchema, response: { 200: okSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      await deleteAccount(ctx.db, user.id, request.body.password);
      clearSessionCookie(reply, ctx);
      return { success: true as const };
    },
  );

  app.get(
    API.account.export,
    { schema: { response: { 200: accountExportSchema, 401: errorResponseSchema } } },
    async (request, reply) => {
      const user = await requireUser(request, ctx);
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="paphos-guide-my-data.json"');
      return exportAccount(ctx.db, user.id);
    },
  );
}
