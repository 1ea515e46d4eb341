import { describe, expect, it } from 'vitest';
import { offlineWeatherProvider } from '../../src/server/providers/weather/offline';
import { paphosClimateNormals } from '../../src/server/providers/weather/paphos-climate';

describe('the offline weather (climate normals)', () => {
  it('gives the normals of the month it is in Paphos: 23:30 UTC on 30 June is already July there', async () => {
    const weather = await offlineWeatherProvider().current(new Date('2026-06-30T23:30:00Z'));
    const july = paphosClimateNormals.find((entry) => entry.month === 7)!;
    expect(weather.condition).toBe(`${july.typicalCondition} (typical July weather; live data unavailable)`);
    expect(weather.temperature).toBe(july.meanTemperatureC);
  });
});
