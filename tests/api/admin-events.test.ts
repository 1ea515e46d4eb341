import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent, AdminEventBody, AdminEventsPage, EventItem } from '../../src/common/schemas/events';
import { nicosiaWallClock } from '../../src/common/nicosia-time';
import { events, places } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { asAdmin, del, expectError, expectFieldErrors, expectOkJson, get, post, send } from '../helpers/api';

const PATH = '/api/admin/events';

let t: TestApp;
let publishedPlace: { id: number; name: string; address: string | null };

beforeAll(async () => {
  t = await createTestApp();
  const [place] = await t.db
    .select({ id: places.id, name: places.name, address: places.address })
    .from(places)
    .where(eq(places.status, 'published'))
    .limit(1);
  publishedPlace = place!;
});

afterAll(async () => {
  await t?.close();
});

/** A one-off concert next year, 19:30 to 22:00 Paphos time. */
const concert = (overrides: Partial<AdminEventBody> = {}): AdminEventBody => ({
  name: 'Test harbour concert',
  description: 'Rebetiko by the castle.',
  when: { kind: 'once', startDate: `${new Date().getUTCFullYear() + 1}-07-10` },
  startsAt: '19:30',
  endsAt: '22:00',
  venueName: 'Paphos Harbour',
  venueAddress: 'Apostolou Pavlou Avenue, Kato Paphos',
  isFree: false,
  ticketUrl: 'https://tickets.example/harbour-concert',
  category: 'music',
  sources: ['https://paphos.example/harbour-concert'],
  ...overrides,
});

const create = async (body: AdminEventBody) =>
  expectOkJson<AdminEvent>(await post(t.app, PATH, body, asAdmin()), 201);

const publicEvent = (id: number) => get(t.app, `/api/events/${id}`);
const upcoming = async () => expectOkJson<EventItem[]>(await get(t.app, '/api/events/upcoming'));

describe('the admin key', () => {
  it('is required for every events call', async () => {
    expectError(await get(t.app, PATH), 401, 'Admin key required (x-admin-key header)');
    expectError(await post(t.app, PATH, concert()), 401, 'Admin key required (x-admin-key header)');
    expectError(await post(t.app, `${PATH}/1/cancel`), 401, 'Admin key required (x-admin-key header)');
    expectError(await del(t.app, `${PATH}/1`), 401, 'Admin key required (x-admin-key header)');
  });
});

describe('POST /api/admin/events', () => {
  it('creates a one-off event, published at once, at its Paphos times', async () => {
    const created = await create(concert());
    expect(created).toMatchObject({
      name: 'Test harbour concert',
      status: 'published',
      when: { kind: 'once', endDate: null },
      startsAt: '19:30',
      endsAt: '22:00',
      placeId: null,
      timeToBeConfirmed: false,
      sources: ['https://paphos.example/harbour-concert'],
      feedName: null,
    });
    // July: Paphos is UTC+3.
    expect(created.startTime).toBe(`${new Date().getUTCFullYear() + 1}-07-10T16:30:00.000Z`);
    expect(created.endTime).toBe(`${new Date().getUTCFullYear() + 1}-07-10T19:00:00.000Z`);
    const shown = expectOkJson<EventItem>(await publicEvent(created.id));
    expect(shown).toMatchObject({ name: 'Test harbour concert', status: 'published' });
  });

  it('creates a monthly event on the first Sunday, at its next date, with its rule in the calendar file', async () => {
    const created = await create(
      concert({
        name: 'Test first-Sunday book swap',
        when: { kind: 'monthly', week: 1, weekday: 0 },
        startsAt: '10:00',
        endsAt: '13:00',
        isFree: true,
        ticketUrl: null,
        category: 'culture',
      }),
    );
    expect(created.when).toEqual({ kind: 'monthly', week: 1, weekday: 0, months: [] });
    const start = nicosiaWallClock(new Date(created.startTime));
    expect(start).toMatchObject({ weekday: 0, hour: 10, minute: 0 });
    expect(start.day).toBeLessThanOrEqual(7);
    expect(Date.parse(created.endTime!) - Date.parse(created.startTime)).toBe(3 * 3_600_000);
    expect(Date.parse(created.endTime!)).toBeGreaterThan(Date.now());
    const ics = await get(t.app, `/api/events/${created.id}/calendar`);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('RRULE:FREQ=MONTHLY;BYDAY=1SU');
  });

  it('creates a weekly summer event whose time is to be confirmed, holding the whole day', async () => {
    const created = await create(
      concert({
        name: 'Test summer Friday fair',
        when: { kind: 'weekly', weekday: 5, months: [6, 7, 8] },
        timeToBeConfirmed: true,
        startsAt: null,
        endsAt: null,
      }),
    );
    expect(created).toMatchObject({ timeToBeConfirmed: true, startsAt: null, endsAt: null });
    const start = nicosiaWallClock(new Date(created.startTime));
    expect(start).toMatchObject({ weekday: 5, hour: 0, minute: 0 });
    expect([6, 7, 8]).toContain(start.month);
    expect(Date.parse(created.endTime!) - Date.parse(created.startTime)).toBe(24 * 3_600_000);
  });

  it("takes the venue's name and address from a place of the guide", async () => {
    const created = await create(
      concert({ placeId: publishedPlace.id, venueName: 'Typed name', venueAddress: null }),
    );
    expect(created).toMatchObject({
      placeId: publishedPlace.id,
      venueName: publishedPlace.name,
      venueAddress: publishedPlace.address,
    });
  });

  it.each<[string, Partial<AdminEventBody>, Record<string, string>]>([
    ['no name', { name: ' ' }, { name: 'Name must be at least 2 characters' }],
    [
      'a ticket link that is not https',
      { ticketUrl: 'http://tickets.example/x' },
      { ticketUrl: 'Ticket link must be a secure web address starting with https://' },
    ],
    [
      'no start time without "Time to be confirmed"',
      { startsAt: null },
      { startsAt: 'Give the start time, or tick Time to be confirmed' },
    ],
    [
      'an end before the start on the same day',
      { startsAt: '20:00', endsAt: '18:00' },
      { endsAt: 'The event must end after it starts (give an end date if it runs past midnight)' },
    ],
    [
      'a recurring event without its end time',
      { when: { kind: 'weekly', weekday: 3 }, endsAt: null },
      { endsAt: 'Give the time a recurring event ends' },
    ],
    [
      'a weekday that does not exist',
      { when: { kind: 'weekly', weekday: 9 } },
      { 'when.weekday': 'Pick a day of the week' },
    ],
    [
      '30 February',
      { when: { kind: 'annual', month: 2, day: 30 } },
      { 'when.day': 'That month has no such day (29 February comes only in leap years)' },
    ],
    [
      'a time written badly',
      { startsAt: '7pm' },
      { startsAt: 'Start time must be a time written HH:MM, e.g. 19:30' },
    ],
    [
      'a category that is not one of the list',
      { category: 'opera' as AdminEventBody['category'] },
      { category: 'Category must be one of market, culture, music, food, festival, sport, family' },
    ],
  ])('refuses %s with 400 and the field', async (_label, overrides, fields) => {
    const response = await post(t.app, PATH, concert(overrides), asAdmin());
    expectFieldErrors(response, 400, fields);
  });

  it('refuses a place that is not published, on the placeId field', async () => {
    const [pending] = await t.db
      .select({ id: places.id })
      .from(places)
      .where(eq(places.status, 'pending'))
      .limit(1);
    const response = await post(t.app, PATH, concert({ placeId: pending!.id }), asAdmin());
    expectFieldErrors(response, 400, {
      placeId: 'Pick a published place of the guide, or type the venue',
    });
  });
});

describe('PUT /api/admin/events/{id}', () => {
  it('replaces the fields, and the public answers show the change at once', async () => {
    const created = await create(concert({ name: 'Test concert before its edit' }));
    // Cache both public answers first.
    expect(expectOkJson<EventItem>(await publicEvent(created.id)).name).toBe('Test concert before its edit');
    expect((await upcoming()).some((event) => event.id === created.id)).toBe(true);

    const response = await send(
      t.app,
      'PUT',
      `${PATH}/${created.id}`,
      concert({ name: 'Test concert after its edit', startsAt: '20:00', endsAt: '23:00' }),
      asAdmin(),
    );
    const updated = expectOkJson<AdminEvent>(response);
    expect(updated).toMatchObject({
      name: 'Test concert after its edit',
      startsAt: '20:00',
      endsAt: '23:00',
    });
    expect(expectOkJson<EventItem>(await publicEvent(created.id)).name).toBe('Test concert after its edit');
    expect((await upcoming()).find((event) => event.id === created.id)?.name).toBe(
      'Test concert after its edit',
    );
  });

  it('turns a one-off event into a yearly one', async () => {
    const created = await create(concert({ name: 'Test event becoming yearly' }));
    const response = await send(
      t.app,
      'PUT',
      `${PATH}/${created.id}`,
      concert({ name: 'Test event becoming yearly', when: { kind: 'annual', month: 9, day: 1 } }),
      asAdmin(),
    );
    const updated = expectOkJson<AdminEvent>(response);
    expect(updated.when).toEqual({ kind: 'annual', month: 9, day: 1 });
    expect(nicosiaWallClock(new Date(updated.startTime))).toMatchObject({ month: 9, day: 1, hour: 19 });
    const [row] = await t.db
      .select({ schedule: events.schedule })
      .from(events)
      .where(eq(events.id, created.id));
    expect(row!.schedule).toMatchObject({ kind: 'annual', month: 9, day: 1, hour: 19, minute: 30 });
  });

  it('answers 404 for an event that does not exist, and 400 for a bad body', async () => {
    expectError(await send(t.app, 'PUT', `${PATH}/2000000000`, concert(), asAdmin()), 404, 'Event not found');
    const response = await send(t.app, 'PUT', `${PATH}/1`, { name: 'x' }, asAdmin());
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/admin/events/{id}/cancel', () => {
  it('keeps the event on the site, marked cancelled, at once; its calendar file says so', async () => {
    const created = await create(concert({ name: 'Test concert to cancel' }));
    expect(expectOkJson<EventItem>(await publicEvent(created.id)).status).toBe('published');
    expect((await upcoming()).find((event) => event.id === created.id)?.status).toBe('published');

    const cancelled = expectOkJson<AdminEvent>(
      await post(t.app, `${PATH}/${created.id}/cancel`, undefined, asAdmin()),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(expectOkJson<EventItem>(await publicEvent(created.id)).status).toBe('cancelled');
    expect((await upcoming()).find((event) => event.id === created.id)?.status).toBe('cancelled');
    const ics = await get(t.app, `/api/events/${created.id}/calendar`);
    expect(ics.body).toContain('STATUS:CANCELLED');
  });

  it('refuses to cancel an event twice (409), and 404s an unknown one', async () => {
    const created = await create(concert({ name: 'Test concert cancelled twice' }));
    await post(t.app, `${PATH}/${created.id}/cancel`, undefined, asAdmin());
    expectError(
      await post(t.app, `${PATH}/${created.id}/cancel`, undefined, asAdmin()),
      409,
      'Only a published event can be cancelled',
    );
    expectError(await post(t.app, `${PATH}/2000000000/cancel`, undefined, asAdmin()), 404, 'Event not found');
  });
});

describe('POST /api/admin/events/{id}/publish', () => {
  it('publishes a pending import: hidden from visitors before, shown after', async () => {
    const [pending] = await t.db
      .insert(events)
      .values({
        name: 'Test pending feed import',
        startTime: new Date(Date.now() + 5 * 24 * 3_600_000),
        status: 'pending',
      })
      .returning({ id: events.id });
    expectError(await publicEvent(pending!.id), 404, 'Event not found');
    expect((await upcoming()).some((event) => event.id === pending!.id)).toBe(false);
    const listed = expectOkJson<AdminEventsPage>(await get(t.app, `${PATH}?status=pending`, asAdmin()));
    expect(listed.events.map((event) => event.id)).toContain(pending!.id);
    expect(listed.events.every((event) => event.status === 'pending')).toBe(true);
    expect(listed.pending).toBeGreaterThanOrEqual(1);

    const published = expectOkJson<AdminEvent>(
      await post(t.app, `${PATH}/${pending!.id}/publish`, undefined, asAdmin()),
    );
    expect(published.status).toBe('published');
    expect(expectOkJson<EventItem>(await publicEvent(pending!.id)).status).toBe('published');
    expect((await upcoming()).some((event) => event.id === pending!.id)).toBe(true);
    expectError(
      await post(t.app, `${PATH}/${pending!.id}/publish`, undefined, asAdmin()),
      409,
      'This event is already published',
    );
  });
});

describe('DELETE /api/admin/events/{id}', () => {
  it('removes the event from the site at once', async () => {
    const created = await create(concert({ name: 'Test concert to delete' }));
    expectOkJson<EventItem>(await publicEvent(created.id));
    expect(expectOkJson(await del(t.app, `${PATH}/${created.id}`, asAdmin()))).toEqual({ success: true });
    expectError(await publicEvent(created.id), 404, 'Event not found');
    expect((await upcoming()).some((event) => event.id === created.id)).toBe(false);
    const [row] = await t.db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.id, created.id)));
    expect(row).toBeUndefined();
    expectError(await del(t.app, `${PATH}/${created.id}`, asAdmin()), 404, 'Event not found');
  });
});

describe('GET /api/admin/events', () => {
  it('lists the events to come first, soonest first, then past ones, with paging', async () => {
    await t.db.insert(events).values({
      name: 'Test event long past',
      startTime: new Date('2020-01-01T10:00:00Z'),
      endTime: new Date('2020-01-01T12:00:00Z'),
    });
    const page = expectOkJson<AdminEventsPage>(await get(t.app, `${PATH}?limit=100`, asAdmin()));
    const now = Date.now();
    const toCome = (event: AdminEvent) => Date.parse(event.endTime ?? event.startTime) > now;
    const firstPast = page.events.findIndex((event) => !toCome(event));
    expect(firstPast).toBeGreaterThan(0);
    expect(page.events.slice(firstPast).every((event) => !toCome(event))).toBe(true);
    const comingStarts = page.events.slice(0, firstPast).map((event) => Date.parse(event.startTime));
    expect(comingStarts).toEqual([...comingStarts].sort((a, b) => a - b));
    expect(page.total).toBe(page.events.length);

    const second = expectOkJson<AdminEventsPage>(await get(t.app, `${PATH}?limit=2&offset=2`, asAdmin()));
    expect(second.events.map((event) => event.id)).toEqual(page.events.slice(2, 4).map((event) => event.id));
  });

  it('gives each bundled event the sources its record cites', async () => {
    const page = expectOkJson<AdminEventsPage>(await get(t.app, `${PATH}?limit=100`, asAdmin()));
    const bundled = page.events.filter((event) => !event.name.startsWith('Test '));
    expect(bundled.length).toBeGreaterThan(0);
    for (const event of bundled) expect(event.sources.length, event.name).toBeGreaterThan(0);
  });

  it('refuses an unknown status with 400', async () => {
    expectError(
      await get(t.app, `${PATH}?status=archived`, asAdmin()),
      400,
      'Status must be one of published, pending, cancelled',
    );
  });
});

describe('an event without a picture of its own', () => {
  it("shows its category's picture to visitors, and none in the dashboard's form", async () => {
    const created = await create(concert({ name: 'Test concert without a picture', imageUrl: '' }));
    expect(created.imageUrl).toBeNull();
    const shown = expectOkJson<EventItem>(await publicEvent(created.id));
    expect(shown.imageUrl).toBe('/images/events/music.svg');
    const own = await create(
      concert({ name: 'Test concert with a picture', imageUrl: 'https://img.example/a.jpg' }),
    );
    expect(expectOkJson<EventItem>(await publicEvent(own.id)).imageUrl).toBe('https://img.example/a.jpg');
  });
});
