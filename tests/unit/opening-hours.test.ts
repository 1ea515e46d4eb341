import { describe, expect, it } from 'vitest';
import { describeOpeningHours, parseOpeningHours } from '../../src/common/opening-hours';

describe('describeOpeningHours', () => {
  it('reads seasonal hours of an ancient site', () => {
    expect(describeOpeningHours('Apr 16-Sep 15 Mo-Su 08:30-19:30; Sep 16-Apr 15 Mo-Su 08:30-17:00')).toEqual([
      { season: '16 Apr – 15 Sep', days: 'Every day', hours: '08:30–19:30' },
      { season: '16 Sep – 15 Apr', days: 'Every day', hours: '08:30–17:00' },
    ]);
  });

  it('reads weekday ranges, lists, split days and closed days', () => {
    expect(describeOpeningHours('Mo-Fr,Su 09:00-13:00,16:00-19:00; Sa off; PH off')).toEqual([
      { season: null, days: 'Mon–Fri, Sun', hours: '09:00–13:00, 16:00–19:00' },
      { season: null, days: 'Sat', hours: 'Closed' },
      { season: null, days: 'Public holidays', hours: 'Closed' },
    ]);
  });

  it('reads whole months, hours without weekdays and 24/7', () => {
    expect(describeOpeningHours('Apr-Oct 10:00-18:00; Nov-Mar off')).toEqual([
      { season: 'Apr – Oct', days: 'Every day', hours: '10:00–18:00' },
      { season: 'Nov – Mar', days: 'Every day', hours: 'Closed' },
    ]);
    expect(describeOpeningHours('24/7')).toEqual([
      { season: null, days: 'Every day', hours: 'Open 24 hours' },
    ]);
  });

  it('gives null for text that is not opening hours', () => {
    expect(describeOpeningHours('daily 9 to 5')).toBeNull();
  });
});

describe('parseOpeningHours', () => {
  it.each([
    ['Mo-Fr 9:00-17:00', "'9:00-17:00' is not a time span such as 09:00-17:00"],
    ['Mon-Fri 09:00-17:00', "'Mon-Fri' is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su or PH)"],
    ['Feb 30-Mar 10 09:00-17:00', 'Feb 30 is not a date'],
    ['Apr-Sep 15 09:00-17:00', "'15' is not a weekday (Mo, Tu, We, Th, Fr, Sa, Su or PH)"],
    ['Apr 1-Oct off Mo', "'Apr 1-Oct off Mo' is not '[dates] [weekdays] hours'"],
    ['', 'Opening hours are empty'],
  ])('refuses %j: %s', (text, message) => {
    expect(parseOpeningHours(text)).toEqual({ ok: false, message });
  });
});
