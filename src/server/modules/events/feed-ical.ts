/**
 * Reads an iCalendar feed (RFC 5545) into the occurrences the guide stores, with ical.js (Mozilla's parser,
 * as Thunderbird uses it): recurring events expanded into their dates within a horizon (RRULE, RDATE and
 * EXDATE, and moved or cancelled single dates given by RECURRENCE-ID), times read in the feed's own
 * VTIMEZONE (or, when a feed names a zone it does not define, the IANA zone of that name; with no zone at
 * all, Paphos time), and all-day events kept as days with no hour. Pure: no database, no network.
 */
import ICAL from 'ical.js';
import { nicosiaTime, PAPHOS_TIME_ZONE } from '../../../common/nicosia-time';

/** One date of one event of a feed, as the guide would store it. */
export interface FeedOccurrence {
  /** The event's UID, with its date for an occurrence of a recurring event: unique within the feed. */
  uid: string;
  name: string;
  description: string | null;
  startTime: Date;
  endTime: Date | null;
  /** An all-day event: the site shows the day and no hour. */
  allDay: boolean;
  venueName: string | null;
  venueAddress: string | null;
  /** The event's web page (its URL property) when it is an http(s) address. */
  url: string | null;
  /** STATUS:CANCELLED on the event or on this date of it. */
  cancelled: boolean;
}

export interface FeedReadOptions {
  now: Date;
  /** Occurrences starting later than this many days after `now` are left out. */
  horizonDays: number;
  /** The most occurrences one feed may give (the soonest are kept). */
  maxOccurrences?: number;
}

/** A feed that cannot be read as a calendar; the message says why, for the sync log. */
export class FeedFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFormatError';
  }
}

export const DEFAULT_HORIZON_DAYS = 90;
const DEFAULT_MAX_OCCURRENCES = 2000;
/** How many dates of one rule are looked at before giving up (a rule that started decades ago). */
const MAX_RULE_STEPS = 50_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME_MAX = 200;
const DESCRIPTION_MAX = 5000;
const VENUE_MAX = 300;

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const zoneChecks = new Map<string, boolean>();

/** Whether the runtime knows an IANA time zone of this name ('Europe/Nicosia' yes, 'GTB Standard Time' no). */
function isKnownTimeZone(name: string): boolean {
  let known = zoneChecks.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    zoneChecks.set(name, known);
  }
  return known;
}

/** Minutes the zone is ahead of UTC at the instant. */
function zoneOffsetMinutes(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((wall - Math.floor(at / 1000) * 1000) / 60_000);
}

/** The instant of a wall-clock time in an IANA zone (the later reading of a time the clocks skip over). */
function zonedInstant(time: IcalTime, timeZone: string): Date {
  if (timeZone === PAPHOS_TIME_ZONE && time.second === 0) {
    return nicosiaTime(time.year, time.month, time.day, time.hour, time.minute);
  }
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const first = wall - zoneOffsetMinutes(wall, timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(first, timeZone) * 60_000);
}

/**
 * The instant of a date-time: UTC ('Z') and zones the feed defines are converted by ical.js; a floating time
 * or a zone the feed names without defining it is read in the IANA zone of that name, else in Paphos time.
 */
function instantOf(time: IcalTime, tzid: string | null): Date {
  const zone = time.zone?.tzid;
  if (zone && zone !== 'floating') return new Date(time.toUnixTime() * 1000);
  const timeZone = tzid && isKnownTimeZone(tzid) ? tzid : PAPHOS_TIME_ZONE;
  return zonedInstant(time, timeZone);
}

/** A DATE value as midnight in Paphos that day: the site shows such an event's day, never an hour. */
function dayStart(time: IcalTime): Date {
  return nicosiaTime(time.year, time.month, time.day, 0, 0);
}

function tzidOf(component: IcalComponent, property: string): string | null {
  const value = component.getFirstProperty(property)?.getParameter('tzid');
  return typeof value === 'string' ? value : null;
}

/** Whitespace runs made single spaces, trimmed and cut to a length; null when nothing is left. */
function cleanLine(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
}

function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const text = value
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return text ? text.slice(0, max) : null;
}

function webAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** 'Markideio Theatre, 2 Fellahoglou St, Paphos' -> the venue's name and the rest as its address. */
export function splitLocation(location: string | null): {
  venueName: string | null;
  venueAddress: string | null;
} {
  if (!location) return { venueName: null, venueAddress: null };
  const comma = location.indexOf(',');
  if (comma < 0) return { venueName: location.slice(0, VENUE_MAX), venueAddress: null };
  return {
    venueName: cleanLine(location.slice(0, comma), VENUE_MAX),
    venueAddress: cleanLine(location.slice(comma + 1), VENUE_MAX),
  };
}

const isCancelled = (component: IcalComponent) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';

/**
 * The occurrence's fields from the component that describes it (the series, or its changed date); what a
 * changed date leaves out (calendar programs often write only the new times) comes from the series.
 */
function occurrenceOf(
  item: IcalEvent,
  uid: string,
  start: IcalTime,
  end: IcalTime | null,
  series: IcalEvent,
): FeedOccurrence {
  const allDay = start.isDate;
  const component = item.component;
  const startTime = allDay ? dayStart(start) : instantOf(start, tzidOf(series.component, 'dtstart'));
  let endTime: Date | null = null;
  if (end) {
    endTime = allDay
      ? dayStart(end)
      : instantOf(end, tzidOf(component, 'dtend') ?? tzidOf(series.component, 'dtstart'));
  }
  if (allDay && (!endTime || endTime <= startTime)) endTime = new Date(startTime.getTime() + DAY_MS);
  if (endTime && endTime <= startTime) endTime = null;
  return {
    uid,
    name: cleanLine(item.summary, NAME_MAX) ?? cleanLine(series.summary, NAME_MAX) ?? 'Untitled event',
    description:
      cleanText(item.description, DESCRIPTION_MAX) ?? cleanText(series.description, DESCRIPTION_MAX),
    startTime,
    endTime,
    allDay,
    ...splitLocation(cleanLine(item.location, VENUE_MAX * 2) ?? cleanLine(series.location, VENUE_MAX * 2)),
    url:
      webAddress(component.getFirstPropertyValue('url')) ??
      webAddress(series.component.getFirstPropertyValue('url')),
    cancelled: isCancelled(component) || isCancelled(series.component),
  };
}

/** Whether an occurrence is still to come (has not ended) and starts within the horizon. */
function inWindow(occurrence: Pick<FeedOccurrence, 'startTime' | 'endTime'>, now: Date, until: Date) {
  const ends = occurrence.endTime ?? occurrence.startTime;
  return ends.getTime() > now.getTime() && occurrence.startTime.getTime() <= until.getTime();
}

/** The key of one date of a recurring event: its UID and the date it was first given (its RECURRENCE-ID). */
function occurrenceUid(uid: string, recurrenceId: IcalTime): string {
  const stamp = recurrenceId.isDate
    ? recurrenceId.toICALString()
    : instantOf(recurrenceId, null)
        .toISOString()
        .replace(/[-:]|\.\d{3}/g, '');
  return `${uid}/${stamp}`;
}

/** Parses the text; throws FeedFormatError when it is not an iCalendar file. */
function parseCalendar(text: string): IcalComponent {
  const trimmed = text.replace(/^\uFEFF/, '').trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(trimmed)) {
    throw new FeedFormatError('is not an iCalendar file (it does not start with BEGIN:VCALENDAR)');
  }
  let parsed: unknown;
  try {
    parsed = ICAL.parse(trimmed);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'unreadable';
    throw new FeedFormatError(`could not be read as iCalendar (${reason})`);
  }
  const calendar = new ICAL.Component(Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed : []);
  if (calendar.name !== 'vcalendar') throw new FeedFormatError('holds no VCALENDAR');
  return calendar;
}

/**
 * The feed's occurrences that have not ended at `now` and start within the horizon, soonest first. A
 * VEVENT without a UID or a start is skipped (the guide could not follow it from one import to the next).
 */
export function readFeed(text: string, options: FeedReadOptions): FeedOccurrence[] {
  const calendar = parseCalendar(text);
  const until = new Date(options.now.getTime() + options.horizonDays * DAY_MS);
  const series = new Map<string, IcalEvent>();
  const changedDates: IcalEvent[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    let event: IcalEvent;
    try {
      event = new ICAL.Event(component);
    } catch {
      continue;
    }
    const uid = cleanLine(event.uid, 500);
    if (!uid || !component.getFirstProperty('dtstart')) continue;
    if (event.isRecurrenceException()) changedDates.push(event);
    else series.set(uid, event);
  }
  for (const changed of changedDates) {
    const parent = series.get(cleanLine(changed.uid, 500)!);
    if (parent) parent.relateException(changed);
  }

  const found: FeedOccurrence[] = [];
  for (const [uid, event] of series) {
    try {
      if (!event.isRecurring()) {
        const occurrence = occurrenceOf(event, uid, event.startDate, event.endDate ?? null, event);
        if (inWindow(occurrence, options.now, until)) found.push(occurrence);
        continue;
      }
      const dates = event.iterator();
      for (let step = 0; step < MAX_RULE_STEPS; step++) {
        const next = dates.next();
        if (!next) break;
        const details = event.getOccurrenceDetails(next);
        const occurrence = occurrenceOf(
          details.item,
          occurrenceUid(uid, details.recurrenceId),
          details.startDate,
          details.endDate ?? null,
          event,
        );
        // A rule's own dates come in order; a moved date may come later than the horizon, so look on a little.
        const ruleStart = next.isDate ? dayStart(next) : instantOf(next, tzidOf(event.component, 'dtstart'));
        if (ruleStart.getTime() > until.getTime() + 366 * DAY_MS) break;
        if (inWindow(occurrence, options.now, until)) found.push(occurrence);
      }
    } catch {
      // One event ical.js cannot expand (a broken rule) does not cost the feed its other events.
      continue;
    }
  }
  // A moved date of a series the feed does not hold is an event of its own.
  for (const changed of changedDates) {
    const uid = cleanLine(changed.uid, 500)!;
    if (series.has(uid)) continue;
    try {
      const occurrence = occurrenceOf(
        changed,
        occurrenceUid(uid, changed.recurrenceId),
        changed.startDate,
        changed.endDate ?? null,
        changed,
      );
      if (inWindow(occurrence, options.now, until)) found.push(occurrence);
    } catch {
      continue;
    }
  }
  // A UID given twice (a feed's mistake) counts once: the last one read.
  const unique = [...new Map(found.map((occurrence) => [occurrence.uid, occurrence])).values()];
  unique.sort((a, b) => a.startTime.getTime() - b.startTime.getTime() || (a.uid < b.uid ? -1 : 1));
  return unique.slice(0, options.maxOccurrences ?? DEFAULT_MAX_OCCURRENCES);
}
