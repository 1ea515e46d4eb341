import type { FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../../../common/schemas/auth';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { SESSION_LIFETIME_MS, userForSession } from './service';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '../../../common/browser-storage';

/**
 * The session cookie's name: '__Host-' prefixed in production, where browsers then accept it only when it
 * is Secure, set by this host alone and for every path, so a sibling subdomain cannot plant or shadow it.
 */
export function sessionCookieName(ctx: Pick<AppContext, 'config'>): string {
  return ctx.config.NODE_ENV === 'production' ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

/** The session token the request carries, if any. */
export function sessionToken(request: FastifyRequest, ctx: Pick<AppContext, 'config'>): string | undefined {
  return request.cookies[sessionCookieName(ctx)];
}

const resolved = new WeakMap<FastifyRequest, Promise<User | null>>();

/** The signed-in user of this request, looked up once. */
export function currentUser(request: FastifyRequest, ctx: AppContext): Promise<User | null> {
  let user = resolved.get(request);
  if (!user) {
    user = userForSession(ctx.db, sessionToken(request, ctx));
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
  reply.setCookie(sessionCookieName(ctx), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.NODE_ENV === 'production',
    maxAge: SESSION_LIFETIME_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext): void {
  reply.clearCookie(sessionCookieName(ctx), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.NODE_ENV === 'production',
  });
}
