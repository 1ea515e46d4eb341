/**
 * How the event page reads (pure, unit-tested): the event's id from the address, its date and times in
 * Paphos time, how long it lasts, whether it has ended and what getting in costs (directions to the venue:
 * common/venue.ts).
 */
import { formatTimeOfDay } from '../../../common/dates';
import type { Translate } from '../../../common/i18n';
import { translatedWeekdayDate } from '../../../common/translated-dates';
import type { MessageId } from '../../lib/i18n';

/** The page's words, in its language (lib/i18n.tsx). */
type T = Translate<MessageId>;

const MINUTE_MS = 60_000;

/** The /events/{id} parameter as an event id: a positive whole number in digits, else null (not found). */
export function eventIdFromParam(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** How long the event lasts, in words: '45 minutes', '5 hours', '2 hours 30 minutes', '1 day 2 hours'. */
export function eventDuration(t: T, startTime: string | Date, endTime: string | Date | null): string | null {
  if (endTime === null) return null;
  const minutes = Math.round((new Date(endTime).getTime() - new Date(startTime).getTime()) / MINUTE_MS);
  if (minutes <= 0) return null;
  const parts = [
    ['events.duration.days', Math.floor(minutes / 1440)],
    ['events.duration.hours', Math.floor((minutes % 1440) / 60)],
    ['events.duration.minutes', minutes % 60],
  ] as const;
  return parts
    .filter(([, count]) => count > 0)
    .map(([id, count]) => t(id, { count }))
    .join(' ');
}

export interface EventTiming {
  /** The day it starts: 'Saturday 7 March 2026'. */
  date: string;
  /**
   * '08:00 – 13:00', 'From 19:30', or '22:00 – Sunday 8 March 2026, 02:00' when it ends on a later day;
   * 'Time to be confirmed' when no source gives the time.
   */
  time: string;
  /** '5 hours'; null without an end time. */
  duration: string | null;
}

/** When the event is, as its page says it, in Paphos time. */
export function eventTiming(
  t: T,
  event: {
    startTime: string | Date;
    endTime: string | Date | null;
    timeToBeConfirmed?: boolean;
  },
): EventTiming {
  const date = translatedWeekdayDate(t, event.startTime);
  if (event.timeToBeConfirmed) return { date, time: t('events.timeToBeConfirmed'), duration: null };
  const start = formatTimeOfDay(event.startTime);
  if (event.endTime === null) return { date, time: t('events.fromTime', { time: start }), duration: null };
  const endDay = translatedWeekdayDate(t, event.endTime);
  const end = formatTimeOfDay(event.endTime);
  return {
    date,
    time: endDay === date ? `${start} – ${end}` : `${start} – ${endDay}, ${end}`,
    duration: eventDuration(t, event.startTime, event.endTime),
  };
}

/** Whether the event is over: it has ended, or it has started and has no end time (as the upcoming list has it). */
export function eventHasEnded(
  event: { startTime: string | Date; endTime: string | Date | null },
  now: Date = new Date(),
): boolean {
  return new Date(event.endTime ?? event.startTime).getTime() <= now.getTime();
}

/** What getting in costs, where the page has no ticket link to say it: 'Free entry' or 'Paid entry'. */
export function admissionText(t: T, event: { isFree: boolean }): string {
  return t(event.isFree ? 'events.freeEntry' : 'events.paidEntry');
}
