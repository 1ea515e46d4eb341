import { venueDirectionsUrl, venueText } from '../../src/common/venue';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import { eventDescription, eventMeta } from '../../src/common/page-meta';
import { formatTimeOfDay } from '../../src/common/dates';
import { translatedWeekdayDate } from '../../src/common/translated-dates';
import {
  admissionText,
  eventDuration,
  eventHasEnded,
  eventIdFromParam,
  eventTiming,
} from '../../src/web/features/events/event-page';

/** The English messages, as the page reads them (src/web/i18n/en.json). */
const { t } = catalogueMessages('en');

// Paphos is UTC+2 in winter and UTC+3 from the last Sunday of March to the last Sunday of October.
describe('translatedWeekdayDate (in English) and formatTimeOfDay', () => {
  it('write the weekday, day, month and year, and the 24-hour time, in Paphos winter time', () => {
    expect(translatedWeekdayDate(t, '2026-03-07T06:00:00.000Z')).toBe('Saturday 7 March 2026');
    expect(formatTimeOfDay('2026-03-07T06:00:00.000Z')).toBe('08:00');
  });

  it('use Paphos summer time (UTC+3)', () => {
    expect(translatedWeekdayDate(t, new Date('2026-07-04T09:30:00Z'))).toBe('Saturday 4 July 2026');
    expect(formatTimeOfDay(new Date('2026-07-04T09:30:00Z'))).toBe('12:30');
  });

  it('give the Paphos calendar day, not the UTC one, just after midnight in Paphos', () => {
    expect(translatedWeekdayDate(t, '2026-01-05T22:30:00Z')).toBe('Tuesday 6 January 2026');
    expect(formatTimeOfDay('2026-01-05T22:30:00Z')).toBe('00:30');
  });
});

describe('eventDuration', () => {
  it.each([
    ['2026-07-04T09:00:00Z', '2026-07-04T09:45:00Z', '45 minutes'],
    ['2026-07-04T05:00:00Z', '2026-07-04T10:00:00Z', '5 hours'],
    ['2026-07-04T05:00:00Z', '2026-07-04T06:00:00Z', '1 hour'],
    ['2026-07-04T05:00:00Z', '2026-07-04T07:30:00Z', '2 hours 30 minutes'],
    ['2026-07-04T05:00:00Z', '2026-07-05T07:00:00Z', '1 day 2 hours'],
    ['2026-07-04T05:00:00Z', '2026-07-07T05:00:00Z', '3 days'],
  ])('from %s to %s is %s', (start, end, expected) => {
    expect(eventDuration(t, start, end)).toBe(expected);
  });

  it('is null without an end time, or with an end that is not after the start', () => {
    expect(eventDuration(t, '2026-07-04T05:00:00Z', null)).toBeNull();
    expect(eventDuration(t, '2026-07-04T05:00:00Z', '2026-07-04T05:00:00Z')).toBeNull();
    expect(eventDuration(t, '2026-07-04T05:00:00Z', '2026-07-04T04:00:00Z')).toBeNull();
  });
});

describe('eventTiming', () => {
  it('gives the day, the start and end times and the duration of an event within one day', () => {
    expect(
      eventTiming(t, { startTime: '2026-03-07T06:00:00.000Z', endTime: '2026-03-07T11:00:00.000Z' }),
    ).toEqual({ date: 'Saturday 7 March 2026', time: '08:00 – 13:00', duration: '5 hours' });
  });

  it('names the day it ends when that is a later day in Paphos', () => {
    expect(eventTiming(t, { startTime: '2026-07-04T19:00:00Z', endTime: '2026-07-04T23:00:00Z' })).toEqual({
      date: 'Saturday 4 July 2026',
      time: '22:00 – Sunday 5 July 2026, 02:00',
      duration: '4 hours',
    });
  });

  it("says 'From' the start time when the event has no end time", () => {
    expect(eventTiming(t, { startTime: '2026-01-06T08:00:00Z', endTime: null })).toEqual({
      date: 'Tuesday 6 January 2026',
      time: 'From 10:00',
      duration: null,
    });
  });

  it('gives the day alone when no source gives the time, never the stored midnight', () => {
    expect(
      eventTiming(t, {
        startTime: '2026-01-05T22:00:00Z',
        endTime: '2026-01-06T22:00:00Z',
        timeToBeConfirmed: true,
      }),
    ).toEqual({ date: 'Tuesday 6 January 2026', time: 'Time to be confirmed', duration: null });
  });
});

describe('eventHasEnded', () => {
  const now = new Date('2026-07-04T12:00:00Z');

  it('is true once the end time has passed, and false while the event is under way', () => {
    expect(eventHasEnded({ startTime: '2026-07-04T08:00:00Z', endTime: '2026-07-04T11:59:00Z' }, now)).toBe(
      true,
    );
    expect(eventHasEnded({ startTime: '2026-07-04T08:00:00Z', endTime: '2026-07-04T13:00:00Z' }, now)).toBe(
      false,
    );
  });

  it('treats an event without an end time as over once it has started, as the upcoming list does', () => {
    expect(eventHasEnded({ startTime: '2026-07-04T11:00:00Z', endTime: null }, now)).toBe(true);
    expect(eventHasEnded({ startTime: '2026-07-05T11:00:00Z', endTime: null }, now)).toBe(false);
  });
});

describe('eventIdFromParam', () => {
  it('reads a positive whole number', () => {
    expect(eventIdFromParam('12')).toBe(12);
    expect(eventIdFromParam('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', 'abc', '1.5', '0', '-3', '1e3', ' 7', '2147483648', '99999999999'])(
    'gives null (no such event) for %j',
    (param) => {
      expect(eventIdFromParam(param)).toBeNull();
    },
  );
});

describe('venueText', () => {
  it('joins the venue name and address', () => {
    expect(venueText('Paphos Zoo', 'Agios Georgios area, Peyia, Paphos District')).toBe(
      'Paphos Zoo, Agios Georgios area, Peyia, Paphos District',
    );
  });

  it('leaves out the name when the address already starts with it', () => {
    expect(venueText('Kennedy Square', 'Kennedy Square, Ktima, Paphos')).toBe(
      'Kennedy Square, Ktima, Paphos',
    );
  });

  it('uses whichever of the two is known, and is null for neither', () => {
    expect(venueText('Kato Paphos harbour', null)).toBe('Kato Paphos harbour');
    expect(venueText(null, 'Poseidonos Avenue, Kato Paphos')).toBe('Poseidonos Avenue, Kato Paphos');
    expect(venueText(null, null)).toBeNull();
    expect(venueText('  ', '')).toBeNull();
  });
});

describe('venueDirectionsUrl', () => {
  it('asks Google Maps for directions to the venue by name and address, in Cyprus', () => {
    expect(venueDirectionsUrl('Paphos Municipal Market', 'Agoras Street, Ktima, Paphos')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' +
        'Paphos%20Municipal%20Market%2C%20Agoras%20Street%2C%20Ktima%2C%20Paphos%2C%20Cyprus',
    );
  });

  it('does not add Cyprus twice', () => {
    expect(venueDirectionsUrl('Tomb of the Kings', 'Tombs of the Kings Road, Paphos, Cyprus')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=' +
        encodeURIComponent('Tomb of the Kings, Tombs of the Kings Road, Paphos, Cyprus'),
    );
  });

  it('is null for an event that names no venue', () => {
    expect(venueDirectionsUrl(null, null)).toBeNull();
  });
});

describe('admissionText', () => {
  it("says 'Free entry' for a free event and 'Paid entry' otherwise", () => {
    expect(admissionText(t, { isFree: true })).toBe('Free entry');
    expect(admissionText(t, { isFree: false })).toBe('Paid entry');
  });
});

describe('eventMeta', () => {
  it("titles the page with the event's name and describes it with its own text, cut at 155 characters", () => {
    const description = `${'A long evening of music by the harbour. '.repeat(6)}End.`;
    const meta = eventMeta({ name: 'Harbour concert', description, venueName: 'Kato Paphos harbour' });
    expect(meta.title).toBe('Harbour concert | Paphos Guide');
    expect(meta.description.length).toBeLessThanOrEqual(155);
    expect(meta.description.endsWith('…')).toBe(true);
    expect(description.startsWith(meta.description.slice(0, -1))).toBe(true);
  });

  it('describes an event without text by its name and venue', () => {
    expect(
      eventDescription({ name: 'Harbour concert', description: null, venueName: 'Kato Paphos harbour' }),
    ).toBe('Harbour concert at Kato Paphos harbour, Paphos, Cyprus.');
    expect(eventDescription({ name: 'Harbour concert', description: null, venueName: null })).toBe(
      'Harbour concert, Paphos, Cyprus.',
    );
  });
});
