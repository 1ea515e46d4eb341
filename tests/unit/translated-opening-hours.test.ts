import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../helpers/catalogue';
import type { Language } from '../../src/common/languages';
import { nicosiaTime } from '../../src/common/nicosia-time';
import { describeOpeningHours } from '../../src/common/opening-hours';
import { translatedOpeningHours } from '../../src/common/translated-opening-hours';

const t = (language: Language) => catalogueMessages(language).t;
const words = { en: t('en'), el: t('el'), de: t('de'), ru: t('ru'), he: t('he') };
const lines = (language: Language, text: string, at: Date) =>
  translatedOpeningHours(text, at, words[language], language)!.map(
    ({ season, days, hours }) => `${season ? `${season} | ` : ''}${days}: ${hours}`,
  );

/** 3 March 2027, a Wednesday, noon in Paphos. */
const WEDNESDAY = nicosiaTime(2027, 3, 3, 12, 0);
const JULY = nicosiaTime(2027, 7, 7, 12, 0);
const LRI = '\u2066';
const PDI = '\u2069';

const SEED_HOURS = [
  ...new Set(
    (
      JSON.parse(readFileSync('src/server/db/seed/data/places.json', 'utf8')) as Array<{
        openingHours?: string;
      }>
    )
      .map((place) => place.openingHours)
      .filter((hours): hours is string => Boolean(hours)),
  ),
];

describe("the place page's opening-hours lines in the page's language", () => {
  it('are in English exactly what describeOpeningHours writes, for the bundled places and harder cases', () => {
    const texts = [
      ...SEED_HOURS,
      'Apr-Oct: 10:00-18:00; Nov-Mar off',
      '24/7',
      'Mo-Fr,Su 09:00-13:00,16:00-19:00; Sa off; PH off',
      'Mo-Su,PH 09:00-17:00',
      'PH 10:00-14:00',
      'Mo-Fr 08:00-17:00; Mo-Fr 12:00-13:00 off',
      'Dec 25 off',
      '2027 Jun-Aug Sa-Su 10:00-20:00',
      'Fr-Sa 20:00-02:00',
    ];
    expect(SEED_HOURS.length).toBeGreaterThan(5);
    for (const text of texts) {
      for (const at of [WEDNESDAY, JULY]) {
        const english = describeOpeningHours(text, at);
        expect(english, text).not.toBeNull();
        const translated = translatedOpeningHours(text, at, words.en, 'en')!;
        expect(
          translated.map(({ season, days, hours, appliesToday }) => ({ season, days, hours, appliesToday })),
          text,
        ).toEqual(english);
        expect(translated.every((line) => !line.english)).toBe(true);
      }
    }
  });

  it('word the seasons, days and hours in Greek, German and Russian', () => {
    const tombs = 'Apr 16-Sep 15 Mo-Su 08:30-19:30; Sep 16-Apr 15 Mo-Su 08:30-17:00; PH off';
    expect(lines('el', tombs, JULY)).toEqual([
      '16 Απρ – 15 Σεπ | Καθημερινά: 08:30–19:30',
      '16 Σεπ – 15 Απρ | Καθημερινά: 08:30–17:00',
      'Αργίες: Κλειστό',
    ]);
    expect(lines('de', tombs, JULY)).toEqual([
      '16. Apr. – 15. Sept. | Täglich: 08:30–19:30',
      '16. Sept. – 15. Apr. | Täglich: 08:30–17:00',
      'Feiertage: Geschlossen',
    ]);
    expect(lines('ru', 'May-Aug Mo-Sa 09:30-12:30,13:30-18:30; Su off', JULY)).toEqual([
      'май – авг. | Пн–сб: 09:30–12:30, 13:30–18:30',
      'Вс: Закрыто',
    ]);
    expect(lines('el', '24/7; Mo-Fr 12:00-13:00 off', WEDNESDAY)).toEqual([
      'Καθημερινά: Ανοιχτό 24 ώρες',
      'Δευ–Παρ: Κλειστό 12:00–13:00',
    ]);
  });

  it('in Hebrew, keep each time span a left-to-right run, so it reads as written', () => {
    expect(lines('he', 'Mo-Fr 12:00-15:00,18:00-24:00; Sa 18:00-24:00; Su off', WEDNESDAY)).toEqual([
      `שני–שישי: ${LRI}12:00–15:00${PDI}, ${LRI}18:00–00:00${PDI}`,
      `שבת: ${LRI}18:00–00:00${PDI}`,
      'ראשון: סגור',
    ]);
    expect(lines('he', 'Apr 16-Sep 15 Mo-Su 08:30-19:30', JULY)).toEqual([
      `16 באפר׳ – 15 בספט׳ | כל יום: ${LRI}08:30–19:30${PDI}`,
    ]);
  });

  it("mark today's line and say when it is every day; a line of nth weekdays stays in English", () => {
    const [sunday, weekend] = translatedOpeningHours(
      'Su[1] 10:00-14:00; We-Sa 20:00-02:00',
      WEDNESDAY,
      words.el,
      'el',
    )!;
    expect(sunday).toMatchObject({ days: '1st Sun of the month', hours: '10:00–14:00', english: true });
    expect(weekend).toMatchObject({ days: 'Τετ–Σάβ', appliesToday: true, everyDay: false, english: false });
    expect(translatedOpeningHours('Mo-Su 09:00-17:00', WEDNESDAY, words.el, 'el')![0]).toMatchObject({
      days: 'Καθημερινά',
      everyDay: true,
    });
    expect(translatedOpeningHours('daily 9 to 5', WEDNESDAY, words.el, 'el')).toBeNull();
  });
});
