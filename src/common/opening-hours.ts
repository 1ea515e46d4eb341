/**
 * Opening hours in the part of OpenStreetMap's `opening_hours` syntax the guide's sources need: rules joined
 * by '; ', each an optional date range ('Apr-Oct', 'Apr 16-Sep 15'), optional weekdays ('Mo-Fr,Su', 'PH')
 * and time spans ('09:00-13:00,16:00-19:00') or 'off'; or '24/7'. Seasonal hours are the rule in Paphos.
 */

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY_NAMES: Record<Weekday, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

interface MonthDay {
  /** 1-12. */
  month: number;
  /** Absent for a whole month ('Apr-Oct'). */
  day?: number;
}

export interface OpeningRule {
  dates: { from: MonthDay; to: MonthDay } | null;
  /** Weekday ranges as written; null means every day. */
  weekdays: Array<[Weekday, Weekday]> | null;
  publicHolidays: boolean;
  /** Empty when the rule closes ('off'). */
  spans: Array<{ from: string; to: string }>;
}

export type ParsedOpeningHours = { ok: true; rules: OpeningRule[] } | { ok: false; message: string };

const MONTH_DAY = String.raw`(${MONTHS.join('|')})(?: (\d{1,2}))?`;
const DATE_RANGE = new RegExp(`^${MONTH_DAY}-${MONTH_DAY}$`);
const WEEKDAY_RANGE = new RegExp(`^(${WEEKDAYS.join('|')})(?:-(${WEEKDAYS.join('|')}))?$`);
const TIME_SPAN = /^([01]\d|2[0-4]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

function monthDay(monthName: string, day: string | undefined): MonthDay | string {
  const month = MONTHS.indexOf(monthName as (typeof MONTHS)[number]) + 1;
  if (day === undefined) return { month };
  const dayNumber = Number(day);
  if (dayNumber < 1 || dayNumber > DAYS_IN_MONTH[month - 1]!) return `${monthName} ${day} is not a date`;
  return { month, day: dayNumber };
}

function parseRule(text: string): OpeningRule | string {
  const words = text.split(' ');
  const rule: OpeningRule = { dates: null, weekdays: null, publicHolidays: false, spans: [] };

  // A date range is 'Apr-Oct' (one word) or 'Apr 16-Sep 15' (three words).
  const dateWords = [words.slice(0, 3).join(' '), words[0] ?? ''].find((candidate) =>
    DATE_RANGE.test(candidate),
  );
  if (dateWords) {
    const [, fromMonth, fromDay, toMonth, toDay] = DATE_RANGE.exec(dateWords)!;
    if ((fromDay === undefined) !== (toDay === undefined)) return `'${dateWords}' mixes months and days`;
    const from = monthDay(fromMonth!, fromDay);
    const to = monthDay(toMonth!, toDay);
    if (typeof from === 'string') return from;
    if (typeof to === 'string') return to;
    rule.dates = { from, to };
    words.splice(0, dateWords.split(' ').length);
  }

  if (words.length === 2) {
    const ranges: Array<[Weekday, Weekday]> = [];
    for (const part of words.shift()!.split(',')) {
      if (part === 'PH') {
        rule.publicHolidays = true;
        continue;
      }
      const match = WEEKDAY_RANGE.exec(part);
      if (!match) return `'${part}' is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su or PH)`;
      ranges.push([match[1] as Weekday, (match[2] ?? match[1]) as Weekday]);
    }
    rule.weekdays = ranges;
  }

  if (words.length !== 1) return `'${text}' is not '[dates] [weekdays] hours'`;
  const hours = words[0]!;
  if (hours === 'off') return rule;
  for (const span of hours.split(',')) {
    const match = TIME_SPAN.exec(span);
    if (!match) return `'${span}' is not a time span such as 09:00-17:00`;
    rule.spans.push({ from: `${match[1]}:${match[2]}`, to: `${match[3]}:${match[4]}` });
  }
  return rule;
}

export function parseOpeningHours(text: string): ParsedOpeningHours {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Opening hours are empty' };
  if (trimmed === '24/7') {
    return {
      ok: true,
      rules: [
        { dates: null, weekdays: null, publicHolidays: false, spans: [{ from: '00:00', to: '24:00' }] },
      ],
    };
  }
  const rules: OpeningRule[] = [];
  for (const part of trimmed.split(';')) {
    const rule = parseRule(part.trim());
    if (typeof rule === 'string') return { ok: false, message: rule };
    rules.push(rule);
  }
  return { ok: true, rules };
}

/** One line of opening hours as a visitor reads it: '16 Apr – 15 Sep', 'Mon–Sat', '10:00–22:00'. */
export interface OpeningHoursLine {
  season: string | null;
  days: string;
  hours: string;
}

const DASH = '–';

function describeMonthDay({ month, day }: MonthDay): string {
  const name = MONTHS[month - 1]!;
  return day === undefined ? name : `${day} ${name}`;
}

function describeDays(rule: OpeningRule): string {
  const ranges = (rule.weekdays ?? []).map(([from, to]) =>
    from === to ? WEEKDAY_NAMES[from] : `${WEEKDAY_NAMES[from]}${DASH}${WEEKDAY_NAMES[to]}`,
  );
  const everyDay =
    rule.weekdays === null ||
    (ranges.length === 1 && rule.weekdays[0]![0] === 'Mo' && rule.weekdays[0]![1] === 'Su');
  const days = everyDay ? ['Every day'] : ranges;
  if (rule.publicHolidays) days.push('public holidays');
  const text = days.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describeHours(rule: OpeningRule): string {
  if (rule.spans.length === 0) return 'Closed';
  if (rule.spans.length === 1 && rule.spans[0]!.from === '00:00' && rule.spans[0]!.to === '24:00') {
    return 'Open 24 hours';
  }
  return rule.spans.map(({ from, to }) => `${from}${DASH}${to}`).join(', ');
}

/** The lines the place page shows, in the order written; null when the text is not valid hours. */
export function describeOpeningHours(text: string): OpeningHoursLine[] | null {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return null;
  return parsed.rules.map((rule) => ({
    season: rule.dates
      ? `${describeMonthDay(rule.dates.from)} ${DASH} ${describeMonthDay(rule.dates.to)}`
      : null,
    days: describeDays(rule),
    hours: describeHours(rule),
  }));
}
