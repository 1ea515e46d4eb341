import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, userForSession } from './service';

const resolved = new WeakMap<FastifyRequest, Promise<User | null>>();

/** The signed-in user of this request, looked up once. */
export function currentUser(request: FastifyRequest, ctx: AppContext): Promise<User | null> {
  let user = resolved.get(request);
  if (!user) {
    user = userForSession(ctx.db, request.cookies[SESSION_COOKIE]);
    resolved.set(request, user);
  }
  return user;
}

export async function requireUser(request: FastifyRequest, ctx: AppContext): Promise<User> {
  const user = await currentUser(request, ctx);
  if (!user) throw new AppError(401, 'Please log in to continue');
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, ctx: AppContext): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.NODE_ENV === 'production',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.NODE_ENV === 'production',
  });
}
