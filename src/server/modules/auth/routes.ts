import { z } from 'zod';
import { loginBodySchema, registerBodySchema, userSchema } from '../../../common/schemas/auth';
import { errorResponseSchema, okSchema } from '../../../common/schemas/shared';
import type { AppContext, ZodApp } from '../../context';
import { clearSessionCookie, requireUser, setSessionCookie } from './current-user';
import { authenticate, createSession, deleteSession, registerUser, SESSION_COOKIE } from './service';

export function authRoutes(app: ZodApp, ctx: AppContext): void {
  app.post(
    '/api/auth/register',
    {
      config: { rateLimit: ctx.rateLimits.register },
      schema: {
        body: registerBodySchema,
        response: { 201: z.object({ user: userSchema }), 400: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await registerUser(ctx.db, request.body);
      setSessionCookie(reply, await createSession(ctx.db, user.id), ctx);
      return reply.status(201).send({ user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit: ctx.rateLimits.login },
      schema: {
        body: loginBodySchema,
        response: { 200: z.object({ user: userSchema }), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await authenticate(ctx.db, request.body);
      setSessionCookie(reply, await createSession(ctx.db, user.id), ctx);
      return { user };
    },
  );

  app.post('/api/auth/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    await deleteSession(ctx.db, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(reply, ctx);
    return { success: true as const };
  });

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: userSchema, 401: errorResponseSchema } } },
    async (request) => requireUser(request, ctx),
  );
}
