/**
 * How the What's On page (/events) reads (pure, unit-tested): its filters from the address and back, the
 * API query they make, the heading of the chosen dates, and the agenda: the events grouped by their day in
 * Paphos, an event already under way listed on the first day shown.
 */
import { formatTimeOfDay } from '../../../common/dates';
import type { Translate } from '../../../common/i18n';
import type { EventItem } from '../../../common/schemas/events';
import { translatedShortDate, translatedWeekdayDate } from '../../../common/translated-dates';
import {
  dayOf,
  WHEN_PRESETS,
  whenFilterFromParams,
  type WhenFilter,
  type WhenPreset,
} from '../../../common/whats-on-range';
import type { QueryParams } from '../../lib/api-client';
import type { MessageId } from '../../lib/i18n';

/** The page's words, in its language (lib/i18n.tsx). */
type T = Translate<MessageId>;

export type WhatsOnView = 'agenda' | 'cards';

export interface WhatsOnState {
  filter: WhenFilter;
  category: string | null;
  view: WhatsOnView;
}

/** The page's state from its address: ?when= or ?from=&to=, ?category=, ?view=cards. */
export function whatsOnStateFromSearch(search: URLSearchParams): WhatsOnState {
  const category = search.get('category')?.trim() || null;
  return {
    filter: whenFilterFromParams({
      when: search.get('when'),
      from: search.get('from'),
      to: search.get('to'),
    }),
    category: category && category.length <= 100 ? category : null,
    view: search.get('view') === 'cards' ? 'cards' : 'agenda',
  };
}

/** The address's query for a state; the defaults (every upcoming event, agenda) are left out. */
export function whatsOnSearch(state: WhatsOnState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.filter.kind === 'preset') search.set('when', state.filter.when);
  if (state.filter.kind === 'days') {
    search.set('from', state.filter.from);
    search.set('to', state.filter.to);
  }
  if (state.category) search.set('category', state.category);
  if (state.view === 'cards') search.set('view', 'cards');
  return search;
}

/** The query of GET /api/events for the filters (the view is the page's own). */
export function whatsOnApiParams(state: Pick<WhatsOnState, 'filter' | 'category'>): QueryParams {
  const { filter, category } = state;
  return {
    ...(filter.kind === 'preset' ? { when: filter.when } : {}),
    ...(filter.kind === 'days' ? { from: filter.from, to: filter.to } : {}),
    ...(category ? { category } : {}),
  };
}

/** A preset's name, on its button and as the heading of its events: 'This weekend'. */
const WHEN_MESSAGES: Record<'all' | WhenPreset, MessageId> = {
  all: 'events.when.all',
  today: 'events.when.today',
  weekend: 'events.when.weekend',
  week: 'events.when.week',
  month: 'events.when.month',
};

/** The filter buttons, in order: every upcoming event first. */
export function whenChoices(t: T): Array<{ value: 'all' | WhenPreset; label: string }> {
  return (['all', ...WHEN_PRESETS] as const).map((value) => ({ value, label: t(WHEN_MESSAGES[value]) }));
}

const dayText = (t: T, day: string) => translatedShortDate(t, `${day}T12:00:00Z`);

/** What the chosen dates are called: 'This weekend', '1 Dec 2026 to 24 Dec 2026', 'All upcoming events'. */
export function whenHeading(t: T, filter: WhenFilter): string {
  if (filter.kind === 'preset') return t(WHEN_MESSAGES[filter.when]);
  if (filter.kind === 'days') {
    return filter.from === filter.to
      ? dayText(t, filter.from)
      : t('events.heading.range', { from: dayText(t, filter.from), to: dayText(t, filter.to) });
  }
  return t('events.heading.all');
}

/** '1 event', '12 events'. */
export function eventsFoundText(t: T, count: number): string {
  return t('events.found', { count });
}

/** The line under an event in the agenda: '19:30', '19:30 to 22:00', or 'Time to be confirmed'. */
export function agendaTime(
  t: T,
  event: Pick<EventItem, 'startTime' | 'endTime' | 'timeToBeConfirmed'>,
): string {
  if (event.timeToBeConfirmed) return t('events.timeToBeConfirmed');
  const start = formatTimeOfDay(event.startTime);
  if (!event.endTime) return start;
  const sameDay = dayOf(new Date(event.startTime)) === dayOf(new Date(event.endTime));
  return sameDay
    ? t('events.agenda.until', { start, end: formatTimeOfDay(event.endTime) })
    : t('events.agenda.untilDay', {
        start,
        endDate: translatedShortDate(t, event.endTime),
        endTime: formatTimeOfDay(event.endTime),
      });
}

export interface AgendaDay<E> {
  /** '2026-11-28' */
  day: string;
  /** 'Saturday 28 November 2026' */
  label: string;
  events: E[];
}

/**
 * The events by Paphos day, in order; one that started before the first day shown (`from`) is listed on
 * that day, as it is still on. The events come soonest first.
 */
export function agendaDays<E extends Pick<EventItem, 'startTime'>>(
  t: T,
  events: readonly E[],
  from: string | Date,
): AgendaDay<E>[] {
  const firstDay = dayOf(new Date(from));
  const days = new Map<string, AgendaDay<E>>();
  for (const event of events) {
    const startDay = dayOf(new Date(event.startTime));
    const day = startDay < firstDay ? firstDay : startDay;
    let group = days.get(day);
    if (!group) {
      group = { day, label: translatedWeekdayDate(t, `${day}T12:00:00Z`), events: [] };
      days.set(day, group);
    }
    group.events.push(event);
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
