/**
 * iCalendar feeds as real calendar programs publish them, for the feed tests (unit and API): a VTIMEZONE
 * for Europe/Nicosia, a weekly RRULE with an EXDATE and one date moved, an all-day festival, an event in UTC,
 * one cancelled, lines folded and CRLF-ended. Dates are late 2026: the tests stop their clock on
 * Friday 27 November 2026, 08:00 UTC (10:00 in Paphos).
 */
export const FEED_NOW = new Date('2026-11-27T08:00:00Z');

const NICOSIA = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Nicosia',
  'X-LIC-LOCATION:Europe/Nicosia',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

export interface FeedEventText {
  uid: string;
  lines: string[];
}

/** A whole calendar around the events, CRLF-ended as RFC 5545 asks. */
export function calendarText(events: FeedEventText[], extra: string[] = []): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test Municipality//Events 1.0//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Paphos test events',
    'X-WR-TIMEZONE:Europe/Nicosia',
    ...NICOSIA,
    ...extra,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${event.uid}`,
      'DTSTAMP:20261120T090000Z',
      ...event.lines,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Thursday evening tango, weekly from 5 November 2026 at 19:30 Paphos time; 3 December left out (EXDATE),
 * 10 December moved to 21:00, 17 December cancelled. */
export const weeklyTango: FeedEventText = {
  uid: 'tango-weekly@test.example',
  lines: [
    'DTSTART;TZID=Europe/Nicosia:20261105T193000',
    'DTEND;TZID=Europe/Nicosia:20261105T220000',
    'RRULE:FREQ=WEEKLY;BYDAY=TH;UNTIL=20270225T235959Z',
    'EXDATE;TZID=Europe/Nicosia:20261203T193000',
    'SUMMARY:Tango night at the harbour',
    'DESCRIPTION:Milonga with live music\\, beginners welcome.\\nBring soft shoes.',
    'LOCATION:Harbour Hall\\, Apostolou Pavlou Avenue\\, Kato Paphos',
    'URL:https://tango.test.example/nights',
  ],
};
export const tangoMoved: FeedEventText = {
  uid: 'tango-weekly@test.example',
  lines: [
    'RECURRENCE-ID;TZID=Europe/Nicosia:20261210T193000',
    'DTSTART;TZID=Europe/Nicosia:20261210T210000',
    'DTEND;TZID=Europe/Nicosia:20261210T233000',
    'SUMMARY:Tango night at the harbour (late start)',
    'LOCATION:Harbour Hall\\, Apostolou Pavlou Avenue\\, Kato Paphos',
  ],
};
export const tangoCancelledDate: FeedEventText = {
  uid: 'tango-weekly@test.example',
  lines: [
    'RECURRENCE-ID;TZID=Europe/Nicosia:20261217T193000',
    'DTSTART;TZID=Europe/Nicosia:20261217T193000',
    'DTEND;TZID=Europe/Nicosia:20261217T220000',
    'SUMMARY:Tango night at the harbour',
    'STATUS:CANCELLED',
  ],
};

/** An all-day, three-day festival (DTEND is the day after the last, as the standard has it). */
export const craftFair: FeedEventText = {
  uid: 'craft-fair-2026@test.example',
  lines: [
    'DTSTART;VALUE=DATE:20261204',
    'DTEND;VALUE=DATE:20261207',
    'SUMMARY:Winter craft fair',
    'LOCATION:Kennedy Square',
    // A long line folded as RFC 5545 asks: CRLF and one space, which a reader removes.
    'DESCRIPTION:Local makers sell ceramics\\, lace and woodwork\\, with carols on the square in',
    '  the evenings.',
  ],
};

/** A concert given in UTC ('Z'): 18:00 UTC is 20:00 in Paphos in December. */
export const concert: FeedEventText = {
  uid: 'concert-1@test.example',
  lines: [
    'DTSTART:20261212T180000Z',
    'DTEND:20261212T200000Z',
    'SUMMARY:Christmas choir concert',
    'LOCATION:Markideio Theatre',
  ],
};

/** An event in a zone the feed names but does not define (read as that IANA zone). */
export const londonTalk: FeedEventText = {
  uid: 'talk-london@test.example',
  lines: [
    'DTSTART;TZID=Europe/London:20261202T170000',
    'DTEND;TZID=Europe/London:20261202T180000',
    'SUMMARY:Online talk on Paphos mosaics',
  ],
};

/** An event that ended before the tests' now: never imported. */
export const pastEvent: FeedEventText = {
  uid: 'past@test.example',
  lines: [
    'DTSTART;TZID=Europe/Nicosia:20261120T100000',
    'DTEND;TZID=Europe/Nicosia:20261120T120000',
    'SUMMARY:Last week walk',
  ],
};

/** Beyond the 90-day horizon: left out. */
export const farEvent: FeedEventText = {
  uid: 'far@test.example',
  lines: ['DTSTART;TZID=Europe/Nicosia:20270601T100000', 'SUMMARY:Summer opening'],
};

/** The day summer time starts (28 March 2027): noon in Paphos is 09:00 UTC, no longer 10:00. */
export const dstEvent: FeedEventText = {
  uid: 'dst@test.example',
  lines: ['DTSTART;TZID=Europe/Nicosia:20270328T120000', 'SUMMARY:Spring walk'],
};
