import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSchema, type EventItem } from '../../src/common/schemas/events';
import { events } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EVENT_KEYS, expectNonDecreasing, expectOkJson, get } from '../helpers/api';

const HOUR_MS = 60 * 60 * 1000;

let t: TestApp;
const ids = { ended: 0, underWay: 0, startedWithoutEnd: 0, laterWithoutEnd: 0 };

beforeAll(async () => {
  t = await createTestApp();
  // Inserted before the first request: the upcoming list is cached for a short while.
  const now = Date.now();
  const inserted = await t.db
    .insert(events)
    .values([
      {
        name: 'Test event that ended yesterday',
        startTime: new Date(now - 26 * HOUR_MS),
        endTime: new Date(now - 24 * HOUR_MS),
      },
      {
        name: 'Test event under way',
        startTime: new Date(now - HOUR_MS),
        endTime: new Date(now + 2 * HOUR_MS),
        isFree: true,
      },
      { name: 'Test event that started without an end time', startTime: new Date(now - HOUR_MS) },
      { name: 'Test event later without an end time', startTime: new Date(now + 72 * HOUR_MS) },
    ])
    .returning({ id: events.id });
  [ids.ended, ids.underWay, ids.startedWithoutEnd, ids.laterWithoutEnd] = inserted.map((row) => row.id) as [
    number,
    number,
    number,
    number,
  ];
});

afterAll(async () => {
  await t?.close();
});

async function upcoming(): Promise<EventItem[]> {
  return expectOkJson<EventItem[]>(await get(t.app, '/api/events/upcoming'));
}

const endOf = (event: EventItem) => Date.parse(event.endTime ?? event.startTime);

describe('GET /api/events/upcoming', () => {
  it('is not empty with the bundled events', async () => {
    const list = await upcoming();
    expect(list.filter((event) => !event.name.startsWith('Test event')).length).toBeGreaterThan(0);
  });

  it('returns only events that have not ended', async () => {
    const now = Date.now();
    const list = await upcoming();
    for (const event of list) expect(endOf(event), event.name).toBeGreaterThan(now - 1000);
  });

  it('lists them soonest first', async () => {
    const list = await upcoming();
    expect(list.length).toBeGreaterThan(1);
    expectNonDecreasing(list.map((event) => Date.parse(event.startTime)));
  });

  it('returns the soonest of all events in the database that have not ended', async () => {
    const now = new Date();
    const rows = await t.db
      .select({ id: events.id, startTime: events.startTime, endTime: events.endTime })
      .from(events);
    const open = rows.filter((row) => (row.endTime ?? row.startTime).getTime() > now.getTime());
    const list = await upcoming();
    // The list may be capped; it is then the soonest of them.
    const expected = open
      .sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id)
      .slice(0, list.length)
      .map((row) => row.id);
    expect(list.map((event) => event.id)).toEqual(expected);
    expect(list.length).toBeGreaterThanOrEqual(Math.min(open.length, 20));
  });

  it('includes an event that is under way', async () => {
    const listed = (await upcoming()).map((event) => event.id);
    expect(listed).toContain(ids.underWay);
    expect(listed).toContain(ids.laterWithoutEnd);
  });

  it('leaves out an event that has ended', async () => {
    const list = (await upcoming()).map((event) => event.id);
    expect(list).not.toContain(ids.ended);
  });

  it('treats an event without an end time as ended once it has started', async () => {
    const list = (await upcoming()).map((event) => event.id);
    expect(list).not.toContain(ids.startedWithoutEnd);
  });

  it('gives each event its public fields only', async () => {
    for (const event of await upcoming()) {
      expect(Object.keys(event).sort()).toEqual(EVENT_KEYS);
      const parsed = eventSchema.safeParse(event);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    }
  });

  it('gives times as ISO 8601 strings with the end after the start', async () => {
    for (const event of await upcoming()) {
      expect(event.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      if (event.endTime !== null)
        expect(Date.parse(event.endTime)).toBeGreaterThan(Date.parse(event.startTime));
    }
  });
});
