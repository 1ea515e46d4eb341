import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Place } from '../../src/common/schemas/places';
import {
  SUGGESTION_LIMITS,
  SUGGESTION_THANKS,
  type AdminSuggestion,
  type AdminSuggestionsPage,
  type SuggestionDecision,
} from '../../src/common/schemas/suggestions';
import { places, placeSuggestions } from '../../src/server/db/schema';
import { runHousekeeping } from '../../src/server/jobs/housekeeping';
import {
  aPendingPlace,
  asAdmin,
  expectError,
  expectFieldErrors,
  expectOkJson,
  freshAddress,
  get,
  post,
} from '../helpers/api';
import { tightRateLimits } from '../helpers/rate-limits';
import { createTestApp, type TestApp } from '../helpers/test-app';

const LIMIT = 3;
let t: TestApp;
/** Published places, those with a phone number first: each test takes its own. */
let published: Array<typeof places.$inferSelect>;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: tightRateLimits(LIMIT) });
  published = await t.db
    .select()
    .from(places)
    .where(and(eq(places.status, 'published'), isNotNull(places.phoneNumber)))
    .orderBy(places.id);
  const others = await t.db
    .select()
    .from(places)
    .where(and(eq(places.status, 'published'), isNull(places.phoneNumber)))
    .orderBy(places.id);
  published.push(...others);
  expect(published.length).toBeGreaterThan(12);
});

afterAll(async () => {
  await t?.close();
});

let nextPlace = 0;
/** A published place no other test of this file has used. */
function aPlace() {
  const place = published[nextPlace++];
  if (!place) throw new Error('Out of published places');
  return place;
}

const suggest = (slug: string, body: unknown, ip = freshAddress()) =>
  post(t.app, `/api/place-suggestions/${slug}`, body, { ip });

async function storedFor(placeId: number) {
  return t.db
    .select()
    .from(placeSuggestions)
    .where(eq(placeSuggestions.placeId, placeId))
    .orderBy(desc(placeSuggestions.id));
}

async function placeRow(id: number) {
  const [row] = await t.db.select().from(places).where(eq(places.id, id));
  return row!;
}

/** Submits a valid suggestion and returns its row. */
async function submitted(place: { id: number; slug: string }, body: Record<string, unknown>) {
  expectOkJson(await suggest(place.slug, body), 201);
  const [row] = await storedFor(place.id);
  return row!;
}

describe('POST /api/place-suggestions/:slug', () => {
  it('keeps a wrong-phone report with the address it came from, and thanks the visitor', async () => {
    const place = aPlace();
    const ip = freshAddress();
    const response = await suggest(
      place.slug,
      { kind: 'phone', proposedValue: ' +357 26 123456 ', note: 'Rang it today', email: 'eleni@example.com' },
      ip,
    );
    expect(expectOkJson(response, 201)).toEqual({ message: SUGGESTION_THANKS });
    expect(SUGGESTION_THANKS).toBe('Thank you — we will check it.');
    const [row] = await storedFor(place.id);
    expect(row).toMatchObject({
      kind: 'phone',
      proposedValue: '+357 26 123456',
      note: 'Rang it today',
      email: 'eleni@example.com',
      status: 'new',
      ipAddress: ip,
      decidedAt: null,
    });
  });

  it('keeps each kind: closed and other without a value, position written the one way, no email as none', async () => {
    const place = aPlace();
    expect(await submitted(place, { kind: 'closed', email: '' })).toMatchObject({
      kind: 'closed',
      proposedValue: null,
      note: null,
      email: null,
    });
    expect(await submitted(place, { kind: 'closed', proposedValue: 'ignored' })).toMatchObject({
      proposedValue: null,
    });
    expect(
      await submitted(place, { kind: 'hours', proposedValue: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00' }),
    ).toMatchObject({ kind: 'hours', proposedValue: 'Mo-Fr 09:00-17:00; Sa 10:00-14:00' });
    expect(await submitted(place, { kind: 'position', proposedValue: '34.7554000 32.40670' })).toMatchObject({
      kind: 'position',
      proposedValue: '34.7554, 32.4067',
    });
    expect(
      await submitted(place, { kind: 'website', proposedValue: 'https://example.cy/menu' }),
    ).toMatchObject({
      kind: 'website',
      proposedValue: 'https://example.cy/menu',
    });
    expect(
      await submitted(place, { kind: 'other', note: '  The name is spelt Kato Pafos on the door.  ' }),
    ).toMatchObject({
      kind: 'other',
      proposedValue: null,
      note: 'The name is spelt Kato Pafos on the door.',
    });
  });

  it('refuses a missing or unknown kind, naming the field', async () => {
    const { slug } = aPlace();
    expectFieldErrors(await suggest(slug, {}), 400, { kind: 'Choose what is wrong' });
    expectFieldErrors(await suggest(slug, { kind: 'rude' }), 400, { kind: 'Choose what is wrong' });
  });

  it.each([
    ['hours', '', 'Enter the correct opening hours'],
    ['hours', 'Mo-Fr 9 to 5', /^Opening hours: /],
    ['position', '', 'Enter the correct position as latitude, longitude'],
    [
      'position',
      'near the harbour',
      'Enter the position as latitude, longitude (for example 34.7554, 32.4067)',
    ],
    ['position', '34.9171, 33.6290', 'That position is outside Paphos district'],
    ['phone', '', 'Enter the correct phone number'],
    ['phone', '12345', 'Enter a phone number of 6 to 15 digits (spaces, dashes and a leading + are fine)'],
    [
      'phone',
      'call +357 26 123456',
      'Enter a phone number of 6 to 15 digits (spaces, dashes and a leading + are fine)',
    ],
    ['website', '', 'Enter the correct website'],
    ['website', 'ftp://example.cy', 'Enter a web address starting with http:// or https://'],
    ['website', 'https://localhost', 'Enter a web address starting with http:// or https://'],
  ])('refuses kind %s with the value %j beside the value field', async (kind, proposedValue, message) => {
    const { slug } = aPlace();
    const response = await suggest(slug, { kind, proposedValue });
    expect(response.statusCode, response.body).toBe(400);
    const field = (response.json() as { fields: Record<string, string> }).fields.proposedValue!;
    if (typeof message === 'string') expect(field).toBe(message);
    else expect(field).toMatch(message);
  });

  it("refuses 'other' without a note of at least 10 characters", async () => {
    const { slug } = aPlace();
    const message = 'Please say what is wrong (at least 10 characters)';
    expectFieldErrors(await suggest(slug, { kind: 'other' }), 400, { note: message });
    expectFieldErrors(await suggest(slug, { kind: 'other', note: '   too short   ' }), 400, {
      note: message,
    });
  });

  it('refuses a note or value over its limit and an invalid email', async () => {
    const { slug } = aPlace();
    expectFieldErrors(
      await suggest(slug, { kind: 'closed', note: 'n'.repeat(SUGGESTION_LIMITS.note + 1) }),
      400,
      { note: 'The note must be at most 1000 characters' },
    );
    expectFieldErrors(
      await suggest(slug, { kind: 'website', proposedValue: `https://example.cy/${'a'.repeat(500)}` }),
      400,
      { proposedValue: 'The corrected value must be at most 500 characters' },
    );
    for (const email of ['not-an-email', 'eleni@', `${'e'.repeat(250)}@example.com`]) {
      expectFieldErrors(await suggest(slug, { kind: 'closed', email }), 400, {
        email: 'Please enter a valid email address',
      });
    }
  });

  it('refuses the value the page shows now', async () => {
    const place = aPlace();
    await t.db.update(places).set({ phoneNumber: '+357 26 955801' }).where(eq(places.id, place.id));
    expectFieldErrors(await suggest(place.slug, { kind: 'phone', proposedValue: '+357 26 955801' }), 400, {
      proposedValue: 'That is what the page shows now: enter the correct value',
    });
  });

  it('answers a filled honeypot as if it were kept, and keeps nothing', async () => {
    const place = aPlace();
    const response = await suggest(place.slug, {
      kind: 'website',
      proposedValue: 'https://spam.example.com',
      homepage: 'https://spam.example.com',
    });
    expect(expectOkJson(response, 201)).toEqual({ message: SUGGESTION_THANKS });
    expect(await storedFor(place.id)).toEqual([]);
  });

  it('answers 404 for a place that is not published, or none', async () => {
    const pending = await aPendingPlace(t.db);
    expectError(await suggest(pending.slug, { kind: 'closed' }), 404, 'Place not found');
    expectError(await suggest('no-such-place', { kind: 'closed' }), 404, 'Place not found');
    expect(await storedFor(pending.id)).toEqual([]);
  });

  it(`allows ${LIMIT} suggestions per address in the window, then answers 429`, async () => {
    const place = aPlace();
    const ip = freshAddress();
    for (let attempt = 0; attempt < LIMIT; attempt++) {
      expect((await suggest(place.slug, { kind: 'closed' }, ip)).statusCode).toBe(201);
    }
    expectError(
      await suggest(place.slug, { kind: 'closed' }, ip),
      429,
      /^Too many requests, please try again in \d+ seconds$/,
    );
    expect(await storedFor(place.id)).toHaveLength(LIMIT);
    // Another address is not held back.
    expect((await suggest(place.slug, { kind: 'closed' })).statusCode).toBe(201);
  });
});

const list = async (query = '') =>
  expectOkJson<AdminSuggestionsPage>(await get(t.app, `/api/admin/suggestions${query}`, asAdmin()));
const newCount = async () =>
  expectOkJson<{ count: number }>(await get(t.app, '/api/admin/suggestions/count', asAdmin())).count;
const decide = (id: number, decision: 'accept' | 'dismiss') =>
  post(t.app, `/api/admin/suggestions/${id}/${decision}`, undefined, asAdmin());
const publicPlace = (slug: string) => get(t.app, `/api/places/${slug}`);

describe('the suggestions in the dashboard', () => {
  it('refuses every call without the admin key (401)', async () => {
    for (const response of [
      await get(t.app, '/api/admin/suggestions'),
      await get(t.app, '/api/admin/suggestions/count'),
      await post(t.app, '/api/admin/suggestions/1/accept'),
      await post(t.app, '/api/admin/suggestions/1/dismiss'),
    ]) {
      expectError(response, 401, 'Admin key required (x-admin-key header)');
    }
  });

  it('lists them newest first with the place and its current value, pages them and filters by status', async () => {
    const place = aPlace();
    await submitted(place, { kind: 'hours', proposedValue: 'Mo-Su 10:00-22:00' });
    const latest = await submitted(place, { kind: 'phone', proposedValue: '+357 99 123456' });

    const page = await list('?status=new&limit=2');
    expect(page.suggestions).toHaveLength(2);
    const [first, second] = page.suggestions as [AdminSuggestion, AdminSuggestion];
    expect(first).toMatchObject({
      id: latest.id,
      kind: 'phone',
      proposedValue: '+357 99 123456',
      status: 'new',
      currentValue: place.phoneNumber,
      decidedAt: null,
      place: { id: place.id, name: place.name, slug: place.slug, status: 'published' },
    });
    expect(second).toMatchObject({ kind: 'hours', currentValue: place.openingHours });
    expect(page.total).toBe(await newCount());

    const next = await list(`?status=new&limit=2&offset=2`);
    expect(next.suggestions.map((suggestion) => suggestion.id)).not.toContain(first.id);
    const times = [...page.suggestions, ...next.suggestions].map((suggestion) =>
      Date.parse(suggestion.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));

    expectError(
      await get(t.app, '/api/admin/suggestions?status=maybe', asAdmin()),
      400,
      /Status must be new, accepted or dismissed/,
    );
  });

  it('counts the new ones for the badge: a decision takes one off', async () => {
    const place = aPlace();
    const row = await submitted(place, { kind: 'closed' });
    const before = await newCount();
    expect(before).toBeGreaterThan(0);
    expectOkJson(await decide(row.id, 'dismiss'));
    expect(await newCount()).toBe(before - 1);
  });

  it('accepting a phone number applies it, locks it, and the public page shows it at once', async () => {
    const place = aPlace();
    expectOkJson<Place>(await publicPlace(place.slug)); // cached now
    const row = await submitted(place, { kind: 'phone', proposedValue: '+357 26 999000' });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'accept'));
    expect(decision.message).toBe(
      `${place.name}'s phone number is now +357 26 999000. The place sync will keep it.`,
    );
    expect(decision.suggestion).toMatchObject({
      id: row.id,
      status: 'accepted',
      currentValue: '+357 26 999000',
    });
    expect(decision.suggestion.decidedAt).not.toBeNull();
    const after = await placeRow(place.id);
    expect(after.phoneNumber).toBe('+357 26 999000');
    expect(after.lockedFields).toContain('phoneNumber');
    expect(expectOkJson<Place>(await publicPlace(place.slug)).phoneNumber).toBe('+357 26 999000');
  });

  it('accepting opening hours applies and locks them', async () => {
    const place = aPlace();
    expectOkJson<Place>(await publicPlace(place.slug));
    const row = await submitted(place, {
      kind: 'hours',
      proposedValue: 'Apr-Oct Mo-Su 08:00-19:00; Nov-Mar Mo-Su 08:00-17:00',
    });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'accept'));
    expect(decision.message).toBe(
      `${place.name}'s opening hours are now Apr-Oct Mo-Su 08:00-19:00; Nov-Mar Mo-Su 08:00-17:00. The place sync will keep it.`,
    );
    const after = await placeRow(place.id);
    expect(after.openingHours).toBe('Apr-Oct Mo-Su 08:00-19:00; Nov-Mar Mo-Su 08:00-17:00');
    expect(after.lockedFields).toContain('openingHours');
    expect(expectOkJson<Place>(await publicPlace(place.slug)).openingHours).toBe(after.openingHours);
  });

  it('accepting a position moves the pin, marks it checked and locks it', async () => {
    const place = aPlace();
    await t.db.update(places).set({ approximatePosition: true }).where(eq(places.id, place.id));
    const row = await submitted(place, { kind: 'position', proposedValue: '34.7554, 32.4067' });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'accept'));
    expect(decision.message).toBe(
      `${place.name}'s pin is now at 34.7554, 32.4067. The place sync will keep it.`,
    );
    const after = await placeRow(place.id);
    expect(after).toMatchObject({ latitude: 34.7554, longitude: 32.4067, approximatePosition: false });
    expect(after.lockedFields).toContain('position');
    expect(expectOkJson<Place>(await publicPlace(place.slug))).toMatchObject({
      latitude: 34.7554,
      longitude: 32.4067,
      approximatePosition: false,
    });
  });

  it('accepting a website applies and locks it, keeping the locks already there', async () => {
    const place = aPlace();
    await t.db
      .update(places)
      .set({ lockedFields: ['category'] })
      .where(eq(places.id, place.id));
    const row = await submitted(place, { kind: 'website', proposedValue: 'https://www.example.cy/' });
    expectOkJson(await decide(row.id, 'accept'));
    const after = await placeRow(place.id);
    expect(after.website).toBe('https://www.example.cy/');
    expect([...after.lockedFields].sort()).toEqual(['category', 'website']);
  });

  it('accepting "closed for good" archives the place, locks its status, and its page is gone', async () => {
    const place = aPlace();
    expectOkJson<Place>(await publicPlace(place.slug));
    const row = await submitted(place, { kind: 'closed', note: 'Boarded up since the summer' });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'accept'));
    expect(decision.message).toBe(
      `${place.name} is archived as closed for good. The place sync will not bring it back.`,
    );
    expect(decision.suggestion).toMatchObject({ currentValue: 'archived', place: { status: 'archived' } });
    const after = await placeRow(place.id);
    expect(after.status).toBe('archived');
    expect(after.lockedFields).toContain('status');
    expectError(await publicPlace(place.slug), 404, 'Place not found');
  });

  it("accepting 'other' only notes it: the place is unchanged", async () => {
    const place = aPlace();
    const before = await placeRow(place.id);
    const row = await submitted(place, { kind: 'other', note: 'The entrance moved to the side street.' });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'accept'));
    expect(decision.message).toBe(
      `Noted. Nothing on ${place.name}'s page changed: make the change yourself if one is needed.`,
    );
    expect(decision.suggestion.status).toBe('accepted');
    expect(await placeRow(place.id)).toEqual(before);
  });

  it('dismissing keeps it as dismissed with the time, and changes nothing on the place', async () => {
    const place = aPlace();
    const before = await placeRow(place.id);
    const row = await submitted(place, { kind: 'website', proposedValue: 'https://wrong.example.cy' });
    const decision = expectOkJson<SuggestionDecision>(await decide(row.id, 'dismiss'));
    expect(decision.message).toBe(`Dismissed. Nothing on ${place.name}'s page changed.`);
    const [stored] = await storedFor(place.id);
    expect(stored).toMatchObject({ status: 'dismissed' });
    expect(stored!.decidedAt).toBeInstanceOf(Date);
    expect(await placeRow(place.id)).toEqual(before);
    const dismissed = await list('?status=dismissed');
    expect(dismissed.suggestions.map((suggestion) => suggestion.id)).toContain(row.id);
    expect(dismissed.suggestions.every((suggestion) => suggestion.status === 'dismissed')).toBe(true);
  });

  it('refuses to decide one twice (409) and an unknown one (404)', async () => {
    const place = aPlace();
    const row = await submitted(place, { kind: 'phone', proposedValue: '+357 26 111222' });
    expectOkJson(await decide(row.id, 'dismiss'));
    expectError(await decide(row.id, 'accept'), 409, 'This suggestion was already dismissed');
    expectError(await decide(row.id, 'dismiss'), 409, 'This suggestion was already dismissed');
    expect((await placeRow(place.id)).phoneNumber).toBe(place.phoneNumber);
    expectError(await decide(2_000_000, 'accept'), 404, 'Suggestion not found');
  });
});

describe('how long suggestions are kept', () => {
  it('housekeeping deletes the ones decided more than a year ago, and keeps new and recent ones', async () => {
    const place = aPlace();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const rows = await t.db
      .insert(placeSuggestions)
      .values([
        {
          placeId: place.id,
          kind: 'other',
          note: 'decided long ago',
          status: 'dismissed',
          decidedAt: new Date(now - 366 * day),
        },
        {
          placeId: place.id,
          kind: 'other',
          note: 'decided lately',
          status: 'dismissed',
          decidedAt: new Date(now - 300 * day),
        },
        { placeId: place.id, kind: 'other', note: 'still waiting', createdAt: new Date(now - 400 * day) },
      ])
      .returning({ id: placeSuggestions.id, note: placeSuggestions.note });
    await runHousekeeping(t.ctx);
    const left = await t.db
      .select({ note: placeSuggestions.note })
      .from(placeSuggestions)
      .where(
        inArray(
          placeSuggestions.id,
          rows.map((row) => row.id),
        ),
      );
    expect(left.map((row) => row.note).sort()).toEqual(['decided lately', 'still waiting']);
  });
});
