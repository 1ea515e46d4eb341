import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventFeed, FeedImportResult } from '../../src/common/schemas/event-feeds';
import type { WhatsOn } from '../../src/common/schemas/whats-on';
import { eventFeeds, events, syncLogs } from '../../src/server/db/schema';
import { eventFeedsJob } from '../../src/server/jobs/event-feeds';
import { runScheduledJob } from '../../src/server/jobs/scheduler';
import { fixedClock } from '../../src/server/lib/clock';
import { acquireJobLock, releaseJobLock } from '../../src/server/lib/job-lock';
import { fetchFeed, FEED_MAX_BYTES } from '../../src/server/modules/events/feed-fetch';
import { hang, startFakeServer, type FakeServer } from '../fakes/fake-server';
import {
  calendarText,
  concert,
  craftFair,
  FEED_NOW,
  londonTalk,
  pastEvent,
  tangoCancelledDate,
  tangoMoved,
  weeklyTango,
  type FeedEventText,
} from '../fakes/ics-feeds';
import { asAdmin, del, expectError, expectFieldErrors, expectOkJson, get, post } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

const clock = fixedClock(FEED_NOW);
let t: TestApp;
let fake: FakeServer;
/** What the fake municipality's feed holds now; a test changes it between imports. */
let feedEvents: FeedEventText[] = [];

beforeAll(async () => {
  fake = await startFakeServer((request, response) => {
    switch (request.url.pathname) {
      case '/events.ics':
        response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
        response.end(calendarText(feedEvents));
        return;
      case '/malformed.ics':
        response.writeHead(200, { 'content-type': 'text/calendar' });
        response.end('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nthis line has no colon\r\n');
        return;
      case '/page.ics':
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>Calendar moved</title>');
        return;
      case '/huge.ics':
        // No Content-Length: the size is only found out while reading.
        response.writeHead(200, { 'content-type': 'text/calendar', 'transfer-encoding': 'chunked' });
        response.write(`BEGIN:VCALENDAR\r\nX-PADDING:${'x'.repeat(FEED_MAX_BYTES)}\r\n`);
        response.end('END:VCALENDAR\r\n');
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not found');
    }
  });
  t = await createTestApp({ clock });
});

afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const FEEDS = '/api/admin/event-feeds';

async function addFeed(name: string, path: string): Promise<EventFeed> {
  return expectOkJson<EventFeed>(
    await post(t.app, FEEDS, { name, url: `${fake.origin}${path}` }, asAdmin()),
    201,
  );
}

async function importNow(id: number): Promise<FeedImportResult> {
  return expectOkJson<FeedImportResult>(await post(t.app, `${FEEDS}/${id}/import`, undefined, asAdmin()));
}

const feedEventRows = (feedId: number) =>
  t.db.select().from(events).where(eq(events.feedId, feedId)).orderBy(events.startTime);

const byUid = async (feedId: number, uid: string) =>
  (
    await t.db
      .select()
      .from(events)
      .where(and(eq(events.feedId, feedId), eq(events.feedUid, uid)))
  )[0];

const lastLog = async () => (await t.db.select().from(syncLogs).orderBy(desc(syncLogs.id)).limit(1))[0]!;

describe('the event feeds admin API', () => {
  it('refuses every call without the admin key (401)', async () => {
    expectError(await get(t.app, FEEDS), 401, 'Admin key required (x-admin-key header)');
    expectError(
      await post(t.app, FEEDS, { name: 'Feed', url: 'https://example.com/a.ics' }),
      401,
      'Admin key required (x-admin-key header)',
    );
    expectError(await del(t.app, `${FEEDS}/1`), 401, 'Admin key required (x-admin-key header)');
    expectError(await post(t.app, `${FEEDS}/1/import`), 401, 'Admin key required (x-admin-key header)');
  });

  it('refuses an address that is not an http(s) calendar address', async () => {
    for (const url of [
      'ftp://example.com/events.ics',
      'not a url',
      'javascript:alert(1)',
      'https://user:pw@example.com/a.ics',
    ]) {
      expectFieldErrors(await post(t.app, FEEDS, { name: 'Municipality', url }, asAdmin()), 400, {
        url: 'Calendar address must be an http(s) or webcal address of an .ics feed',
      });
    }
  });

  it('refuses a name shorter than 2 characters and a missing address', async () => {
    const short = await post(t.app, FEEDS, { name: ' x ', url: 'https://example.com/a.ics' }, asAdmin());
    expectFieldErrors(short, 400, { name: 'Name must be at least 2 characters' });
    const blank = await post(t.app, FEEDS, { name: 'Municipality', url: '  ' }, asAdmin());
    expectFieldErrors(blank, 400, { url: 'Calendar address is required' });
  });

  it('adds a feed, reads a webcal address as https, and lists it with no import yet', async () => {
    const webcal = expectOkJson<EventFeed>(
      await post(
        t.app,
        FEEDS,
        { name: 'Webcal feed', url: 'webcal://calendar.example.com/paphos.ics' },
        asAdmin(),
      ),
      201,
    );
    expect(webcal.url).toBe('https://calendar.example.com/paphos.ics');
    const list = expectOkJson<EventFeed[]>(await get(t.app, FEEDS, asAdmin()));
    const listed = list.find((feed) => feed.id === webcal.id)!;
    expect(listed).toMatchObject({
      name: 'Webcal feed',
      pendingCount: 0,
      lastImport: null,
      lastImportedAt: null,
    });
    expectOkJson(await del(t.app, `${FEEDS}/${webcal.id}`, asAdmin()));
  });

  it('refuses the same address twice (409)', async () => {
    const first = await addFeed('Twice', '/twice.ics');
    expectFieldErrors(
      await post(t.app, FEEDS, { name: 'Again', url: `${fake.origin}/twice.ics` }, asAdmin()),
      409,
      { url: 'That calendar is already in the list' },
    );
    expectOkJson(await del(t.app, `${FEEDS}/${first.id}`, asAdmin()));
  });

  it('answers 404 for a feed that does not exist, and 400 for an id that is not one', async () => {
    expectError(await del(t.app, `${FEEDS}/999999`, asAdmin()), 404, 'Calendar feed not found');
    expectError(
      await post(t.app, `${FEEDS}/999999/import`, undefined, asAdmin()),
      404,
      'Calendar feed not found',
    );
    expectError(await del(t.app, `${FEEDS}/abc`, asAdmin()), 400);
  });
});

describe('importing a feed', () => {
  let feed: EventFeed;

  beforeAll(async () => {
    feedEvents = [weeklyTango, tangoMoved, tangoCancelledDate, craftFair, concert, londonTalk, pastEvent];
    feed = await addFeed('Test Municipality', '/events.ics');
  });

  it('imports the events of the next 90 days as pending, and logs the counts', async () => {
    const result = await importNow(feed.id);
    const rows = await feedEventRows(feed.id);
    // Tango: 10 Dec (moved) and the Thursdays from 24 Dec to 25 Feb (3 Dec excluded, 17 Dec cancelled);
    // the craft fair, the concert and the talk. The past walk is left out.
    expect(rows).toHaveLength(13);
    expect(result).toMatchObject({
      status: 'success',
      added: 13,
      updated: 0,
      cancelled: 0,
      errorMessage: null,
    });
    expect(result.message).toBe('Imported 13 new, 0 updated, 0 cancelled.');
    expect(rows.every((row) => row.status === 'pending')).toBe(true);
    expect(rows.every((row) => row.sources.includes(`${fake.origin}/events.ics`))).toBe(true);

    const log = await lastLog();
    expect(log).toMatchObject({
      syncType: 'event-feed',
      status: 'success',
      trigger: 'manual',
      itemsAdded: 13,
      itemsUpdated: 0,
      itemsArchived: 0,
      source: `the calendar feed "Test Municipality" (#${feed.id})`,
    });
    const [stored] = await t.db.select().from(eventFeeds).where(eq(eventFeeds.id, feed.id));
    expect(stored!.lastImportedAt).toEqual(FEED_NOW);
  });

  it('expands the weekly rule, leaves out the EXDATE date and the cancelled one, and moves the changed one', async () => {
    const tango = (await feedEventRows(feed.id)).filter((row) => row.feedUid!.startsWith('tango-weekly@'));
    const starts = tango.map((row) => row.startTime.toISOString());
    expect(starts).not.toContain('2026-12-03T17:30:00.000Z');
    expect(starts).not.toContain('2026-12-17T17:30:00.000Z');
    const moved = tango.find((row) => row.startTime.toISOString() === '2026-12-10T19:00:00.000Z')!;
    expect(moved.name).toBe('Tango night at the harbour (late start)');
    expect(moved.endTime!.toISOString()).toBe('2026-12-10T21:30:00.000Z');
    const regular = tango.find((row) => row.startTime.toISOString() === '2026-12-24T17:30:00.000Z')!;
    expect(regular).toMatchObject({
      name: 'Tango night at the harbour',
      description: 'Milonga with live music, beginners welcome.\nBring soft shoes.',
      venueName: 'Harbour Hall',
      venueAddress: 'Apostolou Pavlou Avenue, Kato Paphos',
      ticketUrl: 'https://tango.test.example/nights',
      timeToBeConfirmed: false,
    });
    // 19:30 in Paphos in winter (UTC+2) is 17:30 UTC.
    expect(regular.endTime!.toISOString()).toBe('2026-12-24T20:00:00.000Z');
  });

  it('keeps an all-day event as its days with no hour, and reads UTC and named zones', async () => {
    const fair = (await byUid(feed.id, craftFair.uid))!;
    expect(fair.timeToBeConfirmed).toBe(true);
    // Midnight in Paphos on 4 December, to midnight after the 6th.
    expect(fair.startTime.toISOString()).toBe('2026-12-03T22:00:00.000Z');
    expect(fair.endTime!.toISOString()).toBe('2026-12-06T22:00:00.000Z');
    expect((await byUid(feed.id, concert.uid))!.startTime.toISOString()).toBe('2026-12-12T18:00:00.000Z');
    expect((await byUid(feed.id, londonTalk.uid))!.startTime.toISOString()).toBe('2026-12-02T17:00:00.000Z');
  });

  it('keeps pending events off the public What\u2019s On list', async () => {
    const answer = expectOkJson<WhatsOn>(await get(t.app, '/api/events?when=month'));
    expect(answer.events.map((event) => event.name)).not.toContain('Christmas choir concert');
    const feedIds = new Set((await feedEventRows(feed.id)).map((row) => row.id));
    expect(answer.events.filter((event) => feedIds.has(event.id))).toEqual([]);
  });

  it('changes nothing when the feed has not changed', async () => {
    const result = await importNow(feed.id);
    expect(result).toMatchObject({ status: 'success', added: 0, updated: 0, cancelled: 0 });
  });

  it('updates pending events, leaves published ones alone and cancels what the feed cancels or drops', async () => {
    // The operator published the talk; the organiser then renamed it.
    await t.db.update(events).set({ status: 'published' }).where(eq(events.feedUid, londonTalk.uid));
    const renamedTalk = {
      ...londonTalk,
      lines: londonTalk.lines.map((line) => line.replace('Online talk', 'Evening talk')),
    };
    const movedConcert = {
      ...concert,
      lines: [
        'DTSTART:20261213T170000Z',
        'DTEND:20261213T190000Z',
        'SUMMARY:Christmas choir concert (new date)',
        'LOCATION:Markideio Theatre',
      ],
    };
    const tangoOffOn24th: FeedEventText = {
      uid: weeklyTango.uid,
      lines: [
        'RECURRENCE-ID;TZID=Europe/Nicosia:20261224T193000',
        'DTSTART;TZID=Europe/Nicosia:20261224T193000',
        'SUMMARY:Tango night at the harbour',
        'STATUS:CANCELLED',
      ],
    };
    // The craft fair is gone from the feed.
    feedEvents = [weeklyTango, tangoMoved, tangoCancelledDate, tangoOffOn24th, movedConcert, renamedTalk];

    const result = await importNow(feed.id);
    expect(result).toMatchObject({ status: 'success', added: 0, updated: 1, cancelled: 2 });
    expect(result.message).toBe('Imported 0 new, 1 updated, 2 cancelled.');

    const concertRow = (await byUid(feed.id, concert.uid))!;
    expect(concertRow).toMatchObject({ name: 'Christmas choir concert (new date)', status: 'pending' });
    expect(concertRow.startTime.toISOString()).toBe('2026-12-13T17:00:00.000Z');
    expect((await byUid(feed.id, londonTalk.uid))!).toMatchObject({
      name: 'Online talk on Paphos mosaics',
      status: 'published',
    });
    expect((await byUid(feed.id, craftFair.uid))!.status).toBe('cancelled');
    expect((await byUid(feed.id, `${weeklyTango.uid}/20261224T173000Z`))!.status).toBe('cancelled');
    expect(await lastLog()).toMatchObject({ itemsAdded: 0, itemsUpdated: 1, itemsArchived: 2 });
  });

  it('cancels a published event when the organiser cancels it, and shows it marked on What\u2019s On', async () => {
    const cancelledTalk = { ...londonTalk, lines: [...londonTalk.lines, 'STATUS:CANCELLED'] };
    feedEvents = feedEvents.map((event) => (event.uid === londonTalk.uid ? cancelledTalk : event));
    const result = await importNow(feed.id);
    expect(result).toMatchObject({ added: 0, updated: 0, cancelled: 1 });
    const talk = (await byUid(feed.id, londonTalk.uid))!;
    expect(talk.status).toBe('cancelled');
    const answer = expectOkJson<WhatsOn>(await get(t.app, '/api/events?from=2026-12-02&to=2026-12-02'));
    expect(answer.events.find((event) => event.id === talk.id)).toMatchObject({ status: 'cancelled' });
  });

  it('leaves a pending event the operator edited as they wrote it, but still cancels it with the feed', async () => {
    // The operator renamed the concert (an edit writes its own time, a minute after the import).
    await t.db
      .update(events)
      .set({ name: 'Choir concert at the Markideio', updatedAt: new Date(FEED_NOW.getTime() + 60_000) })
      .where(and(eq(events.feedId, feed.id), eq(events.feedUid, concert.uid)));
    const renamed = {
      ...concert,
      lines: [
        'DTSTART:20261213T170000Z',
        'DTEND:20261213T190000Z',
        'SUMMARY:Christmas choir concert (third version)',
      ],
    };
    feedEvents = feedEvents.map((event) => (event.uid === concert.uid ? renamed : event));
    expect(await importNow(feed.id)).toMatchObject({ added: 0, updated: 0, cancelled: 0 });
    expect((await byUid(feed.id, concert.uid))!).toMatchObject({
      name: 'Choir concert at the Markideio',
      venueName: 'Markideio Theatre',
      status: 'pending',
    });

    const called = { ...renamed, lines: [...renamed.lines, 'STATUS:CANCELLED'] };
    feedEvents = feedEvents.map((event) => (event.uid === concert.uid ? called : event));
    expect(await importNow(feed.id)).toMatchObject({ added: 0, updated: 0, cancelled: 1 });
    expect((await byUid(feed.id, concert.uid))!).toMatchObject({
      name: 'Choir concert at the Markideio',
      status: 'cancelled',
    });
  });

  it('lists the feed with its pending count and last import', async () => {
    const list = expectOkJson<EventFeed[]>(await get(t.app, FEEDS, asAdmin()));
    const listed = list.find((candidate) => candidate.id === feed.id)!;
    const pending = (await feedEventRows(feed.id)).filter((row) => row.status === 'pending').length;
    expect(listed.pendingCount).toBe(pending);
    expect(listed.lastImport).toMatchObject({
      status: 'success',
      added: 0,
      updated: 0,
      cancelled: 1,
      errorMessage: null,
    });
  });

  it('answers 409 while another import holds the lock', async () => {
    const holder = { name: 'event-feeds', holder: 'another-instance' };
    expect(await acquireJobLock(t.db, { ...holder, now: clock.now(), leaseMs: 60_000 })).toBe(true);
    try {
      expectError(
        await post(t.app, `${FEEDS}/${feed.id}/import`, undefined, asAdmin()),
        409,
        'The event-feeds job is already running. Try again when it has finished.',
      );
    } finally {
      await releaseJobLock(t.db, holder);
    }
  });

  it('removes the feed with its pending events, keeping the ones the operator published or cancelled', async () => {
    const before = await feedEventRows(feed.id);
    const kept = before.filter((row) => row.status !== 'pending').map((row) => row.id);
    expect(kept.length).toBeGreaterThan(0);
    expectOkJson(await del(t.app, `${FEEDS}/${feed.id}`, asAdmin()));
    const left = await t.db
      .select()
      .from(events)
      .where(sql`${events.id} in ${before.map((row) => row.id)}`);
    expect(left.map((row) => row.id).sort()).toEqual(kept.sort());
    expect(left.every((row) => row.feedId === null && row.feedUid === null)).toBe(true);
    expect(expectOkJson<EventFeed[]>(await get(t.app, FEEDS, asAdmin())).map((f) => f.id)).not.toContain(
      feed.id,
    );
  });
});

describe('a broken feed', () => {
  it.each([
    ['/gone.ics', 'answered 404'],
    ['/malformed.ics', /^could not be read as iCalendar \(.+\)$/],
    ['/page.ics', 'is not an iCalendar file (it does not start with BEGIN:VCALENDAR)'],
    ['/huge.ics', 'is larger than 2 MB, the most a feed may be'],
  ] as const)('%s: logs the failure with its reason and imports nothing', async (path, reason) => {
    const feed = await addFeed(`Broken ${path}`, path);
    const result = await importNow(feed.id);
    const prefix = `The feed "Broken ${path}" `;
    expect(result.status).toBe('failed');
    expect(result.errorMessage!.startsWith(prefix)).toBe(true);
    const said = result.errorMessage!.slice(prefix.length);
    if (typeof reason === 'string') expect(said).toBe(reason);
    else expect(said).toMatch(reason);
    expect(result.message).toBe(`Import failed: ${result.errorMessage}`);
    expect(await lastLog()).toMatchObject({
      syncType: 'event-feed',
      status: 'failed',
      itemsAdded: 0,
      errorMessage: result.errorMessage,
    });
    expect(await feedEventRows(feed.id)).toEqual([]);
    const [stored] = await t.db.select().from(eventFeeds).where(eq(eventFeeds.id, feed.id));
    expect(stored!.lastImportedAt).toBeNull();
    expectOkJson(await del(t.app, `${FEEDS}/${feed.id}`, asAdmin()));
  });

  it('gives up on a feed that does not answer in time', async () => {
    const slow = await startFakeServer(hang);
    try {
      await expect(fetchFeed(`${slow.origin}/slow.ics`, { timeoutMs: 200, retries: 0 })).rejects.toThrow(
        'did not answer within 0.2 s',
      );
    } finally {
      await slow.close();
    }
  });
});

describe('the daily feed import job', () => {
  it('imports every feed under the job lock, one log row each, a broken feed not stopping the others', async () => {
    feedEvents = [concert];
    const good = await addFeed('Daily good', '/events.ics');
    const bad = await addFeed('Daily broken', '/gone.ics');
    const before = (
      await t.db.select({ id: syncLogs.id }).from(syncLogs).orderBy(desc(syncLogs.id)).limit(1)
    )[0]!.id;
    await runScheduledJob(t.ctx, eventFeedsJob);
    const rows = await t.db
      .select()
      .from(syncLogs)
      .where(sql`${syncLogs.id} > ${before}`)
      .orderBy(syncLogs.id);
    expect(rows.map((row) => [row.source, row.status, row.trigger, row.itemsAdded])).toEqual([
      [`the calendar feed "Daily good" (#${good.id})`, 'success', 'scheduled', 1],
      [`the calendar feed "Daily broken" (#${bad.id})`, 'failed', 'scheduled', 0],
    ]);
    expect(eventFeedsJob.pattern).toBe('45 6 * * *');
  });
});
