import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import {
  agendaDays,
  agendaTime,
  eventsFoundText,
  whatsOnApiParams,
  whatsOnSearch,
  whatsOnStateFromSearch,
  whenHeading,
} from '../../src/web/features/events/whats-on-page';
import { feedLastImportText, feedPendingText } from '../../src/web/features/events/admin/feed-text';

/** The English messages, as the page reads them (src/web/i18n/en.json). */
const { t } = catalogueMessages('en');

const state = (query: string) => whatsOnStateFromSearch(new URLSearchParams(query));

describe('the What’s On page’s address', () => {
  it('reads a preset, a range, a category and the view', () => {
    expect(state('when=weekend&category=market&view=cards')).toEqual({
      filter: { kind: 'preset', when: 'weekend' },
      category: 'market',
      view: 'cards',
    });
    expect(state('from=2026-12-01&to=2026-12-24')).toEqual({
      filter: { kind: 'days', from: '2026-12-01', to: '2026-12-24' },
      category: null,
      view: 'agenda',
    });
  });

  it('reads anything it cannot use as the defaults', () => {
    expect(state('when=someday&from=2026-12-24&to=2026-12-01&view=map&category=')).toEqual({
      filter: { kind: 'all' },
      category: null,
      view: 'agenda',
    });
  });

  it('writes the state back, leaving the defaults out, and asks the API for the filters only', () => {
    expect(whatsOnSearch(state('when=month&view=cards&category=music')).toString()).toBe(
      'when=month&category=music&view=cards',
    );
    expect(whatsOnSearch(state('')).toString()).toBe('');
    expect(whatsOnApiParams(state('from=2026-12-01&to=2026-12-24&view=cards'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-24',
    });
    expect(whatsOnApiParams(state('when=today&category=food'))).toEqual({ when: 'today', category: 'food' });
    expect(whatsOnApiParams(state(''))).toEqual({});
  });
});

describe('headings and times', () => {
  it('names the chosen dates', () => {
    expect(whenHeading(t, { kind: 'preset', when: 'weekend' })).toBe('This weekend');
    expect(whenHeading(t, { kind: 'days', from: '2026-12-01', to: '2026-12-24' })).toBe(
      '1 Dec 2026 to 24 Dec 2026',
    );
    expect(whenHeading(t, { kind: 'days', from: '2026-12-05', to: '2026-12-05' })).toBe('5 Dec 2026');
    expect(whenHeading(t, { kind: 'all' })).toBe('All upcoming events');
  });

  it('counts events', () => {
    expect(eventsFoundText(t, 0)).toBe('0 events');
    expect(eventsFoundText(t, 1)).toBe('1 event');
    expect(eventsFoundText(t, 12)).toBe('12 events');
  });

  it('gives an event’s time in Paphos, its end, or that it is to be confirmed', () => {
    const start = '2026-12-10T17:30:00Z';
    expect(agendaTime(t, { startTime: start, endTime: null, timeToBeConfirmed: false })).toBe('19:30');
    expect(
      agendaTime(t, { startTime: start, endTime: '2026-12-10T20:00:00Z', timeToBeConfirmed: false }),
    ).toBe('19:30 to 22:00');
    expect(
      agendaTime(t, { startTime: start, endTime: '2026-12-11T01:00:00Z', timeToBeConfirmed: false }),
    ).toBe('19:30 to 11 Dec 2026, 03:00');
    expect(agendaTime(t, { startTime: start, endTime: null, timeToBeConfirmed: true })).toBe(
      'Time to be confirmed',
    );
  });
});

describe('agendaDays', () => {
  it('groups by the Paphos day, an event already on listed on the first day shown', () => {
    const events = [
      { name: 'under way since yesterday', startTime: '2026-11-26T08:00:00Z' },
      // 00:30 on Saturday in Paphos, still Friday in UTC.
      { name: 'after midnight', startTime: '2026-11-27T22:30:00Z' },
      { name: 'Friday evening', startTime: '2026-11-27T18:00:00Z' },
    ];
    const days = agendaDays(t, events, '2026-11-27T08:00:00Z');
    expect(days.map((day) => [day.label, day.events.map((event) => event.name)])).toEqual([
      ['Friday 27 November 2026', ['under way since yesterday', 'Friday evening']],
      ['Saturday 28 November 2026', ['after midnight']],
    ]);
  });
});

describe('the calendar feeds panel’s words', () => {
  it('says how the last import went', () => {
    expect(feedLastImportText({ lastImport: null })).toBe('Not imported yet');
    const at = '2026-11-27T04:30:00Z';
    expect(
      feedLastImportText({
        lastImport: { status: 'success', at, added: 3, updated: 1, cancelled: 0, errorMessage: null },
      }),
    ).toBe('Imported 27 Nov 2026, 06:30: 3 new, 1 updated, 0 cancelled');
    expect(
      feedLastImportText({
        lastImport: {
          status: 'failed',
          at,
          added: 0,
          updated: 0,
          cancelled: 0,
          errorMessage: 'The feed "Town" answered 404',
        },
      }),
    ).toBe('Import failed 27 Nov 2026, 06:30: The feed "Town" answered 404');
  });

  it('counts the events waiting for review', () => {
    expect(feedPendingText(0)).toBe('None waiting for review');
    expect(feedPendingText(1)).toBe('1 event waiting for review');
    expect(feedPendingText(4)).toBe('4 events waiting for review');
  });
});
