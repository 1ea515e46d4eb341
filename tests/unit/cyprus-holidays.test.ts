import { describe, expect, it } from 'vitest';
import { cyprusPublicHoliday, cyprusPublicHolidays } from '../../src/common/cyprus-holidays';

describe('cyprusPublicHolidays', () => {
  // The Bank of Cyprus's published bank holidays for 2019 (Easter Sunday 28 April), which the list follows.
  it('matches the published list of 2019, with Easter Sunday', () => {
    expect(cyprusPublicHolidays(2019).map(({ month, day, name }) => `${day}/${month} ${name}`)).toEqual([
      "1/1 New Year's Day",
      '6/1 Epiphany',
      '11/3 Green Monday',
      '25/3 Greek Independence Day',
      '1/4 Cyprus National Day',
      '26/4 Good Friday',
      '28/4 Easter Sunday',
      '29/4 Easter Monday',
      '30/4 Easter Tuesday',
      '1/5 Labour Day',
      '17/6 Kataklysmos',
      '15/8 Assumption Day',
      '1/10 Cyprus Independence Day',
      '28/10 Ochi Day',
      '25/12 Christmas Day',
      '26/12 Boxing Day',
    ]);
  });

  it('moves the Easter holidays with Orthodox Easter (2 May 2027)', () => {
    expect(cyprusPublicHoliday(2027, 3, 15)).toBe('Green Monday');
    expect(cyprusPublicHoliday(2027, 4, 30)).toBe('Good Friday');
    expect(cyprusPublicHoliday(2027, 5, 3)).toBe('Easter Monday');
    expect(cyprusPublicHoliday(2027, 5, 4)).toBe('Easter Tuesday');
    expect(cyprusPublicHoliday(2027, 6, 21)).toBe('Kataklysmos');
  });

  it('leaves ordinary days and Christmas Eve out', () => {
    expect(cyprusPublicHoliday(2027, 3, 3)).toBeNull();
    expect(cyprusPublicHoliday(2027, 12, 24)).toBeNull();
  });
});
