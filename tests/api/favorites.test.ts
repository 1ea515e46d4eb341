import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../src/common/schemas/auth';
import type { Favorite } from '../../src/common/schemas/favorites';
import type { Place } from '../../src/common/schemas/places';
import { favorites, places } from '../../src/server/db/schema';
import { createTestApp, sessionCookie, type TestApp } from '../helpers/test-app';
import {
  aPendingPlace,
  del,
  expectError,
  expectOkJson,
  get,
  post,
  registerUser,
  uniqueEmail,
} from '../helpers/api';

let t: TestApp;
let published: Place[];

beforeAll(async () => {
  t = await createTestApp();
  published = expectOkJson<Place[]>(await get(t.app, '/api/places'));
  expect(published.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await t?.close();
});

async function unknownPlaceId(): Promise<number> {
  const rows = await t.db.select({ id: places.id }).from(places);
  return Math.max(...rows.map((row) => row.id)) + 1000;
}

describe('the account journey', () => {
  it('registers, reads the user, logs in, keeps a favourite, removes it and logs out', async () => {
    const email = uniqueEmail('journey');
    const password = 'a-long-enough-password';
    const place = published[0]!;

    const registered = await post(t.app, '/api/auth/register', { email, password, firstName: 'Nikos' });
    const { user } = expectOkJson<{ user: User }>(registered, 201);
    const registrationCookie = sessionCookie(registered);

    const me = await get(t.app, '/api/auth/user', { cookie: registrationCookie });
    expect(expectOkJson<User>(me)).toEqual(user);

    const login = await post(t.app, '/api/auth/login', { email, password });
    expect(expectOkJson<{ user: User }>(login).user).toEqual(user);
    const cookie = sessionCookie(login);

    const added = await post(t.app, `/api/favorites/${place.id}`, undefined, { cookie });
    expect(expectOkJson(added, 201)).toEqual({ placeId: place.id, isFavorite: true });

    const again = await post(t.app, `/api/favorites/${place.id}`, undefined, { cookie });
    expect(expectOkJson(again, 200)).toEqual({ placeId: place.id, isFavorite: true });

    const list = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie }));
    expect(list.map((favorite) => favorite.placeId)).toEqual([place.id]);

    const removed = await del(t.app, `/api/favorites/${place.id}`, { cookie });
    expect(expectOkJson(removed)).toEqual({ placeId: place.id, isFavorite: false });
    expect(expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie }))).toEqual([]);

    const logout = await post(t.app, '/api/auth/logout', undefined, { cookie });
    expect(expectOkJson(logout)).toEqual({ success: true });

    expect(expectOkJson(await get(t.app, '/api/auth/user', { cookie }))).toBeNull();
    expectError(await get(t.app, '/api/favorites', { cookie }), 401, 'Please log in to continue');
  });
});

describe('GET /api/favorites', () => {
  it('answers 401 "Please log in to continue" when anonymous', async () => {
    expectError(await get(t.app, '/api/favorites'), 401, 'Please log in to continue');
  });

  it('answers 401 for a session token it never issued', async () => {
    expectError(await get(t.app, '/api/favorites', { cookie: 'paphos_session=forged' }), 401);
  });

  it('returns an empty list for a new account', async () => {
    const { cookie } = await registerUser(t.app);
    expect(expectOkJson(await get(t.app, '/api/favorites', { cookie }))).toEqual([]);
  });

  it('returns objects with placeId and createdAt, in the order they were added', async () => {
    const { cookie } = await registerUser(t.app);
    const [first, second, third] = [published[2]!, published[0]!, published[1]!];
    for (const place of [first, second, third]) {
      expect((await post(t.app, `/api/favorites/${place.id}`, undefined, { cookie })).statusCode).toBe(201);
    }
    const list = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie }));
    expect(list.map((favorite) => favorite.placeId)).toEqual([first.id, second.id, third.id]);
    for (const favorite of list) {
      expect(Object.keys(favorite).sort()).toEqual(['createdAt', 'placeId']);
      expect(Number.isNaN(Date.parse(favorite.createdAt))).toBe(false);
    }
  });

  it('shows each user only their own favourites', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await post(t.app, `/api/favorites/${published[0]!.id}`, undefined, { cookie: alice.cookie });
    await post(t.app, `/api/favorites/${published[1]!.id}`, undefined, { cookie: bob.cookie });

    const alicesList = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie: alice.cookie }));
    const bobsList = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie: bob.cookie }));
    expect(alicesList.map((favorite) => favorite.placeId)).toEqual([published[0]!.id]);
    expect(bobsList.map((favorite) => favorite.placeId)).toEqual([published[1]!.id]);
  });
});

describe('POST /api/favorites/{placeId}', () => {
  it('answers 401 when anonymous and stores nothing', async () => {
    const before = await t.db.select().from(favorites);
    expectError(await post(t.app, `/api/favorites/${published[0]!.id}`), 401, 'Please log in to continue');
    expect(await t.db.select().from(favorites)).toHaveLength(before.length);
  });

  it('answers 201 when it adds the favourite, then 200 when it was already there', async () => {
    const { cookie, id } = await registerUser(t.app);
    const placeId = published[1]!.id;
    expect(expectOkJson(await post(t.app, `/api/favorites/${placeId}`, undefined, { cookie }), 201)).toEqual({
      placeId,
      isFavorite: true,
    });
    expect(expectOkJson(await post(t.app, `/api/favorites/${placeId}`, undefined, { cookie }), 200)).toEqual({
      placeId,
      isFavorite: true,
    });
    const rows = await t.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, id), eq(favorites.placeId, placeId)));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 "Place not found" for a place that does not exist', async () => {
    const { cookie } = await registerUser(t.app);
    const response = await post(t.app, `/api/favorites/${await unknownPlaceId()}`, undefined, { cookie });
    expectError(response, 404, 'Place not found');
  });

  it('answers 404 for a place that is not published', async () => {
    const { cookie } = await registerUser(t.app);
    const pending = await aPendingPlace(t.db);
    expectError(
      await post(t.app, `/api/favorites/${pending.id}`, undefined, { cookie }),
      404,
      'Place not found',
    );
  });

  it('answers 400 "Place id must be a whole number" for a fractional id', async () => {
    const { cookie } = await registerUser(t.app);
    expectError(
      await post(t.app, '/api/favorites/1.5', undefined, { cookie }),
      400,
      'Place id must be a whole number',
    );
  });

  it('answers 400 "Place id must be positive" for zero or a negative id', async () => {
    const { cookie } = await registerUser(t.app);
    expectError(
      await post(t.app, '/api/favorites/0', undefined, { cookie }),
      400,
      'Place id must be positive',
    );
    expectError(
      await post(t.app, '/api/favorites/-4', undefined, { cookie }),
      400,
      'Place id must be positive',
    );
  });

  it('answers 400 "Place id is too large" for an id beyond the integer range', async () => {
    const { cookie } = await registerUser(t.app);
    expectError(
      await post(t.app, '/api/favorites/2147483648', undefined, { cookie }),
      400,
      'Place id is too large',
    );
  });

  it('answers 400 naming placeId for an id that is not a number', async () => {
    const { cookie } = await registerUser(t.app);
    expectError(await post(t.app, '/api/favorites/abc', undefined, { cookie }), 400, /^placeId: /);
  });
});

describe('DELETE /api/favorites/{placeId}', () => {
  it('answers 401 when anonymous and removes nothing', async () => {
    const { cookie, id } = await registerUser(t.app);
    const placeId = published[0]!.id;
    await post(t.app, `/api/favorites/${placeId}`, undefined, { cookie });
    expectError(await del(t.app, `/api/favorites/${placeId}`), 401, 'Please log in to continue');
    const rows = await t.db.select().from(favorites).where(eq(favorites.userId, id));
    expect(rows.map((row) => row.placeId)).toEqual([placeId]);
  });

  it('removes the favourite and answers { placeId, isFavorite: false }', async () => {
    const { cookie } = await registerUser(t.app);
    const [kept, removed] = [published[0]!.id, published[1]!.id];
    await post(t.app, `/api/favorites/${kept}`, undefined, { cookie });
    await post(t.app, `/api/favorites/${removed}`, undefined, { cookie });
    expect(expectOkJson(await del(t.app, `/api/favorites/${removed}`, { cookie }))).toEqual({
      placeId: removed,
      isFavorite: false,
    });
    const list = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie }));
    expect(list.map((favorite) => favorite.placeId)).toEqual([kept]);
  });

  it("removes only the caller's favourite, not another user's", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const placeId = published[2]!.id;
    await post(t.app, `/api/favorites/${placeId}`, undefined, { cookie: alice.cookie });
    await post(t.app, `/api/favorites/${placeId}`, undefined, { cookie: bob.cookie });
    await del(t.app, `/api/favorites/${placeId}`, { cookie: alice.cookie });
    const bobsList = expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie: bob.cookie }));
    expect(bobsList.map((favorite) => favorite.placeId)).toEqual([placeId]);
  });

  it('answers 200 with isFavorite false for a place that was not a favourite', async () => {
    const { cookie } = await registerUser(t.app);
    const placeId = published[0]!.id;
    expect(expectOkJson(await del(t.app, `/api/favorites/${placeId}`, { cookie }))).toEqual({
      placeId,
      isFavorite: false,
    });
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    const { cookie } = await registerUser(t.app);
    expectError(await del(t.app, '/api/favorites/abc', { cookie }), 400, /^placeId: /);
    expectError(await del(t.app, '/api/favorites/-1', { cookie }), 400, 'Place id must be positive');
  });
});

describe('POST /api/favorites (places saved in the browser, moved at login)', () => {
  it('adds the published places among the ids, keeps earlier favourites and passes over the rest', async () => {
    const { cookie } = await registerUser(t.app);
    const [kept, first, second] = published;
    await post(t.app, `/api/favorites/${kept!.id}`, undefined, { cookie });
    const pending = await aPendingPlace(t.db);

    const moved = await post(
      t.app,
      '/api/favorites',
      { placeIds: [first!.id, second!.id, first!.id, kept!.id, pending.id, await unknownPlaceId()] },
      { cookie },
    );

    const list = expectOkJson<Favorite[]>(moved);
    expect(list.map((favorite) => favorite.placeId).sort((a, b) => a - b)).toEqual(
      [kept!.id, first!.id, second!.id].sort((a, b) => a - b),
    );
    expect(expectOkJson<Favorite[]>(await get(t.app, '/api/favorites', { cookie }))).toEqual(list);
  });

  it('accepts an empty list and changes nothing', async () => {
    const { cookie } = await registerUser(t.app);
    expect(expectOkJson(await post(t.app, '/api/favorites', { placeIds: [] }, { cookie }))).toEqual([]);
  });

  it('answers 401 "Please log in to continue" when anonymous', async () => {
    expectError(
      await post(t.app, '/api/favorites', { placeIds: [published[0]!.id] }),
      401,
      'Please log in to continue',
    );
  });

  it.each([
    [{ placeIds: ['12'] }, /Place ids must be numbers/],
    [{ placeIds: [1.5] }, /whole numbers/],
    [{ placeIds: [0] }, /positive/],
    [{ placeIds: 'all' }, /placeIds must be a list/],
    [{ placeIds: Array.from({ length: 201 }, (_, index) => index + 1) }, /At most 200 places/],
    [{ placeIds: [1], userId: 1 }, /userId/],
  ])('answers 400 with a message for %j', async (body, message) => {
    const { cookie } = await registerUser(t.app);
    expectError(await post(t.app, '/api/favorites', body, { cookie }), 400, message);
  });
});
