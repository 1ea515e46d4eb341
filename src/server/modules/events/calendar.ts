/**
 * An event as an iCalendar file (RFC 5545) for 'Add to Calendar': times in Paphos time (a TZID with its
 * VTIMEZONE), and a recurring event as a rule, so a calendar shows every Saturday market, not just the next.
 * A cancelled event is marked STATUS:CANCELLED.
 */
import type { EventRow } from '../../db/schema';
import { type EventSchedule, upcomingOccurrences } from '../../lib/event-schedule';
import { nicosiaWallClock, PAPHOS_TIME_ZONE } from '../../../common/nicosia-time';
import { venueText } from '../../../common/venue';

/** What an event's calendar file needs of its row. */
export type CalendarEvent = Pick<
  EventRow,
  | 'id'
  | 'name'
  | 'description'
  | 'startTime'
  | 'endTime'
  | 'venueName'
  | 'venueAddress'
  | 'ticketUrl'
  | 'schedule'
  | 'timeToBeConfirmed'
  | 'status'
>;

/** How many dates a feast tied to Orthodox Easter lists (RRULE cannot say 'Easter + n days'). */
const EASTER_FEAST_YEARS = 5;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/** Europe/Nicosia as the EU has it since 1998: summer time from the last Sunday of March to that of October. */
const NICOSIA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${PAPHOS_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'DTSTART:19700329T030000',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'DTSTART:19701025T040000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** '20261128T080000': the Paphos wall-clock time of an instant, for a TZID property. */
export function paphosLocalTime(at: Date): string {
  const clock = nicosiaWallClock(at);
  return `${pad(clock.year, 4)}${pad(clock.month)}${pad(clock.day)}T${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
}

/** '20261128': the Paphos day of an instant, for an all-day DATE value. */
function paphosDate(at: Date): string {
  return paphosLocalTime(at).slice(0, 8);
}

/** '20261125T101500Z' */
function utcTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (RFC 5545 3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into lines of at most 75 octets, each continuation starting with a space (3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** The RRULE of a weekly, monthly or yearly schedule; null for one tied to Easter (listed as RDATEs instead). */
export function recurrenceRule(schedule: EventSchedule): string | null {
  switch (schedule.kind) {
    case 'weekly':
      return `FREQ=WEEKLY;BYDAY=${WEEKDAYS[schedule.weekday]}${
        schedule.months?.length ? `;BYMONTH=${schedule.months.join(',')}` : ''
      }`;
    case 'monthly':
      return `FREQ=MONTHLY;BYDAY=${schedule.week}${WEEKDAYS[schedule.weekday]}${
        schedule.months?.length ? `;BYMONTH=${schedule.months.join(',')}` : ''
      }`;
    case 'annual':
      return `FREQ=YEARLY;BYMONTH=${schedule.month};BYMONTHDAY=${schedule.day}`;
    case 'orthodox-easter':
      return null;
  }
}

/** The whole .ics file, lines folded and ended with CRLF. */
export function eventCalendar(event: CalendarEvent, options: { origin: string; now: Date }): string {
  const host = new URL(options.origin).host;
  const tzid = `;TZID=${PAPHOS_TIME_ZONE}`;
  // No sourced time: an all-day entry (RFC 5545 3.6.1), so no calendar shows an hour we do not know.
  const allDay = event.timeToBeConfirmed;
  const when = (at: Date) => (allDay ? `;VALUE=DATE:${paphosDate(at)}` : `${tzid}:${paphosLocalTime(at)}`);
  const rule = event.schedule ? recurrenceRule(event.schedule) : null;
  const extraDates =
    event.schedule?.kind === 'orthodox-easter'
      ? upcomingOccurrences(
          event.schedule,
          // From the end of this occurrence: the dates after it.
          new Date(event.startTime.getTime() + event.schedule.durationMinutes * 60_000),
          EASTER_FEAST_YEARS,
        ).map((occurrence) => (allDay ? paphosDate : paphosLocalTime)(occurrence.startTime))
      : [];
  const location = venueText(event.venueName, event.venueAddress);
  const pageUrl = `${options.origin}/events/${event.id}`;
  const description = [
    event.description,
    allDay ? 'Time to be confirmed.' : null,
    event.ticketUrl ? `Tickets: ${event.ticketUrl}` : null,
    pageUrl,
  ]
    .filter(Boolean)
    .join('\n\n');

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paphos Guide//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...NICOSIA_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:event-${event.id}@${host}`,
    `DTSTAMP:${utcTime(options.now)}`,
    `DTSTART${when(event.startTime)}`,
    ...(event.endTime ? [`DTEND${when(event.endTime)}`] : []),
    ...(rule ? [`RRULE:${rule}`] : []),
    ...(extraDates.length ? [`RDATE${allDay ? ';VALUE=DATE' : tzid}:${extraDates.join(',')}`] : []),
    // A cancelled event stays in the file marked so, so a calendar that has it crosses it out (5.2.3.3 STATUS).
    ...(event.status === 'cancelled' ? ['STATUS:CANCELLED'] : []),
    `SUMMARY:${escapeText(event.name)}`,
    `DESCRIPTION:${escapeText(description)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `URL:${pageUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
