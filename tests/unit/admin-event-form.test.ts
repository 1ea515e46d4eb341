import { describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../src/common/schemas/events';
import {
  eventsShownText,
  formFieldOf,
  formValuesOf,
  sourcesFromText,
  whenFor,
} from '../../src/web/features/events/admin/event-form-values';

const market: AdminEvent = {
  id: 4,
  name: 'Saturday market',
  description: null,
  startTime: '2026-11-28T06:00:00.000Z',
  endTime: '2026-11-28T11:00:00.000Z',
  venueName: 'Paphos Municipal Market',
  venueAddress: null,
  imageUrl: null,
  ticketUrl: null,
  isFree: true,
  timeToBeConfirmed: false,
  category: 'market',
  status: 'published',
  when: { kind: 'weekly', weekday: 6, months: [] },
  startsAt: '08:00',
  endsAt: '13:00',
  placeId: null,
  sources: ['https://www.pafos.org.cy/'],
  feedName: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

describe('formValuesOf', () => {
  it("fills the edit form with the event's values, blanks for what it lacks", () => {
    expect(formValuesOf(market)).toEqual({
      name: 'Saturday market',
      description: '',
      when: { kind: 'weekly', weekday: 6, months: [] },
      timeToBeConfirmed: false,
      startsAt: '08:00',
      endsAt: '13:00',
      placeId: null,
      venueName: 'Paphos Municipal Market',
      venueAddress: '',
      isFree: true,
      ticketUrl: '',
      category: 'market',
      imageUrl: '',
      sources: ['https://www.pafos.org.cy/'],
    });
  });

  it('gives a one-off event of one day a blank last day', () => {
    const once = formValuesOf({ ...market, when: { kind: 'once', startDate: '2026-12-05', endDate: null } });
    expect(once.when).toEqual({ kind: 'once', startDate: '2026-12-05', endDate: '' });
  });
});

describe('whenFor', () => {
  it('starts each choice of How often from a sensible day', () => {
    expect(whenFor('once', '2026-11-27')).toEqual({ kind: 'once', startDate: '2026-11-27', endDate: '' });
    expect(whenFor('monthly', '2026-11-27')).toEqual({ kind: 'monthly', week: 1, weekday: 0, months: [] });
    expect(whenFor('annual', '2026-01-31')).toEqual({ kind: 'annual', month: 1, day: 28 });
  });
});

describe('the sources box and refusals', () => {
  it('reads one source a line, leaving blank lines out', () => {
    expect(sourcesFromText(' https://a.example \n\n  Paphos Municipality leaflet\n')).toEqual([
      'https://a.example',
      'Paphos Municipality leaflet',
    ]);
  });

  it('shows a refused source line on the sources box, and any other field on its own', () => {
    expect(formFieldOf('sources.1')).toBe('sources');
    expect(formFieldOf('when.weekday')).toBe('when.weekday');
  });
});

describe('eventsShownText', () => {
  it('says which events of how many the page shows', () => {
    expect(eventsShownText(20, 14, 34)).toBe('Showing 21 to 34 of 34 events');
    expect(eventsShownText(0, 1, 1)).toBe('Showing 1 to 1 of 1 event');
    expect(eventsShownText(0, 0, 0)).toBe('Showing 0 of 0 events');
  });
});
