import { describe, expect, it } from 'vitest';
import { FeedFormatError, readFeed, splitLocation } from '../../src/server/modules/events/feed-ical';
import {
  calendarText,
  concert,
  craftFair,
  dstEvent,
  farEvent,
  FEED_NOW,
  londonTalk,
  pastEvent,
  tangoCancelledDate,
  tangoMoved,
  weeklyTango,
} from '../fakes/ics-feeds';

const read = (text: string, horizonDays = 90) => readFeed(text, { now: FEED_NOW, horizonDays });
const starts = (list: ReturnType<typeof read>) =>
  list.map((occurrence) => occurrence.startTime.toISOString());

describe('readFeed', () => {
  it('expands a weekly rule within the horizon, without its EXDATE, with moved and cancelled dates', () => {
    const tango = read(calendarText([weeklyTango, tangoMoved, tangoCancelledDate]));
    expect(starts(tango)).toEqual([
      '2026-12-10T19:00:00.000Z',
      '2026-12-17T17:30:00.000Z',
      '2026-12-24T17:30:00.000Z',
      '2026-12-31T17:30:00.000Z',
      '2027-01-07T17:30:00.000Z',
      '2027-01-14T17:30:00.000Z',
      '2027-01-21T17:30:00.000Z',
      '2027-01-28T17:30:00.000Z',
      '2027-02-04T17:30:00.000Z',
      '2027-02-11T17:30:00.000Z',
      // 25 February starts after the 90 days.
      '2027-02-18T17:30:00.000Z',
    ]);
    expect(tango.map((occurrence) => occurrence.cancelled)).toEqual([false, true, ...Array(9).fill(false)]);
    expect(tango[0]).toMatchObject({
      uid: 'tango-weekly@test.example/20261210T173000Z',
      name: 'Tango night at the harbour (late start)',
      // What the moved date leaves out comes from the series.
      url: 'https://tango.test.example/nights',
      description: 'Milonga with live music, beginners welcome.\nBring soft shoes.',
    });
    expect(new Set(tango.map((occurrence) => occurrence.uid)).size).toBe(tango.length);
  });

  it('keeps an all-day event as Paphos days, DTEND being the day after the last', () => {
    const [fair] = read(calendarText([craftFair]));
    expect(fair).toMatchObject({
      description:
        'Local makers sell ceramics, lace and woodwork, with carols on the square in the evenings.',
      uid: craftFair.uid,
      allDay: true,
      name: 'Winter craft fair',
      venueName: 'Kennedy Square',
    });
    expect(fair!.startTime.toISOString()).toBe('2026-12-03T22:00:00.000Z');
    expect(fair!.endTime!.toISOString()).toBe('2026-12-06T22:00:00.000Z');
  });

  it('reads UTC times, a zone named but not defined, and a time in summer time', () => {
    expect(starts(read(calendarText([concert])))).toEqual(['2026-12-12T18:00:00.000Z']);
    expect(starts(read(calendarText([londonTalk])))).toEqual(['2026-12-02T17:00:00.000Z']);
    // Noon in Paphos on the first day of summer time is 09:00 UTC.
    expect(starts(read(calendarText([dstEvent]), 130))).toEqual(['2027-03-28T09:00:00.000Z']);
  });

  it('reads a floating time (no zone) as Paphos time', () => {
    const floating = { uid: 'floating@test', lines: ['DTSTART:20261205T200000', 'SUMMARY:Jazz'] };
    expect(starts(read(calendarText([floating])))).toEqual(['2026-12-05T18:00:00.000Z']);
  });

  it('leaves out what has ended and what starts after the horizon', () => {
    expect(read(calendarText([pastEvent, farEvent]))).toEqual([]);
  });

  it('expands a rule with COUNT and a daily rule that started long ago', () => {
    const counted = {
      uid: 'count@test',
      lines: [
        'DTSTART;TZID=Europe/Nicosia:20261201T090000',
        'RRULE:FREQ=DAILY;COUNT=3',
        'SUMMARY:Three mornings',
      ],
    };
    expect(starts(read(calendarText([counted])))).toEqual([
      '2026-12-01T07:00:00.000Z',
      '2026-12-02T07:00:00.000Z',
      '2026-12-03T07:00:00.000Z',
    ]);
    const old = {
      uid: 'old@test',
      lines: ['DTSTART;TZID=Europe/Nicosia:19950101T080000', 'RRULE:FREQ=DAILY', 'SUMMARY:Morning swim'],
    };
    const swims = read(calendarText([old]), 3);
    expect(starts(swims)).toEqual([
      '2026-11-28T06:00:00.000Z',
      '2026-11-29T06:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
    ]);
  });

  it('skips an event without a UID, and counts a UID given twice once', () => {
    const noUid = calendarText([concert]).replace(`UID:${concert.uid}\r\n`, '');
    expect(read(noUid)).toEqual([]);
    expect(read(calendarText([concert, { ...concert, lines: [...concert.lines] }]))).toHaveLength(1);
  });

  it('reads a feed that starts with a byte-order mark and uses bare LF line ends', () => {
    const text = `\uFEFF${calendarText([concert]).replace(/\r\n/g, '\n')}`;
    expect(starts(read(text))).toEqual(['2026-12-12T18:00:00.000Z']);
  });

  it('gives an event without a summary a plain name', () => {
    const untitled = { uid: 'untitled@test', lines: ['DTSTART:20261212T180000Z'] };
    expect(read(calendarText([untitled]))[0]!.name).toBe('Untitled event');
  });

  it('refuses what is not an iCalendar file', () => {
    expect(() => read('<html></html>')).toThrow(FeedFormatError);
    expect(() => read('<html></html>')).toThrow(
      'is not an iCalendar file (it does not start with BEGIN:VCALENDAR)',
    );
    expect(() => read('BEGIN:VCALENDAR\r\nthis is no line\r\n')).toThrow(/^could not be read as iCalendar/);
  });
});

describe('splitLocation', () => {
  it('takes the venue before the first comma and the rest as its address', () => {
    expect(splitLocation('Harbour Hall, Apostolou Pavlou Avenue, Kato Paphos')).toEqual({
      venueName: 'Harbour Hall',
      venueAddress: 'Apostolou Pavlou Avenue, Kato Paphos',
    });
    expect(splitLocation('Kennedy Square')).toEqual({ venueName: 'Kennedy Square', venueAddress: null });
    expect(splitLocation(null)).toEqual({ venueName: null, venueAddress: null });
  });
});
