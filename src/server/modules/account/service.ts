import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { ChangePasswordBody } from '../../../common/schemas/account';
import type { Db } from '../../db/client';
import { favorites, places, sessions, users } from '../../db/schema';
import { AppError, fieldError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../auth/password';
import { passwordProblem } from '../auth/password-rules';
import { createSession } from '../auth/service';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct';

/**
 * Refuses unless `password` is the user's password (400 naming the body's `field`: it is the form's input
 * that is wrong); returns the account's email.
 */
async function confirmPassword(
  db: Db,
  userId: number,
  password: string,
  field: 'currentPassword' | 'password',
): Promise<{ email: string }> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || !(await verifyPassword(password, user.passwordHash)))
    throw fieldError(400, field, WRONG_PASSWORD_MESSAGE);
  return { email: user.email };
}

/**
 * Sets a new password and ends every session of the user (a thief signed in elsewhere is signed out);
 * returns a fresh session token for the device that made the change, which stays signed in.
 */
export async function changePassword(db: Db, userId: number, body: ChangePasswordBody): Promise<string> {
  const { email } = await confirmPassword(db, userId, body.currentPassword, 'currentPassword');
  if (body.newPassword === body.currentPassword)
    throw fieldError(400, 'newPassword', 'Your new password must be different from your current one');
  const problem = passwordProblem(body.newPassword, email);
  if (problem) throw fieldError(400, 'newPassword', problem);
  const passwordHash = await hashPassword(body.newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    return createSession(tx, userId);
  });
}

/** Deletes the account at once; its favourites and sessions go with it (foreign keys cascade). */
export async function deleteAccount(db: Db, userId: number, password: string): Promise<void> {
  await confirmPassword(db, userId, password, 'password');
  await db.delete(users).where(eq(users.id, userId));
}

/** Everything kept about the user, for 'Download my data'. */
export async function exportAccount(db: Db, userId: number, now = new Date()) {
  const [account] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) throw new AppError(401, 'Please log in to continue');
  const saved = await db
    .select({ placeId: places.id, name: places.name, slug: places.slug, savedAt: favorites.createdAt })
    .from(favorites)
    .innerJoin(places, eq(places.id, favorites.placeId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt), asc(places.id));
  const [signedIn] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)));
  return { exportedAt: now, account, favorites: saved, signedInSessions: signedIn?.total ?? 0 };
}
