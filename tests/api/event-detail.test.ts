import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventMeta } from '../../src/common/page-meta';
import { eventSchema, type EventItem } from '../../src/common/schemas/events';
import { buildApp, type App } from '../../src/server/app';
import type { Database } from '../../src/server/db/client';
import { events } from '../../src/server/db/schema';
import { PUBLIC_ANSWER_CACHE_CONTROL } from '../../src/server/http/cached-answers';
import { EVENT_KEYS, expectError, expectOkJson, get } from '../helpers/api';
import { createTestContext } from '../helpers/test-app';

const HOUR_MS = 60 * 60 * 1000;
const ORIGIN = 'http://localhost:80';

let app: App;
let db: Database;
let close: () => Promise<void>;
let distDir: string;
/** The first bundled event with a sourced time the home page would list (whichever it is when the test runs). */
let listed: EventItem;
const ids = { ticketed: 0, ended: 0, removed: 0, unconfirmed: 0 };

beforeAll(async () => {
  // The shell template as Vite builds it, so the page's own title and description can be read back.
  distDir = mkdtempSync(path.join(tmpdir(), 'paphos-event-shell-'));
  copyFileSync('src/web/index.html', path.join(distDir, 'index.html'));
  const test = await createTestContext();
  db = test.ctx.db;
  app = await buildApp(test.ctx, { webDistDir: distDir });
  await app.ready();
  close = async () => {
    await app.close();
    await test.close();
  };

  const now = Date.now();
  const inserted = await db
    .insert(events)
    .values([
      {
        name: 'Test concert with tickets',
        description: 'An evening of rebetiko by the harbour.',
        startTime: new Date(now + 48 * HOUR_MS),
        endTime: new Date(now + 51 * HOUR_MS),
        venueName: 'Test Hall',
        venueAddress: '1 Test Street, Paphos',
        ticketUrl: 'https://tickets.example/concert',
        isFree: false,
        category: 'music',
      },
      {
        name: 'Test fair that ended yesterday',
        startTime: new Date(now - 26 * HOUR_MS),
        endTime: new Date(now - 24 * HOUR_MS),
      },
      { name: 'Test event the operator removed', startTime: new Date(now + 24 * HOUR_MS) },
      {
        name: 'Test feast with no time yet',
        startTime: new Date('2027-01-05T22:00:00.000Z'),
        endTime: new Date('2027-01-06T22:00:00.000Z'),
        timeToBeConfirmed: true,
      },
    ])
    .returning({ id: events.id });
  [ids.ticketed, ids.ended, ids.removed, ids.unconfirmed] = inserted.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
  await db.delete(events).where(eq(events.id, ids.removed));

  const upcoming = expectOkJson<EventItem[]>(await get(app, '/api/events/upcoming'));
  const bundled = upcoming.find((event) => !event.name.startsWith('Test ') && !event.timeToBeConfirmed);
  expect(bundled, 'a bundled upcoming event').toBeDefined();
  listed = bundled!;
});

afterAll(async () => {
  await close?.();
  rmSync(distDir, { recursive: true, force: true });
});

const getEvent = (id: number | string, headers: Record<string, string> = {}) =>
  get(app, `/api/events/${id}`, { headers });

describe('GET /api/events/{id}', () => {
  it('answers an upcoming event exactly as the upcoming list gives it, public fields only', async () => {
    const event = expectOkJson<EventItem>(await getEvent(listed.id));
    expect(event).toEqual(listed);
    expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
    const parsed = eventSchema.safeParse(event);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('answers every field of an event, with times as ISO 8601 strings', async () => {
    const event = expectOkJson<EventItem>(await getEvent(ids.ticketed));
    expect(event).toMatchObject({
      id: ids.ticketed,
      name: 'Test concert with tickets',
      description: 'An evening of rebetiko by the harbour.',
      venueName: 'Test Hall',
      venueAddress: '1 Test Street, Paphos',
      // No picture of its own: its category's.
      imageUrl: '/images/events/music.svg',
      ticketUrl: 'https://tickets.example/concert',
      isFree: false,
      category: 'music',
    });
    expect(event.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect(Date.parse(event.endTime!) - Date.parse(event.startTime)).toBe(3 * HOUR_MS);
  });

  it('still answers an event that has ended, so a link to it keeps working', async () => {
    const event = expectOkJson<EventItem>(await getEvent(ids.ended));
    expect(event.name).toBe('Test fair that ended yesterday');
  });

  it('answers 404 "Event not found" for an id no event has', async () => {
    expectError(await getEvent(2_000_000_000), 404, 'Event not found');
  });

  it('answers 404 "Event not found" for an event that was removed', async () => {
    expectError(await getEvent(ids.removed), 404, 'Event not found');
  });

  it.each([
    ['abc', 'Event id must be a whole number'],
    ['1.5', 'Event id must be a whole number'],
    ['0', 'Event id must be positive'],
    ['-4', 'Event id must be positive'],
    ['99999999999', 'Event id is too large'],
  ])('answers 400 with a message for the id %j', async (id, message) => {
    expectError(await getEvent(id), 400, message);
  });

  it('is a cached public answer: an ETag, revalidated by browsers, 304 when unchanged', async () => {
    const first = await getEvent(listed.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_ANSWER_CACHE_CONTROL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await getEvent(listed.id, { 'if-none-match': etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('is not a public answer when there is no such event', async () => {
    const missing = await getEvent(2_000_000_001);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control'] ?? '').not.toContain('public');
  });
});

/** The HTML a search engine or a link preview reads for a path, before any JavaScript runs. */
async function pageHead(url: string) {
  const response = await get(app, url);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  const html = response.body;
  const unescape = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  return {
    status: response.statusCode,
    title: unescape(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    description: unescape(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? ''),
    canonical: html.match(/<link rel="canonical" href="([^"]*)"/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    ),
  };
}

describe('GET /events/{id}, the page', () => {
  it("answers 200 with the event's title, description, canonical URL and an Event block", async () => {
    const page = await pageHead(`/events/${listed.id}`);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${listed.name} | Paphos Guide`);
    expect(page.description).toBe(eventMeta(listed).description);
    expect(page.description.length).toBeLessThanOrEqual(155);
    expect(page.canonical).toBe(`${ORIGIN}/events/${listed.id}`);
    const block = page.jsonLd.find((candidate) => candidate['@type'] === 'Event');
    expect(block).toMatchObject({
      name: listed.name,
      url: `${ORIGIN}/events/${listed.id}`,
      startDate: listed.startTime,
      isAccessibleForFree: listed.isFree,
      location: { '@type': 'Place', name: listed.venueName },
    });
  });

  it('gives search engines only the day of an event whose time is to be confirmed', async () => {
    const page = await pageHead(`/events/${ids.unconfirmed}`);
    const block = page.jsonLd.find((candidate) => candidate['@type'] === 'Event')!;
    expect(block.startDate).toBe('2027-01-06');
    expect(block.endDate).toBeUndefined();
    const event = expectOkJson<EventItem>(await getEvent(ids.unconfirmed));
    expect(event.timeToBeConfirmed).toBe(true);
  });

  it('offers the ticket link to search engines', async () => {
    const page = await pageHead(`/events/${ids.ticketed}`);
    expect(page.title).toBe('Test concert with tickets | Paphos Guide');
    expect(page.description).toBe('An evening of rebetiko by the harbour.');
    expect(page.jsonLd.find((candidate) => candidate['@type'] === 'Event')).toMatchObject({
      offers: { '@type': 'Offer', url: 'https://tickets.example/concert' },
      location: { address: { streetAddress: '1 Test Street, Paphos', addressCountry: 'CY' } },
    });
  });

  it.each([
    ['an unknown event', '/events/2000000000'],
    ['a removed event', () => `/events/${ids.removed}`],
    ['an id that is not a number', '/events/abc'],
    ['a path under an event', () => `/events/${listed.id}/tickets`],
  ])('answers 404 with the not-found head for %s', async (_what, url) => {
    const page = await pageHead(typeof url === 'function' ? url() : url);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Page Not Found | Paphos Guide');
    expect(page.jsonLd).toEqual([]);
  });
});

describe('GET /api/events/{id}/calendar', () => {
  it('downloads the event as an iCalendar file in Paphos time, a recurring one with its rule', async () => {
    const [market] = await db
      .select()
      .from(events)
      .where(eq(events.name, 'Saturday morning at the Paphos Municipal Market'));
    expect(market).toBeDefined();
    const response = await get(app, `/api/events/${market!.id}/calendar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="saturday-morning-at-the-paphos-municipal-market.ics"',
    );
    const lines = response.body.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA');
    // No source gives the market's opening hour: a whole-day entry on Saturdays.
    expect(lines.find((line) => line.startsWith('DTSTART;'))).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/);
    expect(lines).toContain(`URL:${ORIGIN}/events/${market!.id}`);
  });

  it('answers 404 for an unknown event and 400 for an id that is not one', async () => {
    expectError(await get(app, '/api/events/999999/calendar'), 404, 'Event not found');
    expectError(await get(app, '/api/events/abc/calendar'), 400);
  });
});
