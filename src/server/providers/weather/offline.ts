import { monthName } from '../../../common/dates';
import { nicosiaDate } from '../../../common/nicosia-time';
import type { Weather } from '../../../common/schemas/weather';
import { iconForCondition, type WeatherProvider } from './index';
import { CLIMATE_CONDITION_CODES, paphosClimateNormals } from './paphos-climate';

/**
 * Without a weather key: Paphos' long-term normals for the month, and the condition text says so (in English;
 * the code and the month let the page say it in its language).
 */
export function offlineWeatherProvider(): WeatherProvider {
  return {
    name: 'offline climate normals',
    async current(now = new Date()): Promise<Weather> {
      const { month } = nicosiaDate(now);
      const normal = paphosClimateNormals.find((entry) => entry.month === month);
      if (!normal) throw new Error(`No climate normal for month ${month}`);
      return {
        temperature: normal.meanTemperatureC,
        condition: `${normal.typicalCondition} (typical ${monthName(month)} weather; live data unavailable)`,
        icon: iconForCondition(normal.typicalCondition),
        humidity: normal.meanHumidityPercent,
        windSpeed: normal.meanWindSpeedMs,
        conditionCode: CLIMATE_CONDITION_CODES[normal.typicalCondition],
        typicalOfMonth: month,
      };
    },
  };
}
