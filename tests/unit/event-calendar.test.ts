import { describe, expect, it } from 'vitest';
import {
  escapeText,
  eventCalendar,
  foldLine,
  paphosLocalTime,
  recurrenceRule,
  type CalendarEvent,
} from '../../src/server/modules/events/calendar';
import { nicosiaTime } from '../../src/common/nicosia-time';

const market: CalendarEvent = {
  id: 7,
  name: 'Saturday morning at the Paphos Municipal Market',
  description: 'Fruit, honey; leather, lace\nand coffee.',
  startTime: nicosiaTime(2026, 11, 28, 8, 0),
  endTime: nicosiaTime(2026, 11, 28, 13, 0),
  venueName: 'Paphos Municipal Market',
  venueAddress: 'Agoras Street, Ktima, Paphos',
  ticketUrl: null,
  schedule: { kind: 'weekly', weekday: 6, hour: 8, minute: 0, durationMinutes: 300 },
  timeToBeConfirmed: false,
  status: 'published',
};
const options = { origin: 'https://paphos.example', now: new Date('2026-11-25T10:15:00.000Z') };

/** The unfolded content lines of a calendar file. */
function contentLines(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
}

describe('paphosLocalTime', () => {
  it('writes the Paphos wall clock, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(paphosLocalTime(new Date('2026-11-28T06:00:00Z'))).toBe('20261128T080000');
    expect(paphosLocalTime(new Date('2026-07-04T09:00:00Z'))).toBe('20260704T120000');
  });
});

describe('escapeText and foldLine', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b; c, d\r\ne\nf')).toBe('a\\\\b\\; c\\, d\\ne\\nf');
  });

  it('folds at 75 octets, never inside a character, continuation lines starting with a space', () => {
    const line = `SUMMARY:${'Πάφος '.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const [index, piece] of folded.entries()) {
      expect(Buffer.byteLength(piece)).toBeLessThanOrEqual(75);
      if (index > 0) expect(piece.startsWith(' ')).toBe(true);
    }
    expect(folded.map((piece, index) => (index ? piece.slice(1) : piece)).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});

describe('recurrenceRule', () => {
  it('gives weekly, seasonal weekly and yearly rules, and none for a feast tied to Easter', () => {
    expect(recurrenceRule(market.schedule!)).toBe('FREQ=WEEKLY;BYDAY=SA');
    expect(
      recurrenceRule({
        kind: 'weekly',
        weekday: 6,
        months: [4, 5, 6, 7, 8, 9, 10],
        hour: 12,
        minute: 0,
        durationMinutes: 45,
      }),
    ).toBe('FREQ=WEEKLY;BYDAY=SA;BYMONTH=4,5,6,7,8,9,10');
    expect(
      recurrenceRule({ kind: 'annual', month: 1, day: 6, hour: 11, minute: 0, durationMinutes: 120 }),
    ).toBe('FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=6');
    expect(
      recurrenceRule({
        kind: 'orthodox-easter',
        daysAfterEaster: 50,
        hour: 10,
        minute: 0,
        durationMinutes: 600,
      }),
    ).toBeNull();
  });
});

describe('eventCalendar', () => {
  it('is a VCALENDAR with the Nicosia VTIMEZONE and one VEVENT in Paphos time, CRLF-ended', () => {
    const ics = eventCalendar(market, options);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = contentLines(ics);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('TZID:Europe/Nicosia');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU');
    expect(lines).toContain('UID:event-7@paphos.example');
    expect(lines).toContain('DTSTAMP:20261125T101500Z');
    expect(lines).toContain('DTSTART;TZID=Europe/Nicosia:20261128T080000');
    expect(lines).toContain('DTEND;TZID=Europe/Nicosia:20261128T130000');
    expect(lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SA');
    expect(lines).toContain('SUMMARY:Saturday morning at the Paphos Municipal Market');
    expect(lines).toContain(
      'DESCRIPTION:Fruit\\, honey\\; leather\\, lace\\nand coffee.\\n\\nhttps://paphos.example/events/7',
    );
    expect(lines).toContain('LOCATION:Paphos Municipal Market\\, Agoras Street\\, Ktima\\, Paphos');
    expect(lines).toContain('URL:https://paphos.example/events/7');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  });

  it('lists the next Kataklysmos dates (Pentecost, Easter + 50) as RDATEs, in summer time', () => {
    const kataklysmos: CalendarEvent = {
      ...market,
      id: 9,
      name: 'Kataklysmos',
      startTime: nicosiaTime(2027, 6, 21, 10, 0),
      endTime: nicosiaTime(2027, 6, 21, 22, 0),
      schedule: { kind: 'orthodox-easter', daysAfterEaster: 50, hour: 10, minute: 0, durationMinutes: 720 },
    };
    const lines = contentLines(eventCalendar(kataklysmos, options));
    expect(lines.some((line) => line.startsWith('RRULE:FREQ=WEEKLY'))).toBe(false);
    // Orthodox Easter 2028-2032 falls on 16 April, 8 April, 28 April, 13 April and 2 May (unit-tested in
    // orthodox-easter.test.ts); Kataklysmos is 50 days later.
    expect(lines).toContain(
      'RDATE;TZID=Europe/Nicosia:20280605T100000,20290528T100000,20300617T100000,20310602T100000,20320621T100000',
    );
  });

  it('makes an event with no sourced time an all-day entry, and says the time is to be confirmed', () => {
    const epiphany: CalendarEvent = {
      ...market,
      id: 3,
      name: 'Epiphany',
      description: 'The blessing of the waters.',
      startTime: nicosiaTime(2027, 1, 6, 0, 0),
      endTime: nicosiaTime(2027, 1, 7, 0, 0),
      schedule: { kind: 'annual', month: 1, day: 6, hour: 0, minute: 0, durationMinutes: 1440 },
      timeToBeConfirmed: true,
    };
    const lines = contentLines(eventCalendar(epiphany, options));
    expect(lines).toContain('DTSTART;VALUE=DATE:20270106');
    expect(lines).toContain('DTEND;VALUE=DATE:20270107');
    expect(lines).toContain('RRULE:FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=6');
    expect(lines).toContain(
      'DESCRIPTION:The blessing of the waters.\\n\\nTime to be confirmed.\\n\\nhttps://paphos.example/events/3',
    );
    const kataklysmos = contentLines(
      eventCalendar(
        {
          ...epiphany,
          startTime: nicosiaTime(2027, 6, 21, 0, 0),
          endTime: nicosiaTime(2027, 6, 22, 0, 0),
          schedule: {
            kind: 'orthodox-easter',
            daysAfterEaster: 50,
            hour: 0,
            minute: 0,
            durationMinutes: 1440,
          },
        },
        options,
      ),
    );
    expect(kataklysmos).toContain('RDATE;VALUE=DATE:20280605,20290528,20300617,20310602,20320621');
  });

  it('says a venue whose address starts with its name once', () => {
    const lines = contentLines(
      eventCalendar(
        { ...market, venueName: 'Kennedy Square', venueAddress: 'Kennedy Square, Ktima, Paphos' },
        options,
      ),
    );
    expect(lines).toContain('LOCATION:Kennedy Square\\, Ktima\\, Paphos');
  });

  it('names the ticket link in the description, and leaves out what the event does not have', () => {
    const lines = contentLines(
      eventCalendar(
        {
          ...market,
          endTime: null,
          schedule: null,
          venueName: null,
          venueAddress: null,
          ticketUrl: 'https://t.example/x',
        },
        options,
      ),
    );
    expect(lines.some((line) => line.startsWith('DTEND'))).toBe(false);
    expect(lines.some((line) => line.startsWith('RRULE:FREQ=WEEKLY'))).toBe(false);
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(lines.find((line) => line.startsWith('DESCRIPTION'))).toContain('Tickets: https://t.example/x');
  });
});
