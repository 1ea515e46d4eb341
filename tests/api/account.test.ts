import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport } from '../../src/common/schemas/account';
import type { User } from '../../src/common/schemas/auth';
import type { Place } from '../../src/common/schemas/places';
import { favorites, sessions, users } from '../../src/server/db/schema';
import { WRONG_PASSWORD_MESSAGE } from '../../src/server/modules/account/service';
import { createTestApp, sessionCookie, TEST_ADMIN_KEY, type TestApp } from '../helpers/test-app';
import {
  expectError,
  expectOkJson,
  freshAddress,
  get,
  post,
  registerUser,
  send,
  uniqueEmail,
} from '../helpers/api';
import { generousRateLimits } from '../helpers/rate-limits';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'sea-caves-at-dawn-7';

let t: TestApp;
let published: Place[];

beforeAll(async () => {
  t = await createTestApp({ rateLimits: generousRateLimits() });
  published = expectOkJson<Place[]>(await get(t.app, '/api/places'));
});

afterAll(async () => {
  await t?.close();
});

const signedInAs = async (cookie: string) =>
  expectOkJson<User | null>(await get(t.app, '/api/auth/user', { cookie }));
const login = (email: string, password: string) => post(t.app, '/api/auth/login', { email, password });
const changePassword = (cookie: string | undefined, body: unknown) =>
  send(t.app, 'PUT', '/api/account/password', body, cookie ? { cookie } : {});
const deleteAccount = (cookie: string | undefined, body: unknown) =>
  send(t.app, 'DELETE', '/api/account', body, cookie ? { cookie } : {});

describe('PUT /api/account/password', () => {
  it('sets the new password, signs out every other device and keeps this one signed in', async () => {
    const { cookie, email, id } = await registerUser(t.app, { password: PASSWORD });
    const otherDevice = sessionCookie(await login(email, PASSWORD));
    expect((await signedInAs(otherDevice))?.id).toBe(id);

    const changed = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(expectOkJson(changed)).toEqual({ success: true });
    const thisDevice = sessionCookie(changed);

    expect((await signedInAs(thisDevice))?.id).toBe(id);
    expect(await signedInAs(otherDevice)).toBeNull();
    expect(await signedInAs(cookie)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(1);
    expectError(await login(email, PASSWORD), 401, 'Invalid email or password');
    expect(expectOkJson<{ user: User }>(await login(email, NEW_PASSWORD)).user.id).toBe(id);
  });

  it.each([
    [{ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD }, WRONG_PASSWORD_MESSAGE],
    [
      { currentPassword: PASSWORD, newPassword: PASSWORD },
      'Your new password must be different from your current one',
    ],
    [
      { currentPassword: PASSWORD, newPassword: 'password123' },
      'This password is one of the most commonly used, so it is easy to guess. Please choose another.',
    ],
    [{ currentPassword: PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters'],
    [{ currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
    [{ currentPassword: '', newPassword: NEW_PASSWORD }, 'Please enter your current password'],
    [{ newPassword: NEW_PASSWORD }, 'Please enter your current password'],
  ])('answers 400 and changes nothing for %j', async (body, message) => {
    const { cookie, email, id } = await registerUser(t.app, { password: PASSWORD });
    expectError(await changePassword(cookie, body), 400, message);
    expect((await signedInAs(cookie))?.id).toBe(id);
    expect(expectOkJson<{ user: User }>(await login(email, PASSWORD)).user.id).toBe(id);
  });

  it('names the field a refusal is about, so the form shows it there', async () => {
    const { cookie } = await registerUser(t.app, { password: PASSWORD });
    const wrong = await changePassword(cookie, {
      currentPassword: 'not-my-password',
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.json()).toEqual({
      message: WRONG_PASSWORD_MESSAGE,
      fields: { currentPassword: WRONG_PASSWORD_MESSAGE },
    });
    const same = await changePassword(cookie, { currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.json()).toMatchObject({
      fields: { newPassword: 'Your new password must be different from your current one' },
    });
  });

  it('answers 401 when anonymous', async () => {
    expectError(
      await changePassword(undefined, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      401,
      'Please log in to continue',
    );
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account with its favourites and sessions at once, and signs the device out', async () => {
    const { cookie, email, id } = await registerUser(t.app, { password: PASSWORD });
    await post(t.app, `/api/favorites/${published[0]!.id}`, undefined, { cookie });
    const otherDevice = sessionCookie(await login(email, PASSWORD));

    const deleted = await deleteAccount(cookie, { password: PASSWORD });
    expect(expectOkJson(deleted)).toEqual({ success: true });
    const cleared = deleted.cookies.find((entry) => entry.name === 'paphos_session');
    expect(cleared?.value).toBe('');

    expect(await t.db.select().from(users).where(eq(users.id, id))).toEqual([]);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
    expect(await signedInAs(otherDevice)).toBeNull();
    expectError(await login(email, PASSWORD), 401, 'Invalid email or password');
    // The address is free again.
    expect((await post(t.app, '/api/auth/register', { email, password: PASSWORD })).statusCode).toBe(201);
  });

  it('answers 400 for a wrong password and keeps the account', async () => {
    const { cookie, id } = await registerUser(t.app, { password: PASSWORD });
    expectError(await deleteAccount(cookie, { password: 'not-my-password' }), 400, WRONG_PASSWORD_MESSAGE);
    expectError(await deleteAccount(cookie, {}), 400, 'Please enter your current password');
    expect(await t.db.select({ id: users.id }).from(users).where(eq(users.id, id))).toEqual([{ id }]);
  });

  it('answers 401 when anonymous', async () => {
    expectError(await deleteAccount(undefined, { password: PASSWORD }), 401, 'Please log in to continue');
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything kept about the visitor as JSON, and never a secret', async () => {
    const email = uniqueEmail('export');
    const { cookie } = await registerUser(t.app, {
      email,
      password: PASSWORD,
      firstName: 'Eleni',
      lastName: 'Georgiou',
    });
    const [first, second] = published;
    await post(t.app, `/api/favorites/${first!.id}`, undefined, { cookie });
    await post(t.app, `/api/favorites/${second!.id}`, undefined, { cookie });
    await login(email, PASSWORD);

    const response = await get(t.app, '/api/account/export', { cookie });
    expect(response.headers['content-disposition']).toBe('attachment; filename="paphos-guide-my-data.json"');
    expect(response.headers['cache-control']).toBe('no-store');
    const data = expectOkJson<AccountExport>(response);
    expect(data.account).toEqual({
      email,
      firstName: 'Eleni',
      lastName: 'Georgiou',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(data.favorites.map(({ placeId, name, slug }) => ({ placeId, name, slug }))).toEqual([
      { placeId: first!.id, name: first!.name, slug: first!.slug },
      { placeId: second!.id, name: second!.name, slug: second!.slug },
    ]);
    expect(data.signedInSessions).toBe(2);
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    const [{ hash }] = (await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)) as [{ hash: string }];
    expect(response.body).not.toContain(hash.split('$').at(-1));
    expect(response.body).not.toMatch(/password|token/i);
  });

  it('answers 401 when anonymous', async () => {
    expectError(await get(t.app, '/api/account/export'), 401, 'Please log in to continue');
  });
});

describe('The session cookie in production', () => {
  it("is '__Host-' prefixed, Secure, host-only and for every path; the unprefixed name is ignored", async () => {
    const production = await createTestApp({
      config: { NODE_ENV: 'production', ADMIN_KEY: TEST_ADMIN_KEY },
      rateLimits: generousRateLimits(),
    });
    try {
      const registered = await post(production.app, '/api/auth/register', {
        email: uniqueEmail('host'),
        password: PASSWORD,
      });
      expect(registered.statusCode).toBe(201);
      const header = String(registered.headers['set-cookie']);
      expect(header).toMatch(/^__Host-paphos_session=[^;]+;/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; Path=\//);
      expect(header).not.toMatch(/Domain=/i);
      const cookie = sessionCookie(registered);
      const me = await get(production.app, '/api/auth/user', { cookie });
      expect(expectOkJson<User | null>(me)).not.toBeNull();
      const unprefixed = cookie.replace('__Host-', '');
      expect(expectOkJson(await get(production.app, '/api/auth/user', { cookie: unprefixed }))).toBeNull();
    } finally {
      await production.close();
    }
  });
});

describe('Registration attempts naming one email address', () => {
  it('never lock the owner out: registration is limited by address, not by the email it names', async () => {
    const limited = await createTestApp({
      rateLimits: { ...generousRateLimits(), register: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const email = uniqueEmail('owner');
      const attacker = freshAddress();
      const attempt = (ip: string, password: string) =>
        post(limited.app, '/api/auth/register', { email, password }, { ip });
      for (let tries = 0; tries < 3; tries += 1)
        expect((await attempt(attacker, 'password1')).statusCode).toBe(400);
      expectError(await attempt(attacker, PASSWORD), 429, /^Too many requests/);
      expect((await attempt(freshAddress(), PASSWORD)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
