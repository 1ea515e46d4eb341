/**
 * The event form's values (pure, unit-tested): a new event's, an event's own for editing, the `when` each
 * 'How often' choice starts from, and which form field a server's refusal is about.
 */
import type { DefaultValues } from 'react-hook-form';
import type { AdminEvent, AdminEventBody, EventWhenInput } from '../../../../common/schemas/events';

export type EventFormValues = AdminEventBody;

/** What a 'How often' choice starts from: today's date for a one-off, Saturdays, the first Sunday... */
export function whenFor(kind: EventWhenInput['kind'], today: string): EventWhenInput {
  switch (kind) {
    case 'once':
      return { kind, startDate: today, endDate: '' };
    case 'weekly':
      return { kind, weekday: 6, months: [] };
    case 'monthly':
      return { kind, week: 1, weekday: 0, months: [] };
    case 'annual':
      return { kind, month: Number(today.slice(5, 7)), day: Math.min(Number(today.slice(8, 10)), 28) };
    case 'orthodox-easter':
      return { kind, daysAfterEaster: 0 };
  }
}

/** A new event: once, on no date yet, with a time to give, free entry. */
export const NEW_EVENT: DefaultValues<EventFormValues> = {
  name: '',
  description: '',
  when: { kind: 'once', startDate: '', endDate: '' },
  timeToBeConfirmed: false,
  startsAt: '',
  endsAt: '',
  placeId: null,
  venueName: '',
  venueAddress: '',
  isFree: true,
  ticketUrl: '',
  category: undefined,
  imageUrl: '',
  sources: [],
};

/** An event's own values, for its edit form: blanks where it has none. */
export function formValuesOf(event: AdminEvent): EventFormValues {
  const when: EventWhenInput =
    event.when.kind === 'once' ? { ...event.when, endDate: event.when.endDate ?? '' } : event.when;
  return {
    name: event.name,
    description: event.description ?? '',
    when,
    timeToBeConfirmed: event.timeToBeConfirmed,
    startsAt: event.startsAt ?? '',
    endsAt: event.endsAt ?? '',
    placeId: event.placeId,
    venueName: event.venueName ?? '',
    venueAddress: event.venueAddress ?? '',
    isFree: event.isFree,
    ticketUrl: event.ticketUrl ?? '',
    category: event.category as EventFormValues['category'],
    imageUrl: event.imageUrl ?? '',
    sources: event.sources,
  };
}

/** The sources box: one source a line, blank lines left out. */
export const sourcesFromText = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form field a refused body field belongs to: 'sources.2' is the sources box's. */
export function formFieldOf(serverField: string): string {
  return serverField.startsWith('sources.') ? 'sources' : serverField;
}

/** 'Showing 21 to 34 of 34 events' for the page starting at `offset` (0-based). */
export function eventsShownText(offset: number, shown: number, total: number): string {
  if (total <= 0 || shown <= 0) return `Showing 0 of ${total} events`;
  return `Showing ${offset + 1} to ${offset + shown} of ${total} ${total === 1 ? 'event' : 'events'}`;
}
