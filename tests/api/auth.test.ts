import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/common/schemas/auth';
import { sessions, users } from '../../src/server/db/schema';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, sessionCookie, type TestApp } from '../helpers/test-app';
import {
  expectError,
  expectFieldErrors,
  expectOkJson,
  freshAddress,
  get,
  post,
  registerUser,
  uniqueEmail,
  type Response,
} from '../helpers/api';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: tightRateLimits(LIMIT) });
});

afterAll(async () => {
  await t?.close();
});

function setCookieHeaders(response: Response): string[] {
  const header = response.headers['set-cookie'];
  if (header === undefined) return [];
  return Array.isArray(header) ? header : [header];
}

function sessionSetCookie(response: Response): string {
  const header = setCookieHeaders(response).find((cookie) => /^(__Host-)?paphos_session=/.test(cookie));
  if (!header) throw new Error(`No session cookie was set: ${response.statusCode} ${response.body}`);
  return header;
}

async function usersWithEmail(email: string) {
  return t.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
}

describe('POST /api/auth/register', () => {
  it('creates the account, answers 201 with the user and signs them in', async () => {
    const email = uniqueEmail('new');
    const response = await post(t.app, '/api/auth/register', {
      email,
      password: 'sunny-paphos-1',
      firstName: 'Eleni',
      lastName: 'Georgiou',
    });
    const body = expectOkJson<{ user: User }>(response, 201);
    expect(Object.keys(body)).toEqual(['user']);
    expect(Object.keys(body.user).sort()).toEqual(['email', 'firstName', 'id', 'lastName']);
    expect(body.user).toMatchObject({ email, firstName: 'Eleni', lastName: 'Georgiou' });
    expect(body.user.id).toBeTypeOf('number');

    const me = await get(t.app, '/api/auth/user', { cookie: sessionCookie(response) });
    expect(expectOkJson<User>(me)).toEqual(body.user);
  });

  it('stores the password only as a scrypt hash', async () => {
    const { email, password } = await registerUser(t.app, { password: 'a-secret-password' });
    const [row] = await usersWithEmail(email);
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(password);
  });

  it('accepts a registration without names and returns them as null', async () => {
    const email = uniqueEmail('nameless');
    const response = await post(t.app, '/api/auth/register', { email, password: 'olive-grove-77' });
    const { user } = expectOkJson<{ user: User }>(response, 201);
    expect(user).toMatchObject({ email, firstName: null, lastName: null });
  });

  it('treats empty or blank names as omitted', async () => {
    const response = await post(t.app, '/api/auth/register', {
      email: uniqueEmail('blank'),
      password: 'olive-grove-77',
      firstName: '',
      lastName: '   ',
    });
    const { user } = expectOkJson<{ user: User }>(response, 201);
    expect(user.firstName).toBeNull();
    expect(user.lastName).toBeNull();
  });

  it('accepts a password of exactly 8 characters', async () => {
    const response = await post(t.app, '/api/auth/register', { email: uniqueEmail(), password: 'pafos-26' });
    expect(response.statusCode).toBe(201);
  });

  it('accepts a 128-character passphrase and refuses a 129-character one, saying so', async () => {
    const accepted = await post(t.app, '/api/auth/register', {
      email: uniqueEmail(),
      password: 'olive-grove-'.repeat(11).slice(0, 128),
    });
    expect(accepted.statusCode).toBe(201);
    const email = uniqueEmail();
    expectError(
      await post(t.app, '/api/auth/register', { email, password: 'p'.repeat(129) }),
      400,
      'Password must be at most 128 characters',
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it.each(['12345678', 'password1', 'Password1', 'iloveyou', 'sunshine', 'qwertyuiop', 'trustno1'])(
    'refuses the common password %s, case ignored, naming the password field, and creates no account',
    async (password) => {
      const email = uniqueEmail();
      const message =
        'This password is one of the most commonly used, so it is easy to guess. Please choose another.';
      expectFieldErrors(
        await post(t.app, '/api/auth/register', { email, password }),
        400,
        { password: message },
        message,
      );
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it.each([
    ['eight spaces', '        ', 'A password cannot be only spaces. Please choose another.'],
    [
      'one character repeated',
      'aaaaaaaa',
      'A password cannot be one character repeated. Please choose another.',
    ],
    [
      'one digit repeated',
      '1111111111',
      'A password cannot be one character repeated. Please choose another.',
    ],
    [
      "the site's name",
      'paphosguide',
      "A password cannot contain the site's name (Paphos Guide): it is the first thing a guesser tries. Please choose another.",
    ],
    [
      "the site's name, spaced and capitalised",
      'My Paphos-Guide 2026',
      "A password cannot contain the site's name (Paphos Guide): it is the first thing a guesser tries. Please choose another.",
    ],
  ])(
    'refuses a password of %s, saying why under the password field, and creates no account',
    async (_what, password, message) => {
      const email = uniqueEmail();
      expectFieldErrors(
        await post(t.app, '/api/auth/register', { email, password }),
        400,
        { password: message },
        message,
      );
      expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('refuses a password containing the name of the email address, any case', async () => {
    const stamp = Date.now();
    const email = `andreas.georgiou-${stamp}@example.com`;
    expectError(
      await post(t.app, '/api/auth/register', { email, password: `Andreas.Georgiou-${stamp}!` }),
      400,
      'A password cannot contain the name of your email address: it is the first thing a guesser tries. Please choose another.',
    );
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('says a password is common before it says whether the email has an account', async () => {
    const existing = await registerUser(t.app);
    expectError(
      await post(t.app, '/api/auth/register', { email: existing.email, password: 'password1' }),
      400,
      /most commonly used/,
    );
  });

  it('rejects an invalid e-mail address with "Invalid email address"', async () => {
    const response = await post(t.app, '/api/auth/register', {
      email: 'not-an-email',
      password: 'olive-grove-77',
    });
    expectError(response, 400, 'Invalid email address');
  });

  it('rejects an e-mail address longer than 254 characters with "Invalid email address"', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    const response = await post(t.app, '/api/auth/register', { email, password: 'olive-grove-77' });
    expectError(response, 400, 'Invalid email address');
  });

  it('rejects a password shorter than 8 characters with "Password must be at least 8 characters"', async () => {
    const response = await post(t.app, '/api/auth/register', { email: uniqueEmail(), password: '1234567' });
    expectError(response, 400, 'Password must be at least 8 characters');
  });

  it('rejects a missing password, naming the field', async () => {
    const response = await post(t.app, '/api/auth/register', { email: uniqueEmail() });
    expectError(response, 400, /^password: /);
  });

  it('rejects a missing e-mail address, naming the field', async () => {
    const response = await post(t.app, '/api/auth/register', { password: 'olive-grove-77' });
    expectError(response, 400, /^email: /);
  });

  it('rejects names longer than 100 characters', async () => {
    const response = await post(t.app, '/api/auth/register', {
      email: uniqueEmail(),
      password: 'olive-grove-77',
      firstName: 'N'.repeat(101),
    });
    expectError(response, 400, 'Names must be at most 100 characters');
  });

  it('reports every invalid field in one message', async () => {
    const response = await post(t.app, '/api/auth/register', { email: 'nope', password: 'short' });
    const message = expectError(response, 400);
    expect(message).toContain('Invalid email address');
    expect(message).toContain('Password must be at least 8 characters');
    expect(response.json()).toMatchObject({
      fields: { email: 'Invalid email address', password: 'Password must be at least 8 characters' },
    });
  });

  it('creates no account and no session when the input is invalid', async () => {
    const email = uniqueEmail('invalid');
    const response = await post(t.app, '/api/auth/register', { email, password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(setCookieHeaders(response)).toEqual([]);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });

  it('answers 409 when the e-mail address is already registered in another letter case', async () => {
    const email = uniqueEmail('Taken');
    await registerUser(t.app, { email });
    const response = await post(t.app, '/api/auth/register', {
      email: `  ${email.toUpperCase()} `,
      password: 'another-password',
    });
    expectFieldErrors(
      response,
      409,
      { email: 'An account with this email already exists' },
      'An account with this email already exists',
    );
    expect(setCookieHeaders(response)).toEqual([]);
    expect(await usersWithEmail(email)).toHaveLength(1);
  });
});

describe('POST /api/auth/login', () => {
  let account: { email: string; password: string; id: number };

  beforeAll(async () => {
    account = await registerUser(t.app, { firstName: 'Andreas' });
  });

  it('signs in with the right password and answers with the user', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: account.email,
      password: account.password,
    });
    const body = expectOkJson<{ user: User }>(response);
    expect(Object.keys(body)).toEqual(['user']);
    expect(body.user).toEqual({ id: account.id, email: account.email, firstName: 'Andreas', lastName: null });

    const me = await get(t.app, '/api/auth/user', { cookie: sessionCookie(response) });
    expect(expectOkJson<User>(me).id).toBe(account.id);
  });

  it('accepts the e-mail address in another letter case', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(expectOkJson<{ user: User }>(response).user.id).toBe(account.id);
  });

  it('starts a new session on every login', async () => {
    const first = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    const second = await post(t.app, '/api/auth/login', { email: account.email, password: account.password });
    expect(sessionCookie(first)).not.toBe(sessionCookie(second));
  });

  it('answers 401 "Invalid email or password" for a wrong password and sets no cookie', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: account.email,
      password: 'wrong-password',
    });
    expectError(response, 401, 'Invalid email or password');
    expect(setCookieHeaders(response)).toEqual([]);
  });

  it('answers the same 401 for an unknown e-mail address', async () => {
    const response = await post(t.app, '/api/auth/login', {
      email: uniqueEmail('nobody'),
      password: account.password,
    });
    expectError(response, 401, 'Invalid email or password');
  });

  it('rejects an invalid e-mail address with "Invalid email address"', async () => {
    const response = await post(t.app, '/api/auth/login', { email: 'someone at example', password: 'x' });
    expectError(response, 400, 'Invalid email address');
  });

  it('rejects an empty password with "Password is required"', async () => {
    const response = await post(t.app, '/api/auth/login', { email: account.email, password: '' });
    expectError(response, 400, 'Password is required');
  });

  it('rejects a missing password, naming the field', async () => {
    const response = await post(t.app, '/api/auth/login', { email: account.email });
    expectError(response, 400, /^password: /);
  });
});

describe('GET /api/auth/user', () => {
  it('answers null, not a 401 a browser would log as an error, without a session', async () => {
    expect(expectOkJson(await get(t.app, '/api/auth/user'))).toBeNull();
  });

  it('answers null for a session token it never issued', async () => {
    const response = await get(t.app, '/api/auth/user', { cookie: 'paphos_session=made-up-token' });
    expect(expectOkJson(response)).toBeNull();
  });

  it('answers null once the session has expired', async () => {
    const { cookie, id } = await registerUser(t.app);
    expect((await get(t.app, '/api/auth/user', { cookie })).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, id));
    expect(expectOkJson(await get(t.app, '/api/auth/user', { cookie }))).toBeNull();
  });

  it('returns the signed-in user without any password data', async () => {
    const { cookie, id, email } = await registerUser(t.app, { firstName: 'Maria', lastName: 'Ioannou' });
    const user = expectOkJson<Record<string, unknown>>(await get(t.app, '/api/auth/user', { cookie }));
    expect(user).toEqual({ id, email, firstName: 'Maria', lastName: 'Ioannou' });
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, clears the cookie and answers { success: true }', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post(t.app, '/api/auth/logout', undefined, { cookie });
    expect(expectOkJson(response)).toEqual({ success: true });

    const cleared = response.cookies.find((candidate) => candidate.name === 'paphos_session');
    expect(cleared).toBeDefined();
    expect(cleared!.value).toBe('');
    expect(cleared!.expires!.getTime()).toBeLessThanOrEqual(Date.now());

    expect(expectOkJson(await get(t.app, '/api/auth/user', { cookie }))).toBeNull();
  });

  it('removes the session from the database', async () => {
    const { cookie, id } = await registerUser(t.app);
    await post(t.app, '/api/auth/logout', undefined, { cookie });
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, id));
    expect(left).toHaveLength(0);
  });

  it('answers { success: true } even without a session', async () => {
    expect(expectOkJson(await post(t.app, '/api/auth/logout'))).toEqual({ success: true });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, for the whole site and not Secure outside production', async () => {
    const response = await post(t.app, '/api/auth/register', {
      email: uniqueEmail(),
      password: 'olive-grove-77',
    });
    const header = sessionSetCookie(response);
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).toMatch(/;\s*Path=\/(;|$)/);
    expect(header).not.toMatch(/;\s*Secure/i);
    const [cookie] = response.cookies.filter((candidate) => candidate.name === 'paphos_session');
    expect(cookie!.value.length).toBeGreaterThanOrEqual(32);
  });

  it('has the same attributes when set by a login', async () => {
    const { email, password } = await registerUser(t.app);
    const header = sessionSetCookie(await post(t.app, '/api/auth/login', { email, password }));
    expect(header).toMatch(/;\s*HttpOnly/i);
    expect(header).toMatch(/;\s*SameSite=Lax/i);
    expect(header).not.toMatch(/;\s*Secure/i);
  });

  it('is never stored in the database as it is: only its hash', async () => {
    const response = await post(t.app, '/api/auth/register', {
      email: uniqueEmail(),
      password: 'olive-grove-77',
    });
    const token = response.cookies.find((candidate) => candidate.name === 'paphos_session')!.value;
    const { user } = response.json() as { user: User };
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  describe('in production', () => {
    let production: TestApp;

    beforeAll(async () => {
      production = await createTestApp({ config: { NODE_ENV: 'production' } });
    });

    afterAll(async () => {
      await production?.close();
    });

    it('is also marked Secure when set by a registration', async () => {
      const response = await post(production.app, '/api/auth/register', {
        email: uniqueEmail(),
        password: 'olive-grove-77',
      });
      const header = sessionSetCookie(response);
      expect(header).toMatch(/;\s*Secure/i);
      expect(header).toMatch(/;\s*HttpOnly/i);
      expect(header).toMatch(/;\s*SameSite=Lax/i);
    });

    it('is also marked Secure when set by a login and cleared as Secure by a logout', async () => {
      const { email, password } = await registerUser(production.app);
      const login = await post(production.app, '/api/auth/login', { email, password });
      expect(sessionSetCookie(login)).toMatch(/;\s*Secure/i);
      const logout = await post(production.app, '/api/auth/logout', undefined, {
        cookie: sessionCookie(login),
      });
      expect(sessionSetCookie(logout)).toMatch(/;\s*Secure/i);
    });
  });
});

describe('throttling', () => {
  it(`answers 429 to the login after ${LIMIT} from one address`, async () => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const response = await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'x' }, { ip });
      expect(response.statusCode).toBe(401);
    }
    const throttled = await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'x' }, { ip });
    expectError(throttled, 429, /^Too many requests/);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles a login with the right password too, and sets no cookie', async () => {
    const { email, password } = await registerUser(t.app);
    const ip = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      await post(t.app, '/api/auth/login', { email, password: 'wrong-password' }, { ip });
    }
    const throttled = await post(t.app, '/api/auth/login', { email, password }, { ip });
    expectError(throttled, 429);
    expect(setCookieHeaders(throttled)).toEqual([]);
  });

  it('keeps the limits of different addresses apart', async () => {
    const busy = freshAddress();
    for (let attempt = 0; attempt <= LIMIT; attempt++) {
      await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'x' }, { ip: busy });
    }
    expect(
      (await post(t.app, '/api/auth/login', { email: uniqueEmail(), password: 'x' }, { ip: busy }))
        .statusCode,
    ).toBe(429);
    const other = await post(
      t.app,
      '/api/auth/login',
      { email: uniqueEmail(), password: 'x' },
      { ip: freshAddress() },
    );
    expectError(other, 401);
  });

  it(`answers 429 to the registration after ${LIMIT} from one address, creating no account`, async () => {
    const ip = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      const response = await post(
        t.app,
        '/api/auth/register',
        { email: uniqueEmail(), password: 'olive-grove-77' },
        { ip },
      );
      expect(response.statusCode).toBe(201);
    }
    const email = uniqueEmail('throttled');
    const throttled = await post(t.app, '/api/auth/register', { email, password: 'olive-grove-77' }, { ip });
    expectError(throttled, 429, /^Too many requests/);
    expect(await usersWithEmail(email)).toHaveLength(0);
  });
});
