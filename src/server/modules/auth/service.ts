import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../../../common/auth-messages';
import type { LoginBody, RegisterBody, User } from '../../../common/schemas/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password';
import { passwordProblem } from './password-rules';
import { SESSION_LIFETIME_DAYS } from '../../../common/browser-storage';

export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db
    .select({ ...userColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return user;
}

export async function registerUser(db: Db, input: RegisterBody): Promise<User> {
  const problem = passwordProblem(input.password, input.email);
  if (problem) throw fieldError(400, 'password', problem);
  if (await findUserByEmail(db, input.email)) throw fieldError(409, 'email', AUTH_MESSAGES.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
    })
    .onConflictDoNothing()
    .returning(userColumns);
  // Two registrations racing for one address: the unique index lets only one through.
  if (!user) throw fieldError(409, 'email', AUTH_MESSAGES.emailTaken);
  return user;
}

export async function authenticate(db: Db, input: LoginBody): Promise<User> {
  const found = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(input.password, found?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!found || !valid) throw new AppError(401, AUTH_MESSAGES.invalidLogin);
  const { passwordHash: _hash, ...user } = found;
  return user;
}

/** Returns the cookie token; only its hash is stored. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export async function userForSession(
  db: Db,
  token: string | undefined,
  now = new Date(),
): Promise<User | null> {
  if (!token || token.length > 200) return null;
  const [user] = await db
    .select(userColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)));
  return user ?? null;
}

export async function deleteSession(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
