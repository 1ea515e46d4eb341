/**
 * Every upcoming event as one iCalendar feed for a calendar app to subscribe to: each event written as its
 * own 'Add to Calendar' file writes it (calendar.ts: Paphos times with their VTIMEZONE, a recurring event
 * as its rule, a cancelled one with STATUS:CANCELLED so a subscribed calendar crosses it out), gathered
 * into one VCALENDAR.
 */
import { SITE_NAME } from '../../../common/site';
import { eventCalendar, escapeText, foldLine, type CalendarEvent } from './calendar';

const BEGIN_EVENT = 'BEGIN:VEVENT\r\n';
const END_EVENT = 'END:VEVENT\r\n';

/** The VEVENT block of one event's calendar file, and everything before it (the header and VTIMEZONE). */
function parts(file: string): { head: string; event: string } {
  const start = file.indexOf(BEGIN_EVENT);
  const end = file.indexOf(END_EVENT, start) + END_EVENT.length;
  return { head: file.slice(0, start), event: file.slice(start, end) };
}

export function allEventsCalendar(list: CalendarEvent[], options: { origin: string; now: Date }): string {
  let head: string | null = null;
  const blocks: string[] = [];
  for (const event of list) {
    const file = parts(eventCalendar(event, options));
    head ??= file.head;
    blocks.push(file.event);
  }
  // With no event, the head of an empty one: the same header and zone, so the feed is still valid.
  head ??= parts(
    eventCalendar(
      {
        id: 0,
        name: '',
        description: null,
        startTime: options.now,
        endTime: null,
        venueName: null,
        venueAddress: null,
        ticketUrl: null,
        schedule: null,
        timeToBeConfirmed: false,
        status: 'published',
      },
      options,
    ),
  ).head;
  const name = [
    `X-WR-CALNAME:${escapeText(`${SITE_NAME}: What's On in Paphos`)}`,
    'X-WR-TIMEZONE:Europe/Nicosia',
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
  ]
    .map(foldLine)
    .join('\r\n');
  const withName = head.replace('METHOD:PUBLISH\r\n', `METHOD:PUBLISH\r\n${name}\r\n`);
  return `${withName}${blocks.join('')}END:VCALENDAR\r\n`;
}
