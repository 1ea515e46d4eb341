import { orthodoxEaster } from './orthodox-easter';

/**
 * The days opening hours call 'PH' in Paphos: the public holidays of the Republic of Cyprus on which banks
 * and public services close. Fixed dates, and the days counted from Orthodox Easter Sunday (E): Green Monday
 * (E-48), Good Friday (E-2), Easter Sunday, Easter Monday and Tuesday (E+1, E+2) and Kataklysmos, the Monday
 * of Pentecost (E+50). Checked against the Bank of Cyprus's list of bank holidays (2019) and qppstudio.net's
 * Cyprus calendars (2024). Christmas Eve (24 Dec) and Holy Saturday are left out: the public service and some
 * banks close, but most businesses keep their usual hours, so a 'PH off' does not mean them. Holidays that
 * fall on a weekend are not moved to a weekday in Cyprus.
 */
const FIXED_HOLIDAYS: Array<[month: number, day: number, name: string]> = [
  [1, 1, "New Year's Day"],
  [1, 6, 'Epiphany'],
  [3, 25, 'Greek Independence Day'],
  [4, 1, 'Cyprus National Day'],
  [5, 1, 'Labour Day'],
  [8, 15, 'Assumption Day'],
  [10, 1, 'Cyprus Independence Day'],
  [10, 28, 'Ochi Day'],
  [12, 25, 'Christmas Day'],
  [12, 26, 'Boxing Day'],
];

const EASTER_HOLIDAYS: Array<[daysFromEaster: number, name: string]> = [
  [-48, 'Green Monday'],
  [-2, 'Good Friday'],
  [0, 'Easter Sunday'],
  [1, 'Easter Monday'],
  [2, 'Easter Tuesday'],
  [50, 'Kataklysmos'],
];

export interface PublicHoliday {
  month: number;
  day: number;
  name: string;
}

const byYear = new Map<number, PublicHoliday[]>();

/** Cyprus's public holidays of a year (1900-2099), in date order. */
export function cyprusPublicHolidays(year: number): PublicHoliday[] {
  const known = byYear.get(year);
  if (known) return known;
  const easter = orthodoxEaster(year);
  const easterUtc = Date.UTC(year, easter.month - 1, easter.day);
  const holidays: PublicHoliday[] = [
    ...FIXED_HOLIDAYS.map(([month, day, name]) => ({ month, day, name })),
    ...EASTER_HOLIDAYS.map(([offset, name]) => {
      const date = new Date(easterUtc + offset * 86_400_000);
      return { month: date.getUTCMonth() + 1, day: date.getUTCDate(), name };
    }),
  ].sort((a, b) => a.month - b.month || a.day - b.day);
  byYear.set(year, holidays);
  return holidays;
}

/** The holiday's name on a Paphos date (month 1-12), or null on an ordinary day. */
export function cyprusPublicHoliday(year: number, month: number, day: number): string | null {
  return cyprusPublicHolidays(year).find((h) => h.month === month && h.day === day)?.name ?? null;
}
