/**
 * The site's reading of opening hours against the `opening_hours` package (the reference evaluator OSM tools
 * use), at every hour of 2027 and at every minute either side of each opening or closing, for every string in
 * the bundled data and a fixture of real OpenStreetMap values. The package knows no Cyprus holidays: it is
 * given Greece's (same Orthodox calendar), and days where the two lists differ, and the day after each (hours
 * past midnight), are left out; cyprus-holidays.test.ts checks our list against the official one.
 */
import OpeningHoursPackage from 'opening_hours';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cyprusPublicHoliday } from '../../src/common/cyprus-holidays';
import { nicosiaTime, nicosiaWallClock } from '../../src/common/nicosia-time';
import { openIntervals, parseOpeningHours } from '../../src/common/opening-hours';

const YEAR = 2027;
const PAPHOS = { lat: 34.7754, lon: 32.4245, address: { country_code: 'gr', state: '' } };
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const bundled: string[] = (
  JSON.parse(readFileSync('src/server/db/seed/data/places.json', 'utf8')) as Array<{
    openingHours?: string | null;
  }>
)
  .map((place) => place.openingHours)
  .filter((text): text is string => typeof text === 'string' && text.length > 0);
const fixture = JSON.parse(readFileSync('tests/fixtures/osm-opening-hours.json', 'utf8')) as {
  overpass2015: string[];
  quoted: string[];
};
const osm = [...fixture.overpass2015, ...fixture.quoted];
/** Our own strings for the parts of the syntax the real ones above use rarely. */
const syntax = [
  'Apr-Oct: Mo-Sa 09:00-18:00; Nov-Mar: Mo-Fr 09:00-14:00; PH off',
  'Mo-Fr 08:00-14:00; Sa 09:00-13:00',
  'Dec 24-26 off; Mo-Su 10:00-22:00',
  'Mo-Su 10:00-22:00; Dec 24-26 off',
  'Jun,Sep Mo-Fr 10:00-16:00; Jul-Aug 09:00-20:00',
  'Nov-Feb off; Mar-Oct 10:00-18:00',
  'Mo-Su 10:00-20:00; We 12:00-14:00 off',
  'Mo-Fr 08:00-12:00, We 14:00-18:00',
  'Su[1] 10:00-14:00; Fr[-1] 18:00-23:00',
  'Sa[1,3] 09:00-12:00',
  '2027 Jun-Sep Mo-Su 09:00-21:00',
  'Fr-Sa 22:00-04:00; Su 10:00-12:00',
  'Oct 15-Apr 15 Mo-Fr 09:00-15:00',
  'Mo-Fr 09:00-17:00; PH 10:00-13:00',
  'Sa-Mo 10:00-14:00',
  'Mo-Su 18:00-26:00',
  'Mo-Fr 09:00-17:00 open; Sa closed',
  'Mar 25,Oct 28 off; Mo-Su 08:00-20:00',
];

/** The package reads a Date's local fields: give it one whose local fields are the Paphos wall clock. */
function packageDate(at: number): Date {
  const c = nicosiaWallClock(new Date(at));
  return new Date(c.year, c.month - 1, c.day, c.hour, c.minute);
}
function fromPackageDate(date: Date): number {
  return nicosiaTime(
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
  ).getTime();
}
const dateKey = (at: number) => {
  const c = nicosiaWallClock(new Date(at));
  return `${c.year}-${c.month}-${c.day}`;
};

const yearStart = nicosiaTime(YEAR, 1, 1, 0, 0).getTime();
const yearEnd = nicosiaTime(YEAR + 1, 1, 1, 0, 0).getTime();

/** Paphos dates (and the day after each) where Greece's holidays, which the package knows, differ from Cyprus's. */
const skippedDays = (() => {
  const greek = new Set(
    new OpeningHoursPackage('PH', PAPHOS)
      .getOpenIntervals(packageDate(yearStart), packageDate(yearEnd))
      .map(([from]) => dateKey(fromPackageDate(from))),
  );
  const skipped = new Set<string>();
  for (let at = yearStart + 12 * HOUR; at < yearEnd; at += DAY) {
    const c = nicosiaWallClock(new Date(at));
    if (greek.has(dateKey(at)) !== (cyprusPublicHoliday(c.year, c.month, c.day) !== null)) {
      skipped.add(dateKey(at));
      skipped.add(dateKey(at + DAY));
    }
  }
  return skipped;
})();

const inside = (intervals: Array<[number, number]>, at: number) =>
  intervals.some(([a, b]) => at >= a && at < b);

/** Instants where the site and the package disagree (empty when they agree). */
function disagreements(text: string): string[] {
  const parsed = parseOpeningHours(text);
  if (!parsed.ok) throw new Error(parsed.message);
  const ours = openIntervals(parsed.rules, new Date(yearStart - DAY), 368);
  const theirs = new OpeningHoursPackage(text, PAPHOS)
    .getOpenIntervals(packageDate(yearStart - DAY), packageDate(yearEnd + DAY))
    .filter(([, , unknown]) => !unknown)
    .map(([from, to]): [number, number] => [fromPackageDate(from), fromPackageDate(to)]);
  const instants = new Set<number>();
  for (let at = yearStart; at < yearEnd; at += HOUR) instants.add(at);
  for (const [from, to] of [...ours, ...theirs]) {
    for (const edge of [from, to]) for (const at of [edge - MINUTE, edge]) instants.add(at);
  }
  const found: string[] = [];
  for (const at of [...instants].sort((a, b) => a - b)) {
    if (at < yearStart || at >= yearEnd || skippedDays.has(dateKey(at))) continue;
    const open = inside(ours, at);
    if (open !== inside(theirs, at)) {
      found.push(`${new Date(at).toISOString()}: site says ${open ? 'open' : 'closed'}`);
      if (found.length >= 3) break;
    }
  }
  return found;
}

function packageReads(text: string): boolean {
  try {
    new OpeningHoursPackage(text, PAPHOS);
    return true;
  } catch {
    return false;
  }
}

describe('opening hours against the opening_hours package, every hour of 2027', () => {
  it('leaves out only the days where the holiday lists differ', () => {
    // 1 Apr, 1 Oct, Easter Tuesday, and Easter Sunday if the package omits it: a handful, each with its next day.
    expect(skippedDays.size).toBeLessThanOrEqual(12);
  });

  it.each([...new Set(bundled)])('agrees on the bundled %j', (text) => {
    expect(disagreements(text)).toEqual([]);
  });

  it.each(syntax)('agrees on %j', (text) => {
    expect(disagreements(text)).toEqual([]);
  });

  const readable = [...new Set(osm)].filter((text) => parseOpeningHours(text).ok);
  it('reads at least 50 of the OpenStreetMap values', () => {
    expect(readable.length).toBeGreaterThanOrEqual(50);
  });

  it.each(readable)('agrees on OpenStreetMap value %j', (text) => {
    expect(packageReads(text)).toBe(true);
    expect(disagreements(text)).toEqual([]);
  });

  it('refuses, rather than guesses, values that are not opening_hours syntax', () => {
    const refused = [...new Set(osm)].filter((text) => !parseOpeningHours(text).ok);
    for (const text of [
      'Mon-Sat 11am-8pm',
      '10-24',
      'Mo-Fr 8:00',
      'Mo.-Sa. 09.00-19.00h',
      'Mo-Fr 11-23 Sa-Su 17-23',
    ]) {
      expect(refused).toContain(text);
    }
  });
});
