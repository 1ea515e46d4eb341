/**
 * The place page's own controls and lines in Greek and Hebrew (issue 36): the favourite button and its
 * toast, the open/closed line (the browser's clock is fixed, so the answer is known), the rating line of a
 * place without ratings, the beach's facts, and the 'Suggest an edit' form with its labels and the
 * messages of its checks; the hours' lines, the weather card's condition (the climate normals' stand-in, said
 * as such) and the tours' durations. Hebrew right to left.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { nicosiaWallClock } from '../../src/common/nicosia-time';
import { paphosClimateNormals } from '../../src/server/providers/weather/paphos-climate';
import {
  DESKTOP,
  documentLanguage,
  expectAccessible,
  expectNoHorizontalOverflow,
  field,
  PHONE,
  screenshotBothWidths,
  useBrowser,
} from './browser';

const browser = useBrowser();

/** Wednesday 3 March 2027, 12:00 in Paphos (UTC+2): the Tombs' winter hours, open until 17:00. */
const NOON = new Date('2027-03-03T10:00:00Z');

const TOMBS = { slug: 'tombs-of-the-kings', name: 'Tombs of the Kings' };
/** A bundled beach without ratings, its Blue Flag last listed in 2016. */
const BEACH = { slug: 'coral-bay-beach', name: 'Coral Bay Beach' };

const GREEK_MONTHS = [
  ...['Ιανουαρίου', 'Φεβρουαρίου', 'Μαρτίου', 'Απριλίου', 'Μαΐου', 'Ιουνίου', 'Ιουλίου', 'Αυγούστου'],
  ...['Σεπτεμβρίου', 'Οκτωβρίου', 'Νοεμβρίου', 'Δεκεμβρίου'],
];
const HEBREW_MONTHS = [
  ...['ינואר', 'פברואר', 'מרץ', 'אפריל', 'מאי', 'יוני', 'יולי', 'אוגוסט', 'ספטמבר', 'אוקטובר', 'נובמבר'],
  'דצמבר',
];
/** The climate normals' typical conditions. */
const GREEK_CONDITIONS: Record<string, string> = {
  Sunny: 'Ηλιοφάνεια',
  'Mostly sunny': 'Κυρίως ηλιόλουστος',
  'Partly cloudy': 'Μερικώς νεφελώδης',
  'Occasional showers': 'Σποραδικές μπόρες',
};
const HEBREW_CONDITIONS: Record<string, string> = {
  Sunny: 'שטוף שמש',
  'Mostly sunny': 'שמשי ברובו',
  'Partly cloudy': 'מעונן חלקית',
  'Occasional showers': 'ממטרים פזורים',
};

const LANGUAGES = [
  {
    prefix: '/el',
    lang: 'el',
    dir: 'ltr',
    locale: 'el-GR',
    add: 'Προσθήκη στα αγαπημένα',
    remove: 'Αφαίρεση από τα αγαπημένα',
    saved: 'Αποθηκεύτηκε σε αυτό το πρόγραμμα περιήγησης',
    hoursTitle: 'Ωράριο',
    status: 'Ανοιχτό τώρα · κλείνει στις 17:00',
    noRatings: 'Δεν υπάρχουν ακόμη βαθμολογίες',
    blueFlag: ['Γαλάζια Σημαία', 'Στη λίστα του 2016· δεν βρέθηκε νεότερη λίστα'],
    surface: ['Επιφάνεια', 'Άμμος'],
    suggest: 'Προτείνετε διόρθωση',
    form: `Προτείνετε διόρθωση για ${TOMBS.name}`,
    legend: 'Τι είναι λάθος;',
    send: 'Αποστολή πρότασης',
    chooseKind: 'Επιλέξτε τι είναι λάθος',
    phoneKind: 'Ο αριθμός τηλεφώνου είναι λάθος',
    phoneLabel: 'Σωστός αριθμός τηλεφώνου',
    phoneFormat: 'Εισαγάγετε αριθμό τηλεφώνου με 6 έως 15 ψηφία (επιτρέπονται κενά, παύλες και + στην αρχή)',
    note: 'Σημείωση (προαιρετικά)',
    email: 'Το email σας (προαιρετικά)',
    hoursLines: [
      '16 Απρ – 15 Σεπ',
      'Καθημερινά: 08:30–19:30',
      '16 Σεπ – 15 Απρ (αυτή την περίοδο)',
      'Καθημερινά: 08:30–17:00',
    ],
    weatherTitle: 'Σήμερα στην Πάφο',
    /** The climate normals' stand-in, for the month (1-12) and its typical condition. */
    typicalWeather: (month: number, condition: string) =>
      `${GREEK_CONDITIONS[condition]} (συνήθης καιρός του ${GREEK_MONTHS[month - 1]}· δεν υπάρχουν τρέχοντα δεδομένα)`,
    tours: 'Προτεινόμενες δραστηριότητες και εκδρομές',
    durations: /^(\d+(,\d+)? ώρες|1 ώρα|\d+ ημέρες|1 ημέρα)$/,
  },
  {
    prefix: '/he',
    lang: 'he',
    dir: 'rtl',
    locale: 'he-IL',
    add: 'הוספה למועדפים',
    remove: 'הסרה מהמועדפים',
    saved: 'נשמר בדפדפן הזה',
    hoursTitle: 'שעות פתיחה',
    status: 'פתוח עכשיו · ייסגר ב-17:00',
    noRatings: 'אין עדיין דירוגים',
    blueFlag: ['דגל כחול', 'ברשימה של 2016; לא נמצאה רשימה חדשה יותר'],
    surface: ['משטח', 'חול'],
    suggest: 'הצעת תיקון',
    form: `הצעת תיקון עבור ${TOMBS.name}`,
    legend: 'מה לא נכון?',
    send: 'שליחת ההצעה',
    chooseKind: 'נא לבחור מה לא נכון',
    phoneKind: 'מספר הטלפון שגוי',
    phoneLabel: 'מספר הטלפון הנכון',
    phoneFormat: 'נא להזין מספר טלפון בן 6 עד 15 ספרות (אפשר עם רווחים, מקפים ו-+ בהתחלה)',
    note: 'הערה (לא חובה)',
    email: 'הדוא״ל שלכם (לא חובה)',
    // Each time span a left-to-right run (U+2066 ... U+2069), so it reads as written.
    hoursLines: [
      '16 באפר׳ – 15 בספט׳',
      'כל יום: \u206608:30–19:30\u2069',
      '16 בספט׳ – 15 באפר׳ (העונה הנוכחית)',
      'כל יום: \u206608:30–17:00\u2069',
    ],
    weatherTitle: 'היום בפאפוס',
    typicalWeather: (month: number, condition: string) =>
      `${HEBREW_CONDITIONS[condition]} (מזג אוויר אופייני לחודש ${HEBREW_MONTHS[month - 1]}; אין נתונים עדכניים)`,
    tours: 'פעילויות וסיורים מומלצים',
    durations: /^(\d+(\.\d+)? שעות|שעה אחת|שעתיים|\d+ ימים|יום אחד|יומיים)$/,
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** A place page in the language, in a browser that asks for it, its clock fixed at NOON. */
async function openPlace(
  language: Language,
  slug: string,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const { page } = await browser.newPage({ viewport, locale: language.locale });
  await page.clock.setFixedTime(NOON);
  await page.goto(`${language.prefix}/places/${slug}`);
  return page;
}

/** A row of the beach's facts: its label and value, as a screen reader pairs them. */
const factRow = (page: Page, label: string) =>
  page.locator('dl > div').filter({ has: page.locator('dt', { hasText: label }) });

describe.each(LANGUAGES)('A place page in $lang', (language) => {
  it('the favourite button, the open/closed line, the rating line and the beach facts are in the language', async () => {
    const page = await openPlace(language, TOMBS.slug);
    await page.getByRole('heading', { level: 1, name: TOMBS.name }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });

    const hours = page
      .getByRole('listitem')
      .filter({ hasText: language.hoursTitle })
      .filter({ visible: true });
    await expect.poll(() => hours.getByText(language.status, { exact: true }).count()).toBe(1);

    // An anonymous visitor's save stays in this browser, and the toast says so.
    await page.getByRole('button', { name: language.add, exact: true }).click();
    await page.getByRole('button', { name: language.remove, exact: true }).waitFor();
    await page.getByText(language.saved, { exact: true }).waitFor();

    const beach = await openPlace(language, BEACH.slug);
    await beach.getByRole('heading', { level: 1, name: BEACH.name }).waitFor();
    await beach.getByText(language.noRatings, { exact: true }).first().waitFor();
    for (const [label, value] of [language.blueFlag, language.surface]) {
      expect(await factRow(beach, label).locator('dd').innerText()).toBe(value);
    }
    // The facts are no longer marked as English.
    expect(await factRow(beach, language.blueFlag[0]).locator('xpath=..').getAttribute('lang')).toBeNull();
    await expectNoHorizontalOverflow(beach);
    await expectAccessible(beach);
  });

  it("the hours' lines, the weather card's stand-in and the tours' durations are in the language", async () => {
    const page = await openPlace(language, TOMBS.slug);
    await page.getByRole('heading', { level: 1, name: TOMBS.name }).waitFor();
    const hours = page
      .getByRole('listitem')
      .filter({ hasText: language.hoursTitle })
      .filter({ visible: true });
    await expect.poll(() => hours.getByText(language.status, { exact: true }).count()).toBe(1);
    const lines = (await hours.innerText()).split('\n').map((line) => line.trim());
    expect(lines.filter(Boolean).slice(2, 6)).toEqual(language.hoursLines);
    // No longer marked as English.
    expect(await hours.locator('[lang="en"]').count()).toBe(0);

    // The e2e server has no weather service: the month's climate normals, said to be typical (in Paphos
    // time, by the server's clock, not the page's fixed one).
    const { month } = nicosiaWallClock(new Date());
    const normal = paphosClimateNormals.find((entry) => entry.month === month)!;
    const weather = page.getByRole('region', { name: language.weatherTitle });
    const condition = weather.getByText(language.typicalWeather(month, normal.typicalCondition), {
      exact: true,
    });
    await condition.waitFor();
    expect(await condition.getAttribute('lang')).toBeNull();

    // The bundled sample tours' durations ('4 hours', '1 day'), in the language.
    const tours = page.getByRole('region', { name: language.tours });
    await tours.getByRole('article').first().waitFor();
    expect(await tours.getByText(language.durations).count()).toBe(await tours.getByRole('article').count());
    expect(await tours.innerText()).not.toMatch(/\d (hours?|days?|minutes?)\b/);
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, `languages-place-hours-weather-${language.lang}`);
  });

  it("the 'Suggest an edit' form's labels and the messages of its checks are in the language", async () => {
    const page = await openPlace(language, TOMBS.slug);
    await page.getByRole('heading', { level: 1, name: TOMBS.name }).waitFor();
    await page.getByRole('button', { name: language.suggest, exact: true }).click();
    const form = page.getByRole('form', { name: language.form });
    await form.waitFor();
    await form.getByRole('group', { name: language.legend }).waitFor();
    await field(page, language.note).waitFor();
    await field(page, language.email).waitFor();

    await page.getByRole('button', { name: language.send }).click();
    await form.getByText(language.chooseKind, { exact: true }).waitFor();

    await page.getByRole('radio', { name: language.phoneKind }).check();
    await field(page, language.phoneLabel).fill('call us');
    await page.getByRole('button', { name: language.send }).click();
    await form.getByText(language.phoneFormat, { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-suggest-edit-${language.lang}`);
  });
});

describe('Hebrew, right to left', () => {
  it('the place page at 1280 px reads right to left, its favourite button in Hebrew', async () => {
    const page = await openPlace(LANGUAGES[1], BEACH.slug, DESKTOP);
    await page.getByRole('heading', { level: 1, name: BEACH.name }).waitFor();
    expect(await documentLanguage(page)).toEqual({ lang: 'he', dir: 'rtl' });
    await page.getByRole('button', { name: LANGUAGES[1].add, exact: true }).waitFor();
    await expectNoHorizontalOverflow(page);
    await screenshotBothWidths(page, 'languages-place-words-he');
  });
});
