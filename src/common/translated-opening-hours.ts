/**
 * The place page's opening-hours lines in the page's language: '16 Apr – 15 Sep', 'Mon–Fri', '08:30–17:00'
 * ('16 Απρ – 15 Σεπ', 'Δευ–Παρ'), worded from the catalogues ('hours.rule.*', in the 'later' part with the
 * open/closed line) from the rules opening-hours.ts reads; the English messages give what its
 * describeOpeningHours writes. On a right-to-left page each time span (and year range) is an isolated
 * left-to-right run, so '08:30–17:00' reads as written. A line naming the nth weekdays of a month
 * ('1st Sun of the month') is not worded yet: it stays in English, and says so (`english`).
 */
import type { Translate } from './i18n';
import { LANGUAGES, type Language } from './languages';
import { describeOpeningHours, parseOpeningHours, type OpeningRule } from './opening-hours';

export type OpeningHoursMessage =
  | 'hours.rule.everyDay'
  | 'hours.rule.publicHolidays'
  | 'hours.rule.closed'
  | 'hours.rule.always'
  | 'hours.rule.closedSpans'
  | 'hours.rule.weekday'
  | 'hours.rule.month'
  | 'hours.rule.dayMonth'
  | 'hours.rule.today'
  | 'hours.rule.thisSeason';

export interface TranslatedOpeningHoursLine {
  season: string | null;
  days: string;
  hours: string;
  /** The line's dates and days include the date the lines were worded for. */
  appliesToday: boolean;
  /** The line's days are 'Every day' alone, so '(today)' would say nothing. */
  everyDay: boolean;
  /** Left in English (opening-hours.ts's words): the page marks it lang="en". */
  english: boolean;
}

const DASH = '–';
const DAY_MINUTES = 24 * 60;
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function wording(t: Translate<OpeningHoursMessage>, language: Language) {
  const rtl = LANGUAGES[language].dir === 'rtl';
  /** Digits and dashes that must read left to right, isolated on a right-to-left page. */
  const run = (text: string) => (rtl ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text);

  const monthDay = ({ month, day }: { month: number; day?: number }) =>
    day === undefined
      ? t('hours.rule.month', { month: String(month) })
      : t('hours.rule.dayMonth', { day: String(day), month: String(month) });

  function season(rule: OpeningRule): string | null {
    const parts: string[] = [];
    if (rule.years) {
      parts.push(rule.years.map(([a, b]) => (a === b ? `${a}` : run(`${a}${DASH}${b}`))).join(', '));
    }
    if (rule.dates) {
      parts.push(
        rule.dates
          .map(({ from, to }) =>
            from.month === to.month && from.day === to.day
              ? monthDay(from)
              : `${monthDay(from)} ${DASH} ${monthDay(to)}`,
          )
          .join(', '),
      );
    }
    return parts.length > 0 ? parts.join(' ') : null;
  }

  function days(rule: OpeningRule): { text: string; everyDay: boolean } {
    const weekday = (day: number) => t('hours.rule.weekday', { day: String(day) });
    const ranges = (rule.weekdays ?? []).map(({ from, to }) =>
      from === to ? weekday(from) : `${weekday(from)}${DASH}${weekday(to)}`,
    );
    const allWeek =
      rule.weekdays === null ||
      (rule.weekdays.length === 1 && rule.weekdays[0]!.from === 0 && rule.weekdays[0]!.to === 6);
    const everyDay = allWeek && !(rule.weekdays === null && rule.publicHolidays);
    const names = everyDay ? [t('hours.rule.everyDay')] : ranges;
    if (rule.publicHolidays) names.push(t('hours.rule.publicHolidays'));
    const text = names.join(', ');
    return {
      text: text.charAt(0).toLocaleUpperCase(LANGUAGES[language].locale) + text.slice(1),
      everyDay: everyDay && !rule.publicHolidays,
    };
  }

  function hours(rule: OpeningRule): string {
    if (rule.closed && rule.spans.length === 0) return t('hours.rule.closed');
    if (
      rule.spans.length === 0 ||
      (rule.spans.length === 1 && rule.spans[0]!.from === 0 && rule.spans[0]!.to === DAY_MINUTES)
    ) {
      return t('hours.rule.always');
    }
    const spans = rule.spans
      .map(({ from, to }) => run(`${clockText(from)}${DASH}${clockText(to % DAY_MINUTES)}`))
      .join(', ');
    return rule.closed ? t('hours.rule.closedSpans', { spans }) : spans;
  }

  return { season, days, hours };
}

/**
 * The lines the place page shows, in the order written, each marked when it applies on the Paphos date of
 * `at`; null when the text is not hours the site can read (the page shows it as written).
 */
export function translatedOpeningHours(
  text: string,
  at: Date | undefined,
  t: Translate<OpeningHoursMessage>,
  language: Language,
): TranslatedOpeningHoursLine[] | null {
  const parsed = parseOpeningHours(text);
  const english = describeOpeningHours(text, at);
  if (!parsed.ok || !english) return null;
  const words = wording(t, language);
  return parsed.rules.map((rule, index) => {
    const line = english[index]!;
    const nth = (rule.weekdays ?? []).some((range) => range.nth);
    if (nth) return { ...line, everyDay: false, english: true };
    const days = words.days(rule);
    return {
      season: words.season(rule),
      days: days.text,
      hours: words.hours(rule),
      appliesToday: line.appliesToday,
      everyDay: days.everyDay,
      english: false,
    };
  });
}
