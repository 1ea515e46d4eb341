import { describe, expect, it } from 'vitest';
import { readFeed } from '../../src/server/modules/events/feed-ical';
import { allEventsCalendar } from '../../src/server/modules/events/whats-on-calendar';

const options = { origin: 'https://paphos.example', now: new Date('2026-11-27T08:00:00Z') };
const event = {
  id: 7,
  name: 'Harbour concert',
  description: null,
  startTime: new Date('2026-12-05T18:00:00Z'),
  endTime: new Date('2026-12-05T20:00:00Z'),
  venueName: 'Harbour',
  venueAddress: null,
  ticketUrl: null,
  schedule: null,
  timeToBeConfirmed: false,
  status: 'published' as const,
};

describe('allEventsCalendar', () => {
  it('is a valid calendar with its name and zone even with no event', () => {
    const text = allEventsCalendar([], options);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain("X-WR-CALNAME:Paphos Guide: What's On in Paphos\r\n");
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text).not.toContain('BEGIN:VEVENT');
    expect(readFeed(text, { now: options.now, horizonDays: 30 })).toEqual([]);
  });

  it('holds each event once, with one time zone for all of them', () => {
    const text = allEventsCalendar(
      [event, { ...event, id: 8, name: 'Market', status: 'cancelled' }],
      options,
    );
    expect(text.match(/BEGIN:VTIMEZONE/g)).toHaveLength(1);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const read = readFeed(text, { now: options.now, horizonDays: 30 });
    expect(read.map((occurrence) => [occurrence.uid, occurrence.name, occurrence.cancelled])).toEqual([
      ['event-7@paphos.example', 'Harbour concert', false],
      ['event-8@paphos.example', 'Market', true],
    ]);
    expect(read[0]!.startTime.toISOString()).toBe('2026-12-05T18:00:00.000Z');
  });
});
