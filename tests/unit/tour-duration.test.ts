import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { Language } from '../../src/common/languages';
import { parseTourDuration, translatedTourDuration } from '../../src/common/tour-duration';
import { formatDuration } from '../../src/server/providers/tours/viator-mapping';

const t = (language: Language) => catalogueMessages(language).t;
const [en, el, de, ru, he] = [t('en'), t('el'), t('de'), t('ru'), t('he')];

/** Durations as Viator gives them, in minutes. */
const FIXED = [30, 45, 60, 90, 120, 150, 180, 240, 300, 480, 1440, 2880, 1500];
const VARIABLE: Array<[number, number]> = [
  [120, 180],
  [60, 120],
  [90, 120],
  [30, 60],
  [1440, 2880],
];

describe('a tour’s duration in the page’s language', () => {
  it("words in English exactly what the tours' answer says, for every kind the server writes", () => {
    const written = [
      ...FIXED.map((minutes) => formatDuration({ fixedDurationInMinutes: minutes })),
      ...VARIABLE.map(([from, to]) =>
        formatDuration({ variableDurationFromMinutes: from, variableDurationToMinutes: to }),
      ),
      // The bundled samples.
      ...(
        JSON.parse(readFileSync('src/server/db/seed/data/tours.json', 'utf8')) as Array<{ duration: string }>
      ).map((tour) => tour.duration),
    ];
    for (const text of written) expect(translatedTourDuration(en, text!), text!).toBe(text);
  });

  it('counts in each language’s plurals: Russian has three forms, Hebrew a dual', () => {
    expect(
      ['1 hour', '3 hours', '5 hours', '21 hours'].map((text) => translatedTourDuration(ru, text)),
    ).toEqual(['1 час', '3 часа', '5 часов', '21 час']);
    expect(
      ['1 hour', '2 hours', '8 hours', '1 day', '2 days'].map((text) => translatedTourDuration(he, text)),
    ).toEqual(['שעה אחת', 'שעתיים', '8 שעות', 'יום אחד', 'יומיים']);
    expect(
      ['1 day', '4 hours', '45 minutes', '2.5 hours'].map((text) => translatedTourDuration(el, text)),
    ).toEqual(['1 ημέρα', '4 ώρες', '45 λεπτά', '2,5 ώρες']);
    expect(translatedTourDuration(ru, '1.5 hours')).toBe('1,5 часа');
    expect(['1 day', '3 days', '1 hour 30 minutes'].map((text) => translatedTourDuration(de, text))).toEqual([
      '1 Tag',
      '3 Tage',
      '1 Stunde 30 Minuten',
    ]);
  });

  it('words ranges, Russian in the genitive after от and до', () => {
    expect(translatedTourDuration(ru, '2 to 3 hours')).toBe('2–3 часа');
    expect(translatedTourDuration(ru, '3 to 5 hours')).toBe('3–5 часов');
    expect(translatedTourDuration(ru, '1 hour 30 minutes to 2 hours')).toBe('от 1 часа 30 минут до 2 часов');
    expect(translatedTourDuration(de, '1 day to 2 days')).toBe('von 1 Tag bis 2 Tagen');
    expect(translatedTourDuration(el, '2 to 3 hours')).toBe('2 έως 3 ώρες');
    expect(translatedTourDuration(he, '30 minutes to 1 hour')).toBe('30 דקות עד שעה אחת');
  });

  it("leaves a supplier's own words unread, to be shown as written", () => {
    for (const text of [
      'Flexible',
      'About 3 hours',
      '2 hour',
      '0 minutes',
      '3 to 2 hours',
      '90 minutes to',
    ]) {
      expect(parseTourDuration(text), text).toBeNull();
    }
  });
});
