/**
 * Opening hours as OpenStreetMap's `opening_hours` tag writes them (https://wiki.openstreetmap.org/wiki/Key:opening_hours),
 * read and evaluated in Paphos time with Cyprus's public holidays for 'PH'. The grammar covers what mappers
 * write for places like ours: '24/7'; rules joined by ';' (a later rule replaces an earlier one on the days it
 * names) or ',' (an additional rule); years ('2027'), months and dates ('Apr-Oct', 'Apr 16-Sep 15', 'Dec 25',
 * 'Jun,Sep'), optionally followed by ':'; weekdays ('Mo-Fr,Su', 'Su[1]', 'Fr[-1]') and 'PH'; time spans
 * ('09:00-13:00,16:00-19:00', past midnight as '18:00-02:00' or '18:00-26:00'); and 'off', 'closed' or
 * 'open'. Anything else (comments, 'unknown', open ends such as '17:00+', sunrise and sunset, school
 * holidays, week numbers, '||' fallbacks) is refused with a reason, and the site shows the text as written
 * instead of guessing. tests/unit/opening-hours-package.test.ts compares every instant of a year with the
 * `opening_hours` package, the reference evaluator.
 */
import { cyprusPublicHoliday } from './cyprus-holidays';
import { nicosiaTime, nicosiaWallClock } from './nicosia-time';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const DAY_MINUTES = 24 * 60;

interface MonthDay {
  /** 1-12. */
  month: number;
  /** Absent for a whole month ('Apr-Oct'). */
  day?: number;
}

interface WeekdayRange {
  /** 0 = Monday ... 6 = Sunday. */
  from: number;
  to: number;
  /** Which of the month's such weekdays: 1-5 from the start, -1 to -5 from the end; null for all. */
  nth: number[] | null;
}

export interface OpeningRule {
  /** Joined to the rule before by ',': it adds hours rather than replacing that day's. */
  additional: boolean;
  years: Array<[number, number]> | null;
  dates: Array<{ from: MonthDay; to: MonthDay }> | null;
  /** Weekday ranges as written; null (and no public holidays) means every day. */
  weekdays: WeekdayRange[] | null;
  publicHolidays: boolean;
  /** Minutes from the day's midnight; `to` may pass 1440 (open past midnight). Empty means all day. */
  spans: Array<{ from: number; to: number }>;
  /** 'off' or 'closed': the rule closes the days (or, with spans, the hours) it names. */
  closed: boolean;
}

export type ParsedOpeningHours = { ok: true; rules: OpeningRule[] } | { ok: false; message: string };

type Token =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'word'; text: string }
  | { kind: 'mark'; text: string };

const TOKEN = /\s*(?:(\d+)|([A-Za-z]+)|("[^"]*"|\|\||[-;,:[\]+/()"]|.))/y;

function tokenize(text: string): Token[] | string {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    const start = TOKEN.lastIndex;
    const match = TOKEN.exec(text);
    if (!match) break;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]), text: match[1] });
    else if (match[2] !== undefined) tokens.push({ kind: 'word', text: match[2] });
    else if (match[3] !== undefined) tokens.push({ kind: 'mark', text: match[3] });
    else if (text.slice(start).trim() === '') break;
  }
  return tokens;
}

const REFUSED_WORDS: Record<string, string> = {
  sunrise: 'sunrise and sunset times are not read',
  sunset: 'sunrise and sunset times are not read',
  dawn: 'dawn and dusk times are not read',
  dusk: 'dawn and dusk times are not read',
  SH: 'school holidays are not known for Cyprus',
  unknown: "'unknown' hours cannot say open or closed",
  week: 'week numbers are not read',
  easter: "'easter' dates are not read",
};

class Reader {
  private index = 0;
  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }
  next(): Token | undefined {
    return this.tokens[this.index++];
  }
  done(): boolean {
    return this.index >= this.tokens.length;
  }
  isMark(text: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'mark' && token.text === text;
  }
  isWord(words: readonly string[], offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'word' && words.includes(token.text);
  }
  isNumber(offset = 0): boolean {
    return this.peek(offset)?.kind === 'number';
  }
  /** A time starts here: 'HH:MM'. */
  isTime(offset = 0): boolean {
    return this.isNumber(offset) && this.isMark(':', offset + 1) && this.isNumber(offset + 2);
  }
  isYear(offset = 0): boolean {
    const token = this.peek(offset);
    return token?.kind === 'number' && token.text.length === 4 && !this.isMark(':', offset + 1);
  }
}

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

function describeToken(token: Token | undefined): string {
  return token ? `'${token.text}'` : 'the end';
}

function readMonth(reader: Reader): number {
  const token = reader.next();
  const month = MONTHS.indexOf(token?.text as (typeof MONTHS)[number]) + 1;
  if (token?.kind !== 'word' || month === 0) refuse(`expected a month, found ${describeToken(token)}`);
  return month;
}

function readDayOf(reader: Reader, month: number): number | undefined {
  // A day number follows a month unless it begins a time ('Jan 10:00-12:00' is not Jan 10).
  if (!reader.isNumber() || reader.isTime() || reader.isYear()) return undefined;
  const day = (reader.next() as { value: number }).value;
  if (day < 1 || day > DAYS_IN_MONTH[month - 1]!) refuse(`${MONTHS[month - 1]} ${day} is not a date`);
  return day;
}

function readDates(reader: Reader): OpeningRule['dates'] {
  const ranges: NonNullable<OpeningRule['dates']> = [];
  for (;;) {
    const fromMonth = readMonth(reader);
    const from: MonthDay = { month: fromMonth, day: readDayOf(reader, fromMonth) };
    let to: MonthDay = { ...from };
    if (reader.isMark('-') && !reader.isTime(1)) {
      reader.next();
      if (reader.isNumber() && from.day !== undefined) {
        // 'Dec 24-26': the same month.
        to = { month: fromMonth, day: readDayOf(reader, fromMonth) };
      } else {
        const toMonth = readMonth(reader);
        to = { month: toMonth, day: readDayOf(reader, toMonth) };
      }
      if ((from.day === undefined) !== (to.day === undefined)) refuse('a date range mixes months and days');
    }
    ranges.push({ from, to });
    if (!(reader.isMark(',') && reader.isWord(MONTHS, 1))) break;
    reader.next();
  }
  if (reader.isMark(':')) reader.next();
  return ranges;
}

function readYears(reader: Reader): Array<[number, number]> {
  const years: Array<[number, number]> = [];
  for (;;) {
    const from = (reader.next() as { value: number }).value;
    let to = from;
    if (reader.isMark('-') && reader.isYear(1)) {
      reader.next();
      to = (reader.next() as { value: number }).value;
    }
    years.push([from, to]);
    if (!(reader.isMark(',') && reader.isYear(1))) break;
    reader.next();
  }
  return years;
}

function readNth(reader: Reader): number[] {
  reader.next(); // '['
  const nth: number[] = [];
  for (;;) {
    const negative = reader.isMark('-');
    if (negative) reader.next();
    const token = reader.next();
    if (token?.kind !== 'number' || token.value < 1 || token.value > 5)
      refuse(`expected a week of the month (1-5), found ${describeToken(token)}`);
    const first = (negative ? -1 : 1) * (token as { value: number }).value;
    if (!negative && reader.isMark('-') && reader.isNumber(1)) {
      reader.next();
      const last = (reader.next() as { value: number }).value;
      for (let n = first; n <= Math.min(last, 5); n++) nth.push(n);
    } else {
      nth.push(first);
    }
    if (!reader.isMark(',')) break;
    reader.next();
  }
  if (!reader.isMark(']')) refuse(`expected ']', found ${describeToken(reader.peek())}`);
  reader.next();
  return nth;
}

function weekdayIndex(token: Token | undefined): number {
  const index = WEEKDAYS.indexOf(token?.text as Weekday);
  if (token?.kind !== 'word' || index < 0)
    refuse(`${describeToken(token)} is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su or PH)`);
  return index;
}

function readWeekdays(reader: Reader, rule: OpeningRule): void {
  const ranges: WeekdayRange[] = [];
  for (;;) {
    if (reader.isWord(['PH'])) {
      reader.next();
      if (reader.isMark('+') || reader.isMark('-')) refuse('days before or after holidays are not read');
      rule.publicHolidays = true;
    } else {
      const from = weekdayIndex(reader.next());
      let to = from;
      if (reader.isMark('-') && !reader.isNumber(1)) {
        reader.next();
        to = weekdayIndex(reader.next());
      }
      const nth = reader.isMark('[') ? readNth(reader) : null;
      if (reader.isMark('+') || reader.isMark('-')) refuse('day offsets are not read');
      ranges.push({ from, to, nth });
    }
    if (!(reader.isMark(',') && reader.isWord([...WEEKDAYS, 'PH'], 1))) break;
    reader.next();
  }
  rule.weekdays = ranges.length > 0 ? ranges : rule.publicHolidays ? [] : null;
}

function readTime(reader: Reader): number {
  const hours = reader.next() as { value: number; text: string };
  reader.next(); // ':'
  const minutes = reader.next() as { value: number; text: string };
  if (minutes.text.length !== 2 || minutes.value > 59 || hours.text.length > 2 || hours.value > 48)
    refuse(`'${hours.text}:${minutes.text}' is not a time`);
  return hours.value * 60 + minutes.value;
}

function readSpans(reader: Reader): OpeningRule['spans'] {
  const spans: OpeningRule['spans'] = [];
  for (;;) {
    if (!reader.isTime()) refuse(`expected a time such as 09:00, found ${describeToken(reader.peek())}`);
    const from = readTime(reader);
    if (reader.isMark('+')) refuse("open-ended hours ('17:00+') cannot say when a place closes");
    if (!reader.isMark('-')) refuse(`expected '-' after a time, found ${describeToken(reader.peek())}`);
    reader.next();
    if (!reader.isTime()) refuse(`expected a closing time, found ${describeToken(reader.peek())}`);
    let to = readTime(reader);
    if (reader.isMark('+') || reader.isMark('/')) refuse(`'${reader.peek()!.text}' after a time is not read`);
    if (from >= DAY_MINUTES) refuse('an opening time is after 24:00');
    if (to <= from) to += DAY_MINUTES;
    spans.push({ from, to });
    if (!(reader.isMark(',') && reader.isTime(1))) break;
    reader.next();
  }
  return spans;
}

function readRule(reader: Reader, additional: boolean): OpeningRule {
  const rule: OpeningRule = {
    additional,
    years: null,
    dates: null,
    weekdays: null,
    publicHolidays: false,
    spans: [],
    closed: false,
  };
  const token = reader.peek();
  if (token?.kind === 'word' && REFUSED_WORDS[token.text]) refuse(REFUSED_WORDS[token.text]!);
  if (reader.isNumber() && reader.peek()!.text === '24' && reader.isMark('/', 1)) {
    reader.next();
    reader.next();
    const seven = reader.next();
    if (seven?.text !== '7') refuse(`expected '24/7', found '24/${seven?.text ?? ''}'`);
  } else {
    if (reader.isYear()) rule.years = readYears(reader);
    if (reader.isWord(MONTHS)) rule.dates = readDates(reader);
    const selector = reader.peek();
    if (selector?.kind === 'word' && REFUSED_WORDS[selector.text]) refuse(REFUSED_WORDS[selector.text]!);
    if (reader.isWord([...WEEKDAYS, 'PH'])) readWeekdays(reader, rule);
    const timeWord = reader.peek();
    if (timeWord?.kind === 'word' && REFUSED_WORDS[timeWord.text]) refuse(REFUSED_WORDS[timeWord.text]!);
    if (reader.isTime()) rule.spans = readSpans(reader);
  }
  if (reader.isWord(['off', 'closed'])) {
    reader.next();
    rule.closed = true;
  } else if (reader.isWord(['open'])) {
    reader.next();
  }
  const after = reader.peek();
  if (after?.kind === 'word' && REFUSED_WORDS[after.text]) refuse(REFUSED_WORDS[after.text]!);
  if (after?.kind === 'mark' && after.text.startsWith('"')) refuse('comments are not read');
  if (after?.kind === 'mark' && after.text === '||') refuse("'||' fallback rules are not read");
  return rule;
}

export function parseOpeningHours(text: string): ParsedOpeningHours {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, message: 'Opening hours are empty' };
  const tokens = tokenize(trimmed);
  if (typeof tokens === 'string') return { ok: false, message: tokens };
  const reader = new Reader(tokens);
  const rules: OpeningRule[] = [];
  try {
    let additional = false;
    while (!reader.done()) {
      if (reader.isMark(';')) {
        // An empty rule ('...;' at the end) is allowed, as the package allows it.
        reader.next();
        additional = false;
        continue;
      }
      rules.push(readRule(reader, additional));
      if (reader.done()) break;
      const separator = reader.next()!;
      if (separator.kind === 'mark' && separator.text === ';') additional = false;
      else if (separator.kind === 'mark' && separator.text === ',') additional = true;
      else if (separator.kind === 'word')
        refuse(`'${separator.text}' is not a weekday (Mo-Su), month (Jan-Dec) or word of opening_hours`);
      else refuse(`${describeToken(separator)} was not expected`);
    }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, message: error.message };
    throw error;
  }
  if (rules.length === 0) return { ok: false, message: 'Opening hours are empty' };
  return { ok: true, rules };
}

// ---------------------------------------------------------------------------------------------------------
// Evaluation

interface CalendarDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Monday ... 6 = Sunday. */
  weekday: number;
}

function calendarDay(year: number, month: number, day: number): CalendarDay {
  const date = new Date(Date.UTC(year, month - 1, day));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: (date.getUTCDay() + 6) % 7,
  };
}

const dayNumber = ({ month, day }: { month: number; day: number }) => month * 100 + day;

function inDates(rule: OpeningRule, date: CalendarDay): boolean {
  if (rule.years && !rule.years.some(([from, to]) => date.year >= from && date.year <= to)) return false;
  if (!rule.dates) return true;
  const today = dayNumber(date);
  return rule.dates.some(({ from, to }) => {
    const start = dayNumber({ month: from.month, day: from.day ?? 1 });
    const end = dayNumber({ month: to.month, day: to.day ?? 31 });
    return start <= end ? today >= start && today <= end : today >= start || today <= end;
  });
}

function weekdayMatches(range: WeekdayRange, date: CalendarDay): boolean {
  const inRange =
    range.from <= range.to
      ? date.weekday >= range.from && date.weekday <= range.to
      : date.weekday >= range.from || date.weekday <= range.to;
  if (!inRange) return false;
  if (!range.nth) return true;
  const fromStart = Math.floor((date.day - 1) / 7) + 1;
  const daysInMonth = new Date(Date.UTC(date.year, date.month, 0)).getUTCDate();
  const fromEnd = -(Math.floor((daysInMonth - date.day) / 7) + 1);
  return range.nth.includes(fromStart) || range.nth.includes(fromEnd);
}

function ruleMatches(rule: OpeningRule, date: CalendarDay): boolean {
  if (!inDates(rule, date)) return false;
  if (rule.weekdays === null) return true;
  if (rule.publicHolidays && cyprusPublicHoliday(date.year, date.month, date.day)) return true;
  return rule.weekdays.some((range) => weekdayMatches(range, date));
}

type Minutes = Array<[number, number]>;

function add(intervals: Minutes, from: number, to: number): Minutes {
  return [...intervals, [from, to]];
}

function subtract(intervals: Minutes, from: number, to: number): Minutes {
  return intervals.flatMap(([start, end]): Minutes => {
    if (end <= from || start >= to) return [[start, end]];
    const parts: Minutes = [];
    if (start < from) parts.push([start, from]);
    if (end > to) parts.push([to, end]);
    return parts;
  });
}

function merge(intervals: Minutes): Minutes {
  const sorted = [...intervals].filter(([from, to]) => to > from).sort((a, b) => a[0] - b[0]);
  const merged: Minutes = [];
  for (const [from, to] of sorted) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The minutes (from midnight, 0-1440) a place is open on one Paphos date. */
function openMinutes(rules: OpeningRule[], date: CalendarDay): Minutes {
  const yesterday = calendarDay(date.year, date.month, date.day - 1);
  let open: Minutes = [];
  for (const rule of rules) {
    if (ruleMatches(rule, date)) {
      if (rule.closed) {
        open = rule.spans.length === 0 ? [] : rule.spans.reduce((o, s) => subtract(o, s.from, s.to), open);
      } else {
        if (!rule.additional) open = [];
        if (rule.spans.length === 0) open = add(open, 0, DAY_MINUTES);
        for (const span of rule.spans) open = add(open, span.from, Math.min(span.to, DAY_MINUTES));
      }
    }
    const spills = rule.spans.filter((span) => span.to > DAY_MINUTES);
    if (spills.length > 0 && ruleMatches(rule, yesterday)) {
      for (const span of spills) {
        const end = Math.min(span.to - DAY_MINUTES, DAY_MINUTES);
        open = rule.closed ? subtract(open, 0, end) : add(open, 0, end);
      }
    }
  }
  return merge(open);
}

/** Instants (ms since 1970) between which a place is open. */
export type OpenInterval = [from: number, to: number];

function instantOf(date: CalendarDay, minutes: number): number {
  const whole = calendarDay(date.year, date.month, date.day + Math.floor(minutes / DAY_MINUTES));
  const rest = minutes % DAY_MINUTES;
  return nicosiaTime(whole.year, whole.month, whole.day, Math.floor(rest / 60), rest % 60).getTime();
}

/**
 * The open intervals over `days` Paphos dates from the date of `from` (that date's midnight onwards),
 * joined where one runs into the next.
 */
export function openIntervals(rules: OpeningRule[], from: Date, days: number): OpenInterval[] {
  const start = nicosiaWallClock(from);
  const intervals: OpenInterval[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = calendarDay(start.year, start.month, start.day + offset);
    for (const [open, close] of openMinutes(rules, date)) {
      const interval: OpenInterval = [instantOf(date, open), instantOf(date, close)];
      const last = intervals.at(-1);
      if (last && interval[0] <= last[1]) last[1] = Math.max(last[1], interval[1]);
      else intervals.push(interval);
    }
  }
  return intervals;
}

/** Open at this instant by the text, or null when the text cannot be read. */
export function isOpenAt(text: string, at: Date): boolean | null {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return null;
  const time = at.getTime();
  return openIntervals(parsed.rules, new Date(time - DAY_MINUTES * 60_000), 2).some(
    ([from, to]) => time >= from && time < to,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Description

/** One line of opening hours as a visitor reads it: '16 Apr – 15 Sep', 'Mon–Sat', '10:00–22:00'. */
export interface OpeningHoursLine {
  season: string | null;
  days: string;
  hours: string;
  /** The line's dates and days include this date (the date `describeOpeningHours` was given). */
  appliesToday: boolean;
}

const DASH = '–';
const NTH_NAMES: Record<number, string> = { 1: '1st', 2: '2nd', 3: '3rd', 4: '4th', 5: '5th', [-1]: 'last' };

function describeMonthDay({ month, day }: MonthDay): string {
  const name = MONTHS[month - 1]!;
  return day === undefined ? name : `${day} ${name}`;
}

function describeSeason(rule: OpeningRule): string | null {
  const parts: string[] = [];
  if (rule.years) parts.push(rule.years.map(([a, b]) => (a === b ? `${a}` : `${a}${DASH}${b}`)).join(', '));
  if (rule.dates) {
    parts.push(
      rule.dates
        .map(({ from, to }) =>
          from.month === to.month && from.day === to.day
            ? describeMonthDay(from)
            : `${describeMonthDay(from)} ${DASH} ${describeMonthDay(to)}`,
        )
        .join(', '),
    );
  }
  return parts.length > 0 ? parts.join(' ') : null;
}

function describeDays(rule: OpeningRule): string {
  const ranges = (rule.weekdays ?? []).map(({ from, to, nth }) => {
    const days = from === to ? WEEKDAY_NAMES[from]! : `${WEEKDAY_NAMES[from]}${DASH}${WEEKDAY_NAMES[to]}`;
    return nth
      ? `${nth.map((n) => NTH_NAMES[n] ?? `${n}th from last`).join(', ')} ${days} of the month`
      : days;
  });
  const everyDay =
    rule.weekdays === null ||
    (ranges.length === 1 &&
      rule.weekdays[0]!.from === 0 &&
      rule.weekdays[0]!.to === 6 &&
      !rule.weekdays[0]!.nth);
  const days = everyDay && !(rule.weekdays === null && rule.publicHolidays) ? ['Every day'] : ranges;
  if (rule.publicHolidays) days.push('public holidays');
  const text = days.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function describeHours(rule: OpeningRule): string {
  if (rule.closed && rule.spans.length === 0) return 'Closed';
  if (
    rule.spans.length === 0 ||
    (rule.spans.length === 1 && rule.spans[0]!.from === 0 && rule.spans[0]!.to === DAY_MINUTES)
  ) {
    return 'Open 24 hours';
  }
  const spans = rule.spans
    .map(({ from, to }) => `${clockText(from)}${DASH}${clockText(to % DAY_MINUTES)}`)
    .join(', ');
  return rule.closed ? `Closed ${spans}` : spans;
}

/**
 * The lines the place page shows, in the order written, each marked when it applies on the Paphos date of
 * `at`; null when the text is not hours the site can read.
 */
export function describeOpeningHours(text: string, at: Date = new Date()): OpeningHoursLine[] | null {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) return null;
  const clock = nicosiaWallClock(at);
  const today = calendarDay(clock.year, clock.month, clock.day);
  return parsed.rules.map((rule) => ({
    season: describeSeason(rule),
    days: describeDays(rule),
    hours: describeHours(rule),
    appliesToday: ruleMatches(rule, today),
  }));
}
