import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { Language } from '../../src/common/languages';
import { nicosiaTime } from '../../src/common/nicosia-time';
import { isOpenNow, openingStatus, openingStatusText } from '../../src/common/opening-status';

/** A language's messages, as a page in it reads them. */
const translator = (language: Language) => catalogueMessages(language).t;
const english = translator('en');

/** Paphos wall-clock time in 2027; 3 Mar 2027 is a Wednesday, 6 Mar a Saturday. */
const at = (month: number, day: number, hour: number, minute = 0) =>
  nicosiaTime(2027, month, day, hour, minute);
const text = (hours: string, when: Date, t = english) =>
  openingStatusText(openingStatus(hours, when), when, t);

describe('openingStatusText', () => {
  it('says when an open place closes today', () => {
    expect(text('Mo-Su 10:00-22:00', at(3, 3, 12))).toBe('Open now · closes 22:00');
  });

  it('says a closing time after midnight as a time', () => {
    expect(text('Mo-Su 18:00-02:00', at(3, 3, 23, 30))).toBe('Open now · closes 02:00');
  });

  it('says when a closed place opens later today', () => {
    expect(text('Mo-Su 09:00-13:00,17:00-21:00', at(3, 3, 14))).toBe('Closed · opens at 17:00');
  });

  it('says tomorrow for an opening the next day', () => {
    expect(text('Mo-Fr 09:00-17:00', at(3, 3, 18))).toBe('Closed · opens tomorrow 09:00');
  });

  it('names the weekday for an opening later in the week', () => {
    expect(text('Mo-Fr 09:00-17:00', at(3, 6, 10))).toBe('Closed · opens Monday 09:00');
  });

  it('names the date for a seasonal opening', () => {
    expect(text('Apr-Oct 10:00-18:00; Nov-Mar off', at(1, 12, 12))).toBe('Closed · opens 1 Apr 10:00');
  });

  it('says Open 24 hours for 24/7', () => {
    expect(text('24/7', at(3, 3, 3))).toBe('Open 24 hours');
  });

  it('says only Open now when the place stays open all week', () => {
    expect(text('Apr 1-Nov 3 00:00-24:00', at(6, 10, 12))).toBe('Open now');
  });

  it('says Closed when the hours never open', () => {
    expect(text('off', at(3, 3, 12))).toBe('Closed');
  });

  it('keeps a public holiday closed (Green Monday 2027 is 15 March)', () => {
    expect(text('Mo-Fr 09:00-17:00; PH off', at(3, 15, 12))).toBe('Closed · opens tomorrow 09:00');
  });

  it('says it cannot read what is not opening_hours syntax', () => {
    expect(text('Mon-Sat 11am-8pm', at(3, 3, 12))).toBe(
      'Opening hours as the source writes them; we could not read them',
    );
  });

  it('follows the summer clock change (Paphos moves to UTC+3 on 28 March 2027)', () => {
    expect(text('Mo-Su 10:00-22:00', at(3, 28, 21, 59))).toBe('Open now · closes 22:00');
    expect(text('Mo-Su 10:00-22:00', at(3, 28, 22, 0))).toBe('Closed · opens tomorrow 10:00');
  });

  it("says each line in the page's language, with its weekday and month names", () => {
    const lines = (language: Language) => {
      const t = translator(language);
      return [
        text('Mo-Su 10:00-22:00', at(3, 3, 12), t),
        text('Mo-Su 09:00-13:00,17:00-21:00', at(3, 3, 14), t),
        text('Mo-Fr 09:00-17:00', at(3, 3, 18), t),
        text('Mo-Fr 09:00-17:00', at(3, 6, 10), t),
        text('Apr-Oct 10:00-18:00; Nov-Mar off', at(1, 12, 12), t),
        text('24/7', at(3, 3, 3), t),
        text('off', at(3, 3, 12), t),
      ];
    };
    expect(lines('el')).toEqual([
      'Ανοιχτό τώρα · κλείνει στις 22:00',
      'Κλειστό · ανοίγει στις 17:00',
      'Κλειστό · ανοίγει αύριο στις 09:00',
      'Κλειστό · ανοίγει Δευτέρα στις 09:00',
      'Κλειστό · ανοίγει 1 Απρ στις 10:00',
      'Ανοιχτό όλο το 24ωρο',
      'Κλειστό',
    ]);
    expect(lines('de')).toEqual([
      'Jetzt geöffnet · schließt um 22:00',
      'Geschlossen · öffnet um 17:00',
      'Geschlossen · öffnet morgen um 09:00',
      'Geschlossen · öffnet am Montag um 09:00',
      'Geschlossen · öffnet am 1. Apr. um 10:00',
      'Rund um die Uhr geöffnet',
      'Geschlossen',
    ]);
    expect(lines('ru')).toEqual([
      'Открыто · закроется в 22:00',
      'Закрыто · откроется в 17:00',
      'Закрыто · откроется завтра в 09:00',
      'Закрыто · Понедельник — открытие в 09:00',
      'Закрыто · 1 апр. — открытие в 10:00',
      'Открыто круглосуточно',
      'Закрыто',
    ]);
    expect(lines('he')).toEqual([
      'פתוח עכשיו · ייסגר ב-22:00',
      'סגור · ייפתח ב-17:00',
      'סגור · ייפתח מחר ב-09:00',
      'סגור · ייפתח ביום שני ב-09:00',
      'סגור · ייפתח ב-1 באפר׳ ב-10:00',
      'פתוח 24 שעות',
      'סגור',
    ]);
  });
});

describe('isOpenNow', () => {
  it('is true, false, or null for text it cannot read', () => {
    expect(isOpenNow('Mo-Fr 09:00-17:00', at(3, 3, 9))).toBe(true);
    expect(isOpenNow('Mo-Fr 09:00-17:00', at(3, 3, 17))).toBe(false);
    expect(isOpenNow('by appointment', at(3, 3, 12))).toBeNull();
  });
});
