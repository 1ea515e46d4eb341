import { describe, expect, it } from 'vitest';
import { nicosiaTime } from '../../src/common/nicosia-time';
import { describeOpeningHours, isOpenAt, parseOpeningHours } from '../../src/common/opening-hours';

/** 3 March 2027, a Wednesday, noon in Paphos. */
const WEDNESDAY = nicosiaTime(2027, 3, 3, 12, 0);
const JULY = nicosiaTime(2027, 7, 7, 12, 0);

describe('describeOpeningHours', () => {
  it('reads seasonal hours of an ancient site and marks the season that applies today', () => {
    expect(
      describeOpeningHours('Apr 16-Sep 15 Mo-Su 08:30-19:30; Sep 16-Apr 15 Mo-Su 08:30-17:00', JULY),
    ).toEqual([
      { season: '16 Apr – 15 Sep', days: 'Every day', hours: '08:30–19:30', appliesToday: true },
      { season: '16 Sep – 15 Apr', days: 'Every day', hours: '08:30–17:00', appliesToday: false },
    ]);
  });

  it('reads weekday ranges, lists, split days and closed days', () => {
    expect(describeOpeningHours('Mo-Fr,Su 09:00-13:00,16:00-19:00; Sa off; PH off', WEDNESDAY)).toEqual([
      { season: null, days: 'Mon–Fri, Sun', hours: '09:00–13:00, 16:00–19:00', appliesToday: true },
      { season: null, days: 'Sat', hours: 'Closed', appliesToday: false },
      { season: null, days: 'Public holidays', hours: 'Closed', appliesToday: false },
    ]);
  });

  it('reads whole months, hours without weekdays, 24/7, nth weekdays and hours past midnight', () => {
    expect(describeOpeningHours('Apr-Oct: 10:00-18:00; Nov-Mar off', WEDNESDAY)).toEqual([
      { season: 'Apr – Oct', days: 'Every day', hours: '10:00–18:00', appliesToday: false },
      { season: 'Nov – Mar', days: 'Every day', hours: 'Closed', appliesToday: true },
    ]);
    expect(describeOpeningHours('24/7', WEDNESDAY)).toEqual([
      { season: null, days: 'Every day', hours: 'Open 24 hours', appliesToday: true },
    ]);
    expect(describeOpeningHours('Su[1] 10:00-14:00; Fr-Sa 20:00-02:00', WEDNESDAY)).toEqual([
      { season: null, days: '1st Sun of the month', hours: '10:00–14:00', appliesToday: false },
      { season: null, days: 'Fri–Sat', hours: '20:00–02:00', appliesToday: false },
    ]);
  });

  it('gives null for text that is not opening hours', () => {
    expect(describeOpeningHours('daily 9 to 5')).toBeNull();
  });
});

describe('isOpenAt', () => {
  it('reads Paphos time, the hours past midnight and Cyprus holidays', () => {
    expect(isOpenAt('Mo-Fr 08:00-14:00; Sa 09:00-13:00', WEDNESDAY)).toBe(true);
    expect(isOpenAt('Tu 20:00-02:00', nicosiaTime(2027, 3, 3, 1, 30))).toBe(true);
    // Green Monday, 15 March 2027.
    expect(isOpenAt('Mo-Fr 08:00-14:00; PH off', nicosiaTime(2027, 3, 15, 10, 0))).toBe(false);
    expect(isOpenAt('Mo-Fr 08:00-14:00 "call first"', WEDNESDAY)).toBeNull();
  });
});

describe('parseOpeningHours', () => {
  it.each([
    ['Mon-Fri 09:00-17:00', "'Mon' is not a weekday (Mo-Su), month (Jan-Dec) or word of opening_hours"],
    ['Mo-Di 09:00-17:00', "'Di' is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su or PH)"],
    ['Feb 30-Mar 10 09:00-17:00', 'Feb 30 is not a date'],
    ['Apr-Sep 15 09:00-17:00', 'a date range mixes months and days'],
    ['Mo-Fr 09:60-10:00', "'09:60' is not a time"],
    ['Mo-Fr 09:00-17:00 "call first"', 'comments are not read'],
    ['sunrise-sunset', 'sunrise and sunset times are not read'],
    ['Mo-Fr 17:00+', "open-ended hours ('17:00+') cannot say when a place closes"],
    ['Mo-Fr 09:00-17:00 || "by appointment"', "'||' fallback rules are not read"],
    ['SH off', 'school holidays are not known for Cyprus'],
    ['', 'Opening hours are empty'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseOpeningHours(text)).toEqual({ ok: false, message });
  });
});
