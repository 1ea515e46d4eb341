/**
 * How the What's On page (/events) reads (pure, unit-tested): its filters from the address and back, the
 * API query they make, the heading of the chosen dates, and the agenda: the events grouped by their day in
 * Paphos, an event already under way listed on the first day shown.
 */
import { formatShortDate, formatTimeOfDay, formatWeekdayDate } from '../../../common/dates';
import type { EventItem } from '../../../common/schemas/events';
import {
  dayOf,
  WHEN_LABELS,
  whenFilterFromParams,
  type WhenFilter,
  type WhenPreset,
} from '../../../common/whats-on-range';
import type { QueryParams } from '../../lib/api-client';

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

/** The filter buttons, in order: every upcoming event first. */
export const WHEN_CHOICES: ReadonlyArray<{ value: 'all' | WhenPreset; label: string }> = [
  { value: 'all', label: 'All upcoming' },
  ...(Object.entries(WHEN_LABELS) as Array<[WhenPreset, string]>).map(([value, label]) => ({ value, label })),
];

const dayText = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** What the chosen dates are called: 'This weekend', '1 Dec 2026 to 24 Dec 2026', 'All upcoming events'. */
export function whenHeading(filter: WhenFilter): string {
  if (filter.kind === 'preset') return WHEN_LABELS[filter.when];
  if (filter.kind === 'days') {
    return filter.from === filter.to
      ? dayText(filter.from)
      : `${dayText(filter.from)} to ${dayText(filter.to)}`;
  }
  return 'All upcoming events';
}

/** '1 event', '12 events'. */
export function eventsFoundText(count: number): string {
  return `${count} ${count === 1 ? 'event' : 'events'}`;
}

/** The line under an event in the agenda: '19:30', '19:30 to 22:00', or 'Time to be confirmed'. */
export function agendaTime(event: Pick<EventItem, 'startTime' | 'endTime' | 'timeToBeConfirmed'>): string {
  if (event.timeToBeConfirmed) return 'Time to be confirmed';
  const start = formatTimeOfDay(event.startTime);
  if (!event.endTime) return start;
  const sameDay = dayOf(new Date(event.startTime)) === dayOf(new Date(event.endTime));
  return sameDay
    ? `${start} to ${formatTimeOfDay(event.endTime)}`
    : `${start} to ${formatShortDate(event.endTime)}, ${formatTimeOfDay(event.endTime)}`;
}

export interface AgendaDay<T> {
  /** '2026-11-28' */
  day: string;
  /** 'Saturday 28 November 2026' */
  label: string;
  events: T[];
}

/**
 * The events by Paphos day, in order; one that started before the first day shown (`from`) is listed on
 * that day, as it is still on. The events come soonest first.
 */
export function agendaDays<T extends Pick<EventItem, 'startTime'>>(
  events: readonly T[],
  from: string | Date,
): AgendaDay<T>[] {
  const firstDay = dayOf(new Date(from));
  const days = new Map<string, AgendaDay<T>>();
  for (const event of events) {
    const startDay = dayOf(new Date(event.startTime));
    const day = startDay < firstDay ? firstDay : startDay;
    let group = days.get(day);
    if (!group) {
      group = { day, label: formatWeekdayDate(`${day}T12:00:00Z`), events: [] };
      days.set(day, group);
    }
    group.events.push(event);
  }
  return [...days.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}
