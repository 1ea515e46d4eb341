/**
 * A place's page and What's On in Greek, German, Russian and Hebrew (issue 36): the page's words in its
 * language, the place's own texts as written in English with a note that says so, dates with the language's
 * month names, counts with its plurals, <html lang dir>, and no accessibility faults; Hebrew right to left.
 */
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  expectAccessible,
  expectNoHorizontalOverflow,
  getJson,
  screenshot,
  screenshotBothWidths,
  useBrowser,
  documentLanguage,
} from './browser';
import type { EventItem } from '../../src/common/schemas/events';
import type { WhatsOn } from '../../src/common/schemas/whats-on';

const browser = useBrowser();

/** A bundled beach with highlights and amenities, written in English. */
const PLACE = { slug: 'coral-bay-beach', name: 'Coral Bay Beach', address: 'Coral Bay, Peyia, Paphos' };
/** A chosen range of days: its heading names both days with the language's short month names. */
const RANGE = '?from=2027-12-01&to=2027-12-24';

/** Each language's words on the two pages; `events` gives '# events' in each of the language's plural forms. */
const LANGUAGES = [
  {
    prefix: '/el',
    lang: 'el',
    dir: 'ltr',
    locale: 'el-GR',
    category: 'Παραλία',
    sections: ['Σχετικά', 'Αξίζει να δείτε', 'Παροχές', 'Για την παραλία', 'Προσβασιμότητα', 'Τοποθεσία'],
    note: 'Αυτή η περιγραφή είναι στα αγγλικά',
    amenity: 'Στάθμευση',
    info: 'Οδηγίες διαδρομής',
    title: 'Εκδηλώσεις στην Πάφο',
    allHeading: 'Όλες οι επερχόμενες εκδηλώσεις',
    rangeHeading: '1 Δεκ 2027 έως 24 Δεκ 2027',
    events: { one: '# εκδήλωση', other: '# εκδηλώσεις' } as Record<string, string>,
  },
  {
    prefix: '/de',
    lang: 'de',
    dir: 'ltr',
    locale: 'de-DE',
    category: 'Strand',
    sections: ['Über diesen Ort', 'Höhepunkte', 'Ausstattung', 'Strand-Infos', 'Barrierefreiheit', 'Lage'],
    note: 'Diese Beschreibung ist auf Englisch',
    amenity: 'Parkplätze',
    info: 'Route planen',
    title: 'Veranstaltungen in Paphos',
    allHeading: 'Alle kommenden Veranstaltungen',
    rangeHeading: '1. Dez. 2027 bis 24. Dez. 2027',
    events: { one: '# Veranstaltung', other: '# Veranstaltungen' } as Record<string, string>,
  },
  {
    prefix: '/ru',
    lang: 'ru',
    dir: 'ltr',
    locale: 'ru-RU',
    category: 'Пляж',
    sections: ['Описание', 'Главное', 'Удобства', 'О пляже', 'Доступность', 'Расположение'],
    note: 'Это описание на английском языке',
    amenity: 'Парковка',
    info: 'Проложить маршрут',
    title: 'Афиша Пафоса',
    allHeading: 'Все предстоящие события',
    rangeHeading: 'С 1 дек. 2027 г. по 24 дек. 2027 г.',
    events: { one: '# событие', few: '# события', many: '# событий' } as Record<string, string>,
  },
  {
    prefix: '/he',
    lang: 'he',
    dir: 'rtl',
    locale: 'he-IL',
    category: 'חוף',
    sections: ['אודות', 'דגשים', 'שירותים', 'על החוף', 'נגישות', 'מיקום'],
    note: 'התיאור הזה באנגלית',
    amenity: 'חניה',
    info: 'הוראות הגעה',
    title: 'מה קורה בפאפוס',
    allHeading: 'כל האירועים הקרובים',
    rangeHeading: '1 בדצמ׳ 2027 עד 24 בדצמ׳ 2027',
    events: { one: 'אירוע אחד', two: 'שני אירועים', other: '# אירועים' } as Record<string, string>,
  },
] as const;

type Language = (typeof LANGUAGES)[number];

/** '12 событий': the count in the language's plural form for it. */
function eventsFound(language: Language, count: number): string {
  const form = new Intl.PluralRules(language.locale).select(count);
  return language.events[form]!.replace('#', String(count));
}

describe.each(LANGUAGES)('A place and What’s On in $lang', (language) => {
  it('a place at 390 px: its sections in the language, its own texts in English with a note', async () => {
    const page = await browser.openInLanguage(language, `/places/${PLACE.slug}`);
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: PLACE.name }).waitFor();
    const main = page.getByRole('main');
    await main.getByText(language.category, { exact: true }).first().waitFor();
    expect(
      await main
        .getByRole('heading', { level: 2 })
        .evaluateAll((headings) => headings.map((heading) => heading.textContent)),
    ).toEqual(expect.arrayContaining([...language.sections]));

    const about = main.getByRole('region', { name: language.sections[0], exact: true });
    await about.getByText(language.note, { exact: true }).waitFor();
    // The description stays as written, marked as English for screen readers.
    expect(await about.locator('p[lang="en"]').innerText()).toMatch(/^The best-known sandy beach/);
    await main.getByText('Long sandy bay', { exact: true }).waitFor();
    await main.getByText(language.amenity, { exact: true }).waitFor();
    await main.getByRole('link', { name: language.info }).first().waitFor();
    // A Latin name and address read left to right, on a Hebrew page too.
    expect(await main.getByText(PLACE.address, { exact: true }).first().getAttribute('dir')).toBe('ltr');

    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-place-${language.lang}`);
  });

  it('What’s On at 390 px: its title, a count in the language’s plural, days with its month names', async () => {
    const page = await browser.openInLanguage(language, '/events');
    expect(await documentLanguage(page)).toEqual({ lang: language.lang, dir: language.dir });
    await page.getByRole('heading', { level: 1, name: language.title }).waitFor();
    expect(await page.title()).toBe(`${language.title} | Paphos Guide`);
    await page.getByRole('heading', { level: 2, name: language.allHeading }).waitFor();
    const all = await getJson<WhatsOn>('/api/events');
    await expect
      .poll(() => page.getByRole('main').getByRole('status').innerText())
      .toBe(eventsFound(language, all.events.length));
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, `languages-events-${language.lang}`);

    const range = await browser.openInLanguage(language, `/events${RANGE}`);
    await range.getByRole('heading', { level: 2, name: language.rangeHeading, exact: true }).waitFor();
    const chosen = await getJson<WhatsOn>(`/api/events${RANGE}`);
    await expect
      .poll(() => range.getByRole('main').getByRole('status').innerText())
      .toBe(eventsFound(language, chosen.events.length));
  });
});

describe('Hebrew at 1280 px, right to left', () => {
  const hebrew = LANGUAGES[3];

  it('a place: the information card beside the sections, on the left', async () => {
    const page = await browser.openInLanguage(hebrew, `/places/${PLACE.slug}`, DESKTOP);
    await page.getByRole('heading', { level: 1, name: PLACE.name }).waitFor();
    const about = await page.getByRole('region', { name: 'אודות', exact: true }).boundingBox();
    const aside = await page.getByRole('complementary', { name: 'עוד על המקום' }).boundingBox();
    expect(about!.x).toBeGreaterThan(aside!.x);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-place-he-wide');
  });

  it('What’s On: the dates to choose from start at the right', async () => {
    const page = await browser.openInLanguage(hebrew, '/events', DESKTOP);
    await page.getByRole('heading', { level: 1, name: hebrew.title }).waitFor();
    const dates = page.getByRole('group', { name: 'תאריכים' });
    const first = await dates.getByRole('button', { name: 'כל הקרובים' }).boundingBox();
    const today = await dates.getByRole('button', { name: 'היום' }).boundingBox();
    expect(first!.x).toBeGreaterThan(today!.x);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshot(page, 'languages-events-he-wide');
  });
});

describe('An event in Russian', () => {
  it('its page: the details in Russian, the date with its weekday and month, the text as written', async () => {
    const events = await getJson<EventItem[]>('/api/events/upcoming');
    const event = events.find((entry) => entry.description && !entry.timeToBeConfirmed && entry.endTime);
    expect(event, 'a seeded event with a description and times').toBeDefined();
    const page = await browser.openInLanguage(LANGUAGES[2], `/events/${event!.id}`);
    await page.getByRole('heading', { level: 1, name: event!.name }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'О событии' }).waitFor();
    await page.getByText('Это описание на английском языке', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Детали события' }).waitFor();
    const date = await page.getByRole('main').locator('dd time').innerText();
    expect(date).toMatch(
      /^(Понедельник|Вторник|Среда|Четверг|Пятница|Суббота|Воскресенье), \d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\.$/,
    );
    await page.getByText('(по времени Пафоса)').waitFor();
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await screenshotBothWidths(page, 'languages-event-ru');
  });
});
