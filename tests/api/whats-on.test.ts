import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsOn } from '../../src/common/schemas/whats-on';
import { events } from '../../src/server/db/schema';
import { fixedClock } from '../../src/server/lib/clock';
import { readFeed } from '../../src/server/modules/events/feed-ical';
import { expectError, expectOkJson, get } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Friday 27 November 2026, 10:00 in Paphos.
const clock = fixedClock('2026-11-27T08:00:00Z');
let t: TestApp;
const ids = { today: 0, saturday: 0, december: 0, pending: 0, cancelled: 0, ended: 0, market: 0 };

beforeAll(async () => {
  t = await createTestApp({ clock });
  const rows = await t.db
    .insert(events)
    .values([
      // 20:00 tonight in Paphos.
      {
        name: 'Test sunset walk tonight',
        startTime: new Date('2026-11-27T18:00:00Z'),
        category: 'test-walk',
      },
      {
        name: 'Test harbour walk on Saturday',
        startTime: new Date('2026-11-28T16:00:00Z'),
        category: 'test-walk',
      },
      { name: 'Test talk in December', startTime: new Date('2026-12-10T17:00:00Z'), category: 'test-talk' },
      {
        name: 'Test pending import',
        startTime: new Date('2026-11-28T10:00:00Z'),
        category: 'test-pending',
        status: 'pending',
      },
      {
        name: 'Test cancelled concert on Sunday',
        startTime: new Date('2026-11-29T17:00:00Z'),
        category: 'test-walk',
        status: 'cancelled',
      },
      {
        name: 'Test breakfast that ended',
        startTime: new Date('2026-11-27T05:00:00Z'),
        endTime: new Date('2026-11-27T07:00:00Z'),
        category: 'test-walk',
      },
      {
        name: 'Test Saturday market',
        startTime: new Date('2026-11-28T07:00:00Z'),
        endTime: new Date('2026-11-28T11:00:00Z'),
        category: 'test-market',
        schedule: { kind: 'weekly', weekday: 6, hour: 9, minute: 0, durationMinutes: 240 },
      },
    ])
    .returning({ id: events.id });
  [ids.today, ids.saturday, ids.december, ids.pending, ids.cancelled, ids.ended, ids.market] = rows.map(
    (row) => row.id,
  ) as [number, number, number, number, number, number, number];
});

afterAll(async () => {
  await t?.close();
});

async function whatsOn(query: string): Promise<WhatsOn> {
  return expectOkJson<WhatsOn>(await get(t.app, `/api/events${query}`));
}
const listed = (answer: WhatsOn) => answer.events.map((event) => event.id);

describe('GET /api/events', () => {
  it('lists every upcoming published event, and cancelled ones marked, never pending or ended ones', async () => {
    const answer = await whatsOn('');
    expect(answer.to).toBeNull();
    expect(listed(answer)).toEqual(
      expect.arrayContaining([ids.today, ids.saturday, ids.december, ids.cancelled]),
    );
    expect(listed(answer)).not.toContain(ids.pending);
    expect(listed(answer)).not.toContain(ids.ended);
    expect(answer.events.find((event) => event.id === ids.cancelled)!.status).toBe('cancelled');
    expect(answer.events.find((event) => event.id === ids.today)!.status).toBe('published');
    // With no end to the range, a recurring event shows its next date only.
    expect(listed(answer).filter((id) => id === ids.market)).toHaveLength(1);
    const starts = answer.events.map((event) => Date.parse(event.startTime));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('today: tonight, not tomorrow', async () => {
    const answer = await whatsOn('?when=today');
    expect(answer.from).toBe('2026-11-26T22:00:00.000Z');
    expect(answer.to).toBe('2026-11-27T22:00:00.000Z');
    expect(listed(answer)).toContain(ids.today);
    expect(listed(answer)).not.toContain(ids.saturday);
  });

  it('this weekend: Saturday and Sunday, the cancelled Sunday concert marked', async () => {
    const answer = await whatsOn('?when=weekend&category=test-walk');
    expect(answer.events.map((event) => [event.name, event.status])).toEqual([
      ['Test harbour walk on Saturday', 'published'],
      ['Test cancelled concert on Sunday', 'cancelled'],
    ]);
  });

  it('this month: to the end of November, the weekly market on its one Saturday left', async () => {
    const answer = await whatsOn('?when=month');
    expect(listed(answer)).toEqual(expect.arrayContaining([ids.today, ids.saturday, ids.cancelled]));
    expect(listed(answer)).not.toContain(ids.december);
    expect(answer.events.filter((event) => event.id === ids.market).map((event) => event.startTime)).toEqual([
      '2026-11-28T07:00:00.000Z',
    ]);
  });

  it('a chosen range: a recurring event on each of its dates, each with its own times', async () => {
    const answer = await whatsOn('?from=2026-12-01&to=2026-12-31&category=test-market');
    expect(answer.events.map((event) => [event.startTime, event.endTime])).toEqual([
      ['2026-12-05T07:00:00.000Z', '2026-12-05T11:00:00.000Z'],
      ['2026-12-12T07:00:00.000Z', '2026-12-12T11:00:00.000Z'],
      ['2026-12-19T07:00:00.000Z', '2026-12-19T11:00:00.000Z'],
      ['2026-12-26T07:00:00.000Z', '2026-12-26T11:00:00.000Z'],
    ]);
  });

  it("shows an event without a picture of its own with its category's, as its own page does", async () => {
    const answer = await whatsOn('');
    const bundled = answer.events.find(
      (event) => event.category === 'market' && !event.name.startsWith('Test'),
    );
    expect(bundled?.imageUrl).toBe('/images/events/market.svg');
    // A category the site has no picture for gets none.
    expect(answer.events.find((event) => event.id === ids.today)!.imageUrl).toBeNull();
  });

  it('filters by category', async () => {
    const answer = await whatsOn('?category=test-talk');
    expect(listed(answer)).toEqual([ids.december]);
    expect((await whatsOn('?category=no-such-category')).events).toEqual([]);
  });

  it('lists the categories of upcoming published events, not those only pending events have', async () => {
    const { categories } = await whatsOn('?when=today');
    expect(categories).toEqual(expect.arrayContaining(['test-market', 'test-talk', 'test-walk']));
    expect(categories).not.toContain('test-pending');
    expect(categories).toEqual([...categories].sort());
  });

  it.each([
    ['?when=someday', 'When must be one of today, weekend, week, month'],
    ['?from=2026-12-01', 'Choose both dates as YYYY-MM-DD'],
    ['?from=2026-12-05&to=2026-12-01', 'The end date must be on or after the start date'],
    ['?from=2026-02-30&to=2026-03-02', 'Choose both dates as YYYY-MM-DD'],
    ['?from=2026-01-01&to=2027-06-01', 'Choose at most 366 days'],
    ['?when=today&from=2026-12-01&to=2026-12-02', 'Give either when or from and to, not both'],
    [`?category=${'x'.repeat(101)}`, 'Category is too long'],
  ])('refuses %s with 400: %s', async (query, message) => {
    expectError(await get(t.app, `/api/events${query}`), 400, message);
  });
});

describe('GET /api/events/calendar.ics', () => {
  it('is one calendar of every upcoming event that a calendar app reads, cancelled ones marked', async () => {
    const response = await get(t.app, '/api/events/calendar.ics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const body = response.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(body).toContain("X-WR-CALNAME:Paphos Guide: What's On in Paphos");
    expect(body.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(body).not.toContain('Test pending import');
    expect(body).not.toContain('Test breakfast that ended');
    const uids = body.match(/^UID:.*$/gm)!;
    expect(new Set(uids).size).toBe(uids.length);

    // Read back as a subscribing calendar would: the market weekly, the Sunday concert cancelled.
    const read = readFeed(body, { now: clock.now(), horizonDays: 20 });
    const names = (name: string) => read.filter((occurrence) => occurrence.name === name);
    expect(names('Test Saturday market').map((occurrence) => occurrence.startTime.toISOString())).toEqual([
      '2026-11-28T07:00:00.000Z',
      '2026-12-05T07:00:00.000Z',
      '2026-12-12T07:00:00.000Z',
    ]);
    expect(names('Test cancelled concert on Sunday')).toMatchObject([{ cancelled: true }]);
    expect(names('Test sunset walk tonight')).toMatchObject([{ cancelled: false }]);
  });
});
