/**
 * Monthly climate normals for Paphos (Paphos International Airport station), used as the offline
 * weather fallback when no live weather provider is configured.
 *
 * Source: the climate table of the Wikipedia article "Paphos" (Paphos International Airport station,
 * normals from the Cyprus Department of Meteorology), rounded. The table could not be re-fetched when
 * this file was written, so the figures were checked only against the monthly summaries published by
 * weather-atlas.com and weather-and-climate.com; verify against the table before relying on them.
 * That table has no wind column, so wind speeds are estimated typical airport means. The condition is
 * a plain-language summary of rain days and sunshine. Treat all values as typical, not measured.
 */
import type { WeatherConditionCode } from '../../../common/weather-conditions';

export type ClimateCondition = 'Sunny' | 'Mostly sunny' | 'Partly cloudy' | 'Occasional showers';

/** Each typical condition's code, which the page words in its language (common/weather-conditions.ts). */
export const CLIMATE_CONDITION_CODES: Record<ClimateCondition, WeatherConditionCode> = {
  Sunny: 'sunny',
  'Mostly sunny': 'mostlySunny',
  'Partly cloudy': 'partlyCloudy',
  'Occasional showers': 'occasionalShowers',
};

export interface ClimateNormal {
  /** 1 = January ... 12 = December. */
  month: number;
  /** Daily mean air temperature, °C. */
  meanTemperatureC: number;
  /** Mean relative humidity, %. */
  meanHumidityPercent: number;
  /** Mean wind speed, m/s. */
  meanWindSpeedMs: number;
  typicalCondition: ClimateCondition;
}

export const paphosClimateNormals: readonly ClimateNormal[] = [
  {
    month: 1,
    meanTemperatureC: 12.6,
    meanHumidityPercent: 71,
    meanWindSpeedMs: 4.0,
    typicalCondition: 'Occasional showers',
  },
  {
    month: 2,
    meanTemperatureC: 12.5,
    meanHumidityPercent: 71,
    meanWindSpeedMs: 4.1,
    typicalCondition: 'Occasional showers',
  },
  {
    month: 3,
    meanTemperatureC: 14.3,
    meanHumidityPercent: 70,
    meanWindSpeedMs: 3.9,
    typicalCondition: 'Partly cloudy',
  },
  {
    month: 4,
    meanTemperatureC: 17.1,
    meanHumidityPercent: 70,
    meanWindSpeedMs: 3.6,
    typicalCondition: 'Mostly sunny',
  },
  {
    month: 5,
    meanTemperatureC: 20.4,
    meanHumidityPercent: 71,
    meanWindSpeedMs: 3.4,
    typicalCondition: 'Sunny',
  },
  {
    month: 6,
    meanTemperatureC: 23.7,
    meanHumidityPercent: 72,
    meanWindSpeedMs: 3.4,
    typicalCondition: 'Sunny',
  },
  {
    month: 7,
    meanTemperatureC: 26.2,
    meanHumidityPercent: 73,
    meanWindSpeedMs: 3.5,
    typicalCondition: 'Sunny',
  },
  {
    month: 8,
    meanTemperatureC: 26.8,
    meanHumidityPercent: 72,
    meanWindSpeedMs: 3.3,
    typicalCondition: 'Sunny',
  },
  {
    month: 9,
    meanTemperatureC: 25.0,
    meanHumidityPercent: 68,
    meanWindSpeedMs: 3.1,
    typicalCondition: 'Sunny',
  },
  {
    month: 10,
    meanTemperatureC: 22.1,
    meanHumidityPercent: 65,
    meanWindSpeedMs: 3.0,
    typicalCondition: 'Mostly sunny',
  },
  {
    month: 11,
    meanTemperatureC: 17.9,
    meanHumidityPercent: 66,
    meanWindSpeedMs: 3.3,
    typicalCondition: 'Partly cloudy',
  },
  {
    month: 12,
    meanTemperatureC: 14.3,
    meanHumidityPercent: 70,
    meanWindSpeedMs: 3.8,
    typicalCondition: 'Occasional showers',
  },
];
