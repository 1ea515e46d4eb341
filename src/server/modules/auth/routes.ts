import {
  authAnswerSchema,
  loginBodySchema,
  registerBodySchema,
  userSchema,
} from '../../../common/schemas/auth';
import { errorResponseSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { clearSessionCookie, currentUser, sessionToken, setSessionCookie } from './current-user';
import { withLoginSlowdown } from './login-slowdown';
import { authenticate, createSession, deleteSession, registerUser } from './service';
import { API } from '../../../common/api-paths';

export function authRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    API.auth.register,
    {
      config: { rateLimit: ctx.rateLimits.register },
      schema: {
        body: registerBodySchema,
        response: { 201: authAnswerSchema, 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(ctx.db, request.body);
      setSessionCookie(reply, await createSession(ctx.db, user.id), ctx);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    API.auth.login,
    {
      config: { rateLimit: ctx.rateLimits.login },
      schema: {
        body: loginBodySchema,
        response: { 200: authAnswerSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await withLoginSlowdown(
        app.attempts,
        request.body.email,
        ctx.rateLimits.loginSlowdown,
        () => authenticate(ctx.db, request.body),
      );
      setSessionCookie(reply, await createSession(ctx.db, user.id), ctx);
      return { user };
    },
  );

  app.post(API.auth.logout, { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await deleteSession(ctx.db, sessionToken(request, ctx));
    clearSessionCookie(reply, ctx);
    return { success: true as const };
  });

  /**
   * The signed-in user, or null for an anonymous visitor: not a 401, which every browser logs as a console
   * error on every page an anonymous visitor opens. The web app treats a 401 as anonymous too (SPEC 7).
   */
  app.get(API.auth.user, { schema: { response: { 200: userSchema.nullable() } } }, async (request) =>
    currentUser(request, ctx),
  );
}
