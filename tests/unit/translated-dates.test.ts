import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import { formatShortDate } from '../../src/common/dates';
import type { Language } from '../../src/common/languages';
import {
  translatedShortDate,
  translatedTileParts,
  translatedWeekdayDate,
} from '../../src/common/translated-dates';

const messagesOf = (language: Language) => catalogueMessages(language).t;

const DAY_MS = 86_400_000;

describe('dates in the page’s language, from the catalogues', () => {
  // The weekday date in English is checked against Intl in tests/unit/dates.test.ts.
  it('writes in English exactly what dates.ts writes, every day of 2026 and 2027', () => {
    const en = messagesOf('en');
    for (let time = Date.UTC(2026, 0, 1, 10); time < Date.UTC(2028, 0, 1); time += DAY_MS) {
      const at = new Date(time);
      expect(translatedShortDate(en, at)).toBe(formatShortDate(at));
    }
  });

  it('names months and weekdays as each language writes them in a date, on the Paphos day', () => {
    // 23:30 UTC on 6 March is 01:30 on Saturday 7 March in Paphos.
    const at = '2026-03-06T23:30:00Z';
    expect(translatedWeekdayDate(messagesOf('el'), at)).toBe('Σάββατο 7 Μαρτίου 2026');
    expect(translatedWeekdayDate(messagesOf('de'), at)).toBe('Samstag, 7. März 2026');
    expect(translatedWeekdayDate(messagesOf('ru'), at)).toBe('Суббота, 7 марта 2026 г.');
    expect(translatedWeekdayDate(messagesOf('he'), at)).toBe('שבת, 7 במרץ 2026');
    expect(translatedShortDate(messagesOf('ru'), '2026-09-05T12:00:00Z')).toBe('5 сент. 2026 г.');
    expect(translatedShortDate(messagesOf('de'), '2026-09-05T12:00:00Z')).toBe('5. Sept. 2026');
    expect(translatedTileParts(messagesOf('el'), '2026-05-05T12:00:00Z')).toEqual({ day: '5', month: 'Μαΐ' });
  });
});
