import { describe, expect, it } from 'vitest';
import { conditionForWmoCode } from '../../src/server/providers/weather/open-meteo';

/** Every code of the WMO table in Open-Meteo's documentation. */
const DOCUMENTED_CODES = [
  0, 1, 2, 3, 45, 48, 51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99,
];

describe('conditionForWmoCode', () => {
  it('shows a clear or mainly clear sky with the sun', () => {
    expect(conditionForWmoCode(0)).toEqual({ code: 'clear', condition: 'Clear sky', icon: 'sun' });
    expect(conditionForWmoCode(1)).toEqual({ code: 'mainlyClear', condition: 'Mainly clear', icon: 'sun' });
  });

  it('shows partly cloudy, overcast and fog with the cloud', () => {
    for (const code of [2, 3, 45, 48]) expect(conditionForWmoCode(code)?.icon).toBe('cloud');
    expect(conditionForWmoCode(3)?.condition).toBe('Overcast');
  });

  it('shows drizzle, rain, showers, snow and thunderstorms with the rain icon', () => {
    for (const code of [51, 55, 57, 61, 65, 67, 71, 77, 80, 82, 86, 95, 99]) {
      expect(conditionForWmoCode(code)?.icon).toBe('rain');
    }
    expect(conditionForWmoCode(81)?.condition).toBe('Rain showers');
    expect(conditionForWmoCode(95)?.condition).toBe('Thunderstorm');
  });

  it('has a condition for every documented code, and none for others', () => {
    for (const code of DOCUMENTED_CODES) expect(conditionForWmoCode(code)?.condition).toBeTruthy();
    for (const code of [4, 42, 50, 100, -1]) expect(conditionForWmoCode(code)).toBeUndefined();
  });
});
